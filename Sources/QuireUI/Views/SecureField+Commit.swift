import QuireCore

/// The deprecated secure field initializers with `onCommit` (Enter), run before the `onSubmit`
/// actions, as a text field's.
extension SecureField where Label == Text {
    /// A secure entry editing `text`, titled `title`, telling `onCommit` when the person presses Enter.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
        self.init(title, text: text)
        editingCallbacks = TextFieldEditingCallbacks(onCommit: onCommit)
    }

    /// A secure entry editing `text`, titled by `titleKey`, telling `onCommit` when the person presses
    /// Enter.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
        self.init(titleKey.resolved, text: text, onCommit: onCommit)
    }
}
