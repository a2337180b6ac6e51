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
    /// the view's coordinates) and when it leaves (`.ended`).
    public func onContinuousHover(perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(_PointerEventsModifier(event: .hover { location in action(location.map(HoverPhase.active) ?? .ended) },
                                        movesCount: true))
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
            return graph.backend.observeHover(of: widget) { [weak self] location in self?.hover(location, over: id) }
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

    private func hover(_ location: CGPoint?, over id: ObjectIdentifier) {
        guard let modifier, case .hover(let action) = modifier.event else { return }
        let wasHovering = hovering.contains(id)
        if location != nil { hovering.insert(id) } else { hovering.remove(id) }
        if modifier.movesCount || wasHovering != (location != nil) {
            action(location)
        }
    }
}
