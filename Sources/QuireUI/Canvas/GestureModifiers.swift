import Foundation

extension View {
    /// Adds `gesture` to the view: `DragGesture`, `TapGesture`, `SpatialTapGesture` with their
    /// `onChanged`/`onEnded` actions.
    public func gesture<G: Gesture>(_ gesture: G) -> some View {
        modifier(_InputModifier(input: .gesture((gesture as? any RecognizableGesture)?.recognition)))
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

/// Gives each widget of the content a gesture or key handler.
struct _InputModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    enum Input {
        case gesture(GestureRecognition?)
        case key(KeyEquivalent?, (KeyPress) -> KeyPress.Result)
    }

    let input: Input

    func makeNode(in context: NodeContext) -> ViewNode { GestureNode(context) }
}
