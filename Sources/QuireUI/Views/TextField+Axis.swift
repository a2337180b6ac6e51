import QuireCore

/// Text fields with a preferred axis. `.vertical` makes a field of several lines: it starts as tall as
/// `lineLimit`'s lower bound (one line by default), grows with its text up to the upper bound, then
/// scrolls; Enter submits, Shift+Enter or Ctrl+Enter starts a new line. `.horizontal` is the
/// one-line field.
extension TextField {
    /// A field editing `text` along `axis`, titled `title`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text, prompt: nil, axis: axis)
    }

    /// A field editing `text` along `axis`, titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey.resolved, text: text, prompt: nil, axis: axis)
    }

    /// A field editing `text` along `axis`, titled `title`, with `prompt` as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
        self.axis = axis
    }

    /// A field editing `text` along `axis`, titled by `titleKey`, with `prompt` as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleKey.resolved, text: text, prompt: prompt, axis: axis)
    }
}
