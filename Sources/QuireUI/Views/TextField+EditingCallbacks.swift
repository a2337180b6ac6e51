import QuireCore

/// The deprecated text field initializers with `onEditingChanged` (true when the keyboard focus comes
/// into the field, false when it leaves) and `onCommit` (Enter), still common in apps.
extension TextField {
    /// An entry editing `text`, titled `title`, telling `onEditingChanged` when editing starts and ends
    /// and `onCommit` when the person presses Enter.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>,
                                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                                   onCommit: @escaping @MainActor () -> Void = {}) {
        self.init(title, text: text, prompt: nil)
        editingCallbacks = TextFieldEditingCallbacks(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// An entry editing `text`, titled by `titleKey` (see `init(_:text:onEditingChanged:onCommit:)`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>,
                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                onCommit: @escaping @MainActor () -> Void = {}) {
        self.init(titleKey.resolved, text: text, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
}
