import Foundation
import Observation

/// A container view that takes all the space it is offered and gives its content a proxy with that
/// size (and its position in the window's and named coordinate spaces). The content is laid out
/// from the top leading corner. A new size renders the content again on the next turn of the main
/// loop: GTK tells sizes while it lays out, when the widget tree must not change.
public struct GeometryReader<Content: View>: View {
    @State private var geometry = GeometryState()
    @Environment(\.namedCoordinateSpaces) private var namedSpaces
    @Environment(\.enclosingScroll) private var enclosingScroll
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        let proxy = GeometryProxy(size: geometry.size, space: CoordinateSpaces(
            geometry: geometry, named: namedSpaces, scrollView: enclosingScroll))
        _GeometryContainer(geometry: geometry, fillsSpace: true, content: content(proxy))
    }
}

/// A view's size as its toolkit last laid it out, and the widget that measures it.
@MainActor @Observable
final class GeometryState {
    var size = CGSize.zero
    @ObservationIgnored weak var widget: (any GeometryWidget)?
}

/// Where a `GeometryProxy` finds the coordinate spaces it converts to.
@MainActor
struct CoordinateSpaces {
    let geometry: GeometryState
    let named: [AnyHashable: CoordinateSpaceAnchor]
    let scrollView: EnclosingScroll?

    /// The widget whose coordinates `space` means; nil: the window's.
    func widget(for space: CoordinateSpace) -> (any PlatformWidget)? { named.widget(for: space) }
}

/// Gives a `GeometryReader`'s content its size and its frame in coordinate spaces.
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    let space: CoordinateSpaces?

    init(size: CGSize, space: CoordinateSpaces?) {
        self.size = size
        self.space = space
    }

    /// GNOME windows have no safe area: zero on every edge.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The container's frame in `coordinateSpace`: `.local` is its own (origin zero); `.global` the
    /// window's; `.named` the coordinate space of the view marked `.coordinateSpace(.named(name))`
    /// around it (the window's when none is).
    @MainActor
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let local = CGRect(origin: .zero, size: size)
        guard coordinateSpace != .local, let space, let widget = space.geometry.widget else { return local }
        return widget.frame(in: space.widget(for: coordinateSpace)) ?? local
    }

    /// The container's frame in `coordinateSpace` (`.local`, `.global`, `.named(_)`, `.scrollView`).
    @MainActor
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        if coordinateSpace is ScrollViewCoordinateSpace, let scroll = space?.scrollView?.widget,
           let widget = space?.geometry.widget {
            return widget.frame(in: scroll) ?? CGRect(origin: .zero, size: size)
        }
        return frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named coordinate space around this view, in this view's coordinates; nil
    /// when no view around it has that name.
    @MainActor
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace.coordinateSpace, let space,
              let named = space.named[name]?.widget, let widget = space.geometry.widget else { return nil }
        return widget.bounds(of: named)
    }
}

/// `GeometryReader`'s and `onGeometryChange`'s widget around their content.
struct _GeometryContainer<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let geometry: GeometryState
    let fillsSpace: Bool
    let content: Content

    func makeNode(in context: NodeContext) -> ViewNode { GeometryNode(context, fillsSpace: fillsSpace) }
}

@MainActor
protocol AnyGeometryContainer {
    var geometry: GeometryState { get }
    var anyContent: any View { get }
}

extension _GeometryContainer: AnyGeometryContainer {
    var anyContent: any View { content }
}

/// A geometry widget around its content's widgets; a new size goes to the `GeometryState` the body
/// of `GeometryReader` reads (Observation re-renders it).
final class GeometryNode: ContentContainerNode {
    private let widget: any GeometryWidget
    private weak var geometry: GeometryState?

    init(_ context: NodeContext, fillsSpace: Bool) {
        let widget = context.graph.make { $0.makeGeometryReader(fillsSpace: fillsSpace) }
        self.widget = widget
        super.init(context, widget: widget) { widget.setChildren($0) }
        self.widget.onSizeChange = { [weak self] size in
            guard let self, self.isMounted, let geometry = self.geometry, geometry.size != size else { return }
            geometry.size = size
        }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let container = view as? any AnyGeometryContainer else { return }
        geometry = container.geometry
        container.geometry.widget = widget
        render(container.anyContent, environment: environment)
    }
}
