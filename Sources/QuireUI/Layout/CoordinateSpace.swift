import Foundation

/// A coordinate space a `GeometryProxy` converts frames to.
public enum CoordinateSpace: Hashable {
    /// The window's.
    case global
    /// The view's own.
    case local
    /// The space of the view marked with `.coordinateSpace(.named(name))`.
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

/// A coordinate space as `frame(in:)` and `coordinateSpace(_:)` take it in SwiftUI 5 and later.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The space of the nearest enclosing scroll view's content.
public struct ScrollViewCoordinateSpace: CoordinateSpaceProtocol {
    /// Outside a scroll view: the window's.
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension CoordinateSpaceProtocol where Self == ScrollViewCoordinateSpace {
    public static var scrollView: ScrollViewCoordinateSpace { ScrollViewCoordinateSpace() }
}

/// The widget a named coordinate space is measured from: the first widget of the view marked with it.
@MainActor
final class CoordinateSpaceAnchor {
    weak var widget: (any PlatformWidget)?
}

extension [AnyHashable: CoordinateSpaceAnchor] {
    /// The widget whose coordinates `space` means among these named spaces; nil: the window's.
    @MainActor
    func widget(for space: CoordinateSpace) -> (any PlatformWidget)? {
        switch space {
        case .global, .local: nil
        case .named(let name): self[name]?.widget
        }
    }
}

extension EnvironmentValues {
    /// The named coordinate spaces around a view (`coordinateSpace(_:)`), innermost per name.
    var namedCoordinateSpaces: [AnyHashable: CoordinateSpaceAnchor] {
        get { self[NamedCoordinateSpacesKey.self] }
        set { self[NamedCoordinateSpacesKey.self] = newValue }
    }
}

private struct NamedCoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: [AnyHashable: CoordinateSpaceAnchor] { [:] }
}

extension View {
    /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))` inside it.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }

    /// Names this view's coordinate space (the SwiftUI 1 spelling of `coordinateSpace(.named(name))`).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}

struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let name: AnyHashable

    func makeNode(in context: NodeContext) -> ViewNode { CoordinateSpaceNode(context) }
}

/// `.coordinateSpace`: the content, with its first widget registered under the name for the views
/// inside it.
final class CoordinateSpaceNode: ViewNode {
    private var child = ChildSlot()
    private let anchor = CoordinateSpaceAnchor()

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _CoordinateSpaceModifier else { return }
        var inner = environment
        inner.namedCoordinateSpaces[modifier.name] = anchor
        child.reconcile(modified.anyContent, in: self, environment: inner)
        widgets = child.widgets
        anchor.widget = widgets.first
    }

    override func childWidgetsDidChange() {
        super.childWidgetsDidChange()
        anchor.widget = widgets.first
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }

    override func unmount() {
        super.unmount()
        child.clear()
    }
}
