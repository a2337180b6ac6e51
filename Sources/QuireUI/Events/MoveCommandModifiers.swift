/// The direction of an arrow key pressed in a view (`onMoveCommand`).
public enum MoveCommandDirection: Hashable, Sendable {
    case up, down, left, right
}

extension View {
    /// Runs `action` when Escape is pressed while the keyboard focus is in this view.
    public func onExitCommand(perform action: (() -> Void)?) -> some View {
        onKeyPress(.escape) {
            guard let action else { return .ignored }
            action()
            return .handled
        }
    }

    /// Runs `action` when Backspace or Delete is pressed while the keyboard focus is in this view
    /// (a text field inside uses them first).
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        onKeyPress { press in
            guard let action, press.modifiers.isEmpty,
                  press.key == .delete || press.key.character == Self.forwardDelete else { return .ignored }
            action()
            return .handled
        }
    }

    /// Runs `action` with the direction of an arrow key pressed while the keyboard focus is in this
    /// view.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        onKeyPress { press in
            let direction: MoveCommandDirection? = switch press.key {
            case .upArrow: .up
            case .downArrow: .down
            case .leftArrow: .left
            case .rightArrow: .right
            default: nil
            }
            guard let action, let direction, press.modifiers.isEmpty else { return .ignored }
            action(direction)
            return .handled
        }
    }
}

extension View {
    /// The character GTK's Delete key (forward delete) types: DEL.
    fileprivate static var forwardDelete: Character { "\u{7F}" }
}
