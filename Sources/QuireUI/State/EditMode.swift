import QuireCore

/// Whether the person is editing a list's rows (SwiftUI's `EditMode`): in edit mode, rows of a
/// `ForEach` with `onDelete` show a delete button and rows with `onMove` a drag handle.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe in progress).
    case transient
    /// Editing.
    case active

    /// Whether rows show their editing controls.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The window's edit mode (every view tree QuireUI hosts provides one, starting `.inactive`);
    /// `EditButton` switches it, lists show their editing controls while it is active.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that turns the environment's edit mode on ("Edit") and off ("Done").
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// The button for the enclosing edit mode.
    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}
