import Foundation
import QuireCore

extension View {
    /// Pushes `destination` onto the enclosing navigation stack while `isPresented` is true (SwiftUI's
    /// `navigationDestination(isPresented:destination:)`); going back sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: () -> V) -> some View {
        let view = destination()
        return modifier(_PresentedDestinationModifier(
            presented: { isPresented.wrappedValue ? (AnyHashable(true), AnyView(view)) : nil },
            dismiss: { isPresented.wrappedValue = false }))
    }

    /// Pushes the page `destination` draws for `item` while it is non-nil (SwiftUI's
    /// `navigationDestination(item:destination:)`); another item replaces the page, going back sets
    /// it to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C)
        -> some View {
        modifier(_PresentedDestinationModifier(
            presented: { item.wrappedValue.map { (AnyHashable($0), AnyView(destination($0))) } },
            dismiss: { item.wrappedValue = nil }))
    }
}

/// `navigationDestination(isPresented:)` and `(item:)`: the content renders in place; the page goes
/// to the enclosing stack while the binding presents it.
struct _PresentedDestinationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    /// The page's identity and view while the binding presents one (reads the binding).
    let presented: @MainActor () -> (id: AnyHashable, view: AnyView)?
    let dismiss: @MainActor () -> Void

    func makeNode(in context: NodeContext) -> ViewNode { PresentedDestinationNode(context) }
}

/// The node of `_PresentedDestinationModifier`: reads the binding with Observation tracking (a model
/// property bound through `@Bindable` pushes the page) and tells the stack's scope what it presents.
/// Outside a navigation stack it presents nothing and says so once, as SwiftUI does.
final class PresentedDestinationNode: ViewNode {
    private var child = ChildSlot()
    private var modifier: _PresentedDestinationModifier?
    private weak var scope: NavigationScope?
    private var warned = false

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _PresentedDestinationModifier else { return }
        self.modifier = modifier
        if scope !== environment.navigationScope {
            scope?.present(nil, id: AnyHashable(0), by: self, dismiss: {})
            scope = environment.navigationScope
        }
        child.reconcile(modified.anyContent, in: self, environment: environment)
        widgets = child.widgets
        declare()
    }

    override func refresh() {
        declare()
    }

    override func childWidgetsDidChange() {
        let before = widgets
        widgets = child.widgets
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    override func unmount() {
        super.unmount()
        scope?.present(nil, id: AnyHashable(0), by: self, dismiss: {})
        child.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }

    private func declare() {
        guard isMounted, let modifier else { return }
        let page = tracked { modifier.presented() }
        guard let scope else {
            if page != nil, !warned {
                warned = true
                FileHandle.standardError.write(Data("""
                    navigationDestination(isPresented:) or (item:) is presenting outside a NavigationStack; \
                    it is ignored.\n
                    """.utf8))
            }
            return
        }
        scope.present(page?.view, id: page?.id ?? AnyHashable(0), by: self, dismiss: modifier.dismiss)
    }
}
