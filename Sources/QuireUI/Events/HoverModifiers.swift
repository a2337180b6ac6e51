import Foundation

/// Where the pointer is over a view (`onContinuousHover`).
public enum HoverPhase: Equatable, Sendable {
    /// Over the view, at this location in its coordinates.
    case active(CGPoint)
    /// Gone from the view.
    case ended
}

extension View {
    /// Runs `action` with true when the pointer enters the view and false when it leaves.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(_PointerEventsModifier(event: .hover { location in action(location != nil) }, movesCount: false))
    }

    /// Runs `action` as the pointer enters and moves over the view (`.active` with its location in
    /// `coordinateSpace`: the view's own, the window's (`.global`), or a view's around it marked
    /// `coordinateSpace(.named(_))` — the window's when none is) and when it leaves (`.ended`).
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        onContinuousHover(coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// `onContinuousHover` with a `CoordinateSpace` (the first spelling).
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(_PointerEventsModifier(event: .hover { location in action(location.map(HoverPhase.active) ?? .ended) },
                                        movesCount: true, coordinateSpace: coordinateSpace))
    }

    /// Runs `action` when the view is pressed for `minimumDuration` seconds (GTK's long press);
    /// `onPressingChanged` hears the press begin and end. `maximumDistance` is GTK's drag threshold,
    /// which the desktop sets.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        modifier(_PointerEventsModifier(event: .longPress(minimumDuration: minimumDuration,
                                                          pressing: onPressingChanged ?? { _ in }, perform: action),
                                        movesCount: false))
    }

    /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)` with the
    /// pressing callback first (the older spelling).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing)
    }
}

/// `onHover`, `onContinuousHover`, `onLongPressGesture`: the content renders in place and the backend
/// listens on each of its widgets.
struct _PointerEventsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    enum Event {
        case hover((CGPoint?) -> Void)
        case longPress(minimumDuration: Double, pressing: (Bool) -> Void, perform: () -> Void)
    }

    let event: Event
    /// Whether moves inside the view count (`onContinuousHover`) or only entering and leaving.
    let movesCount: Bool
    /// The space locations are given in.
    var coordinateSpace: CoordinateSpace = .local

    func makeNode(in context: NodeContext) -> ViewNode { PointerEventsNode(context) }
}

final class PointerEventsNode: ObservingContentWidgetsNode<_PointerEventsModifier> {
    /// Per widget, whether the pointer is over it (for `onHover`, which hears no moves).
    private var hovering: Set<ObjectIdentifier> = []

    /// Listens for the modifier's event; the handlers run the latest modifier's actions.
    override func observe(_ widget: any PlatformWidget) -> (any PointerObservation)? {
        let id = ObjectIdentifier(widget)
        switch modifier?.event {
        case .hover?:
            return graph.backend.observeHover(of: widget) { [weak self, weak widget] location in
                guard let self, let widget else { return }
                hover(location.map { self.point($0, in: widget) }, over: id)
            }
        case .longPress(let minimumDuration, _, _)?:
            return graph.backend.observeLongPress(of: widget, minimumDuration: minimumDuration) { [weak self] pressing in
                guard let self, case .longPress(_, let action, _)? = modifier?.event else { return }
                action(pressing)
            } perform: { [weak self] in
                guard let self, case .longPress(_, _, let action)? = modifier?.event else { return }
                action()
            }
        case nil:
            return nil
        }
    }

    /// `location` in `widget` converted to the modifier's coordinate space, through the widget's frame
    /// in that space as `GeometryProxy.frame(in:)` finds it; as it is when the widget is not laid out.
    private func point(_ location: CGPoint, in widget: any PlatformWidget) -> CGPoint {
        guard let space = modifier?.coordinateSpace, space != .local,
              let frame = graph.backend.frame(of: widget, in: environment.namedCoordinateSpaces.widget(for: space))
        else { return location }
        return CGPoint(x: location.x + frame.minX, y: location.y + frame.minY)
    }

    private func hover(_ location: CGPoint?, over id: ObjectIdentifier) {
        guard let modifier, case .hover(let action) = modifier.event else { return }
        let wasHovering = hovering.contains(id)
        if location != nil { hovering.insert(id) } else { hovering.remove(id) }
        if modifier.movesCount || wasHovering != (location != nil) {
            action(location)
        }
    }
}
