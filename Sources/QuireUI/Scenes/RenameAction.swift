/// An action that starts the standard rename interaction (SwiftUI's `RenameAction`), read from the
/// environment (`\.rename`) by `RenameButton`. A document window sets it to the document's Rename
/// (its primary menu's Rename…: the name dialog, then the file renamed on disk); `renameAction(_:)`
/// sets it for the views inside.
public struct RenameAction {
    let handler: @MainActor () -> Void

    nonisolated package init(handler: @escaping @MainActor () -> Void) {
        self.handler = handler
    }

    /// Starts the rename.
    @MainActor public func callAsFunction() {
        handler()
    }
}

private struct RenameKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// The nearest rename action, or nil where nothing can be renamed.
    public package(set) var rename: RenameAction? {
        get { self[RenameKey.self] }
        set { self[RenameKey.self] = newValue }
    }
}

extension View {
    /// Rename buttons in this view run `action`.
    public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
        modifier(_EnvironmentModifier { $0.rename = RenameAction(handler: action) })
    }

    /// Rename buttons in this view move the keyboard focus to the view bound to `isFocused` (a text
    /// field holding the name, typically).
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        modifier(_EnvironmentModifier { $0.rename = RenameAction { isFocused.wrappedValue = true } })
    }
}

/// A button that runs the environment's rename action (SwiftUI's `RenameButton`), titled "Rename"
/// with a pencil; insensitive where there is no rename action. In a context menu it is an item doing
/// the same (`MenuContent`).
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename
    let label: Label

    public var body: some View {
        Button {
            rename?()
        } label: {
            label
        }
        .disabled(rename == nil)
    }
}

extension RenameButton where Label == QuireUI.Label<Text, Image> {
    /// A rename button labeled "Rename" with a pencil.
    public init() {
        label = QuireUI.Label("Rename", systemImage: "pencil")
    }
}

/// What a menu needs of a `RenameButton`: its title (its action is the menu's environment's).
@MainActor
protocol AnyRenameButton {}

extension RenameAction {
    /// A `RenameButton`'s item in a `Menu` and in the app's commands: it opens the name dialog.
    static let menuItemTitle = "Rename…"
}

extension RenameButton: AnyRenameButton {}
