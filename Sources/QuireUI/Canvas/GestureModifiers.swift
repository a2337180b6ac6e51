import Foundation

extension View {
    /// Adds `gesture` to the view: `DragGesture`, `TapGesture`, `SpatialTapGesture`, `MagnifyGesture`,
    /// `RotateGesture`, their compositions, with their `onChanged`/`onEnded`/`updating` actions.
    /// `mask` can disable the added gesture or those of the views inside.
    ///
    /// In QuireUI gestures added to a view and to the views inside it are all recognised (as
    /// `simultaneousGesture` would); only `highPriorityGesture` takes input from the others.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_InputModifier(input: .gesture(gesture.recognizable, .normal, mask)))
    }

    /// Adds `gesture`, or nothing when `isEnabled` is false.
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Adds `gesture` ahead of the gestures of the views inside: it sees each event first, and once it
    /// changes or ends, a gesture of theirs in progress is cancelled (it fails: no `onEnded`, its
    /// `GestureState` resets) and they get nothing more until the next press or pinch begins.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_InputModifier(input: .gesture(gesture.recognizable, .high, mask)))
    }

    /// `highPriorityGesture(_:including:)`, or nothing when `isEnabled` is false.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Adds `gesture`, recognised together with the gestures of the views inside.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_InputModifier(input: .gesture(gesture.recognizable, .simultaneous, mask)))
    }

    /// `simultaneousGesture(_:including:)`, or nothing when `isEnabled` is false.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with the tap's location, in the view's coordinates, when the view is tapped
    /// `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count).onEnded { action($0.location) })
    }

    /// Runs `action` when `key` is pressed while the view (or a view inside it) has the keyboard
    /// focus; a canvas takes the focus when clicked.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_InputModifier(input: .key(key, { _ in action() })))
    }

    /// Runs `action` for every key pressed while the view has the keyboard focus.
    public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_InputModifier(input: .key(nil, action)))
    }
}

/// How an added gesture ranks against those of the views inside.
enum GesturePriority {
    /// `gesture(_:)`.
    case normal
    /// `highPriorityGesture(_:)`: sees events first, cancels theirs once it is recognised.
    case high
    /// `simultaneousGesture(_:)`.
    case simultaneous
}

/// Gives each widget of the content a gesture or key handler.
struct _InputModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    enum Input {
        case gesture((any RecognizableGesture)?, GesturePriority, GestureMask)
        case key(KeyEquivalent?, (KeyPress) -> KeyPress.Result)
    }

    let input: Input

    func makeNode(in context: NodeContext) -> ViewNode { GestureNode(context) }
}
