/// Gives its content a proxy that scrolls to a view by its id (SwiftUI's `ScrollViewReader`): a
/// view marked with `.id(_:)` inside a `ScrollView`, or a row of a `List`, `Table` or lazy stack by
/// its `ForEach` element's id — also a row out of view, which a lazy list has not made yet.
public struct ScrollViewReader<Content: View>: View {
    @State private var targets = ScrollTargets()
    private let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(ScrollViewProxy(targets: targets))
            .modifier(_EnvironmentModifier { [targets] in $0.scrollTargets = targets })
    }
}

/// Scrolls the scroll views and lazy lists of a `ScrollViewReader`'s content.
public struct ScrollViewProxy {
    let targets: ScrollTargets

    /// Scrolls the view or row identified by `id` into view: with `anchor`, that point of it at the
    /// same point of the visible area (`.top`: at the top); nil: as little as makes it visible. An id
    /// nothing has does nothing.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        targets.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

/// What one `ScrollViewReader`'s content can scroll to: views with an `.id` (inside a scroll view)
/// and the rows of its lazy lists, each registered while shown.
@MainActor
final class ScrollTargets {
    private struct ViewTarget {
        weak var scroll: (any ScrollWidget)?
        weak var widget: (any PlatformWidget)?
    }

    private final class WeakRows {
        weak var rows: ListRows?
        init(_ rows: ListRows) { self.rows = rows }
    }

    private var views: [AnyHashable: ViewTarget] = [:]
    private var lists: [WeakRows] = []

    func register(_ id: AnyHashable, widget: any PlatformWidget, in scroll: any ScrollWidget) {
        views[id] = ViewTarget(scroll: scroll, widget: widget)
    }

    func unregister(_ id: AnyHashable, widget: any PlatformWidget) {
        if views[id]?.widget === widget {
            views[id] = nil
        }
    }

    func register(_ rows: ListRows) {
        lists.removeAll { $0.rows == nil }
        guard !lists.contains(where: { $0.rows === rows }) else { return }
        lists.append(WeakRows(rows))
    }

    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        if let target = views[id], let scroll = target.scroll, let widget = target.widget {
            scroll.scrollTo(widget, anchor: anchor)
            return
        }
        for list in lists {
            if let rows = list.rows, let position = rows.positions(tagged: [id]).first {
                rows.widget.scrollToRow(at: position, anchor: anchor)
                return
            }
        }
    }
}

extension View {
    /// Gives the view an explicit identity: a new `id` makes it a new view (its state starts again),
    /// and a `ScrollViewReader`'s `scrollTo` finds it by the id.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IDModifier(id: AnyHashable(id)))
    }
}

struct _IDModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let id: AnyHashable

    func makeNode(in context: NodeContext) -> ViewNode { IdentityNode(context) }
}

/// `.id`: the content in a slot that is cleared when the id changes, registered with the enclosing
/// `ScrollViewReader` under its id (its first widget, in the nearest scroll view).
final class IdentityNode: ViewNode {
    private var child = ChildSlot()
    private var id: AnyHashable?
    private var registered: (id: AnyHashable, widget: any PlatformWidget, targets: ScrollTargets)?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent, let modifier = modified.anyModifier as? _IDModifier else {
            return
        }
        if let id, id != modifier.id {
            child.clear()
        }
        id = modifier.id
        child.reconcile(modified.anyContent, in: self, environment: environment)
        widgets = child.widgets
        register()
    }

    override func childWidgetsDidChange() {
        super.childWidgetsDidChange()
        register()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }

    override func unmount() {
        super.unmount()
        child.clear()
        unregister()
    }

    private func register() {
        unregister()
        guard let id, let targets = environment.scrollTargets, let scroll = environment.enclosingScroll?.widget,
              let widget = widgets.first else { return }
        targets.register(id, widget: widget, in: scroll)
        registered = (id, widget, targets)
    }

    private func unregister() {
        if let registered {
            registered.targets.unregister(registered.id, widget: registered.widget)
        }
        registered = nil
    }
}
