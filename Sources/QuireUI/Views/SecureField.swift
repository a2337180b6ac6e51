import QuireCore

/// A one-line entry for a password or another secret (SwiftUI's `SecureField`): on GNOME a password
/// entry, which shows dots for what was typed, offers a button to peek at it, warns when Caps Lock is
/// on, and keeps the text out of the clipboard. The prompt (or, without one, the title) is the
/// placeholder; Enter runs the enclosing `onSubmit` actions.
public struct SecureField<Label: View>: View {
    public typealias Body = Never

    let title: String
    let text: Binding<String>
    let prompt: Text?
    let label: Label?
    /// The deprecated `onCommit` (`SecureField+Commit.swift`).
    var editingCallbacks = TextFieldEditingCallbacks()

    init(title: String, text: Binding<String>, prompt: Text?, label: Label?) {
        self.title = title
        self.text = text
        self.prompt = prompt
        self.label = label
    }

    /// A secure entry editing `text`, named by `label`, with `prompt` as its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(title: labelText(of: label) ?? "", text: text, prompt: prompt, label: label)
    }
}

extension SecureField where Label == Text {
    /// A secure entry editing `text`, titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey.resolved, text: text, prompt: nil, label: nil)
    }

    /// A secure entry editing `text`, titled by `titleKey`, with `prompt` as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: titleKey.resolved, text: text, prompt: prompt, label: nil)
    }

    /// A secure entry editing `text`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), text: text, prompt: nil, label: nil)
    }

    /// A secure entry editing `text`, titled `title`, with `prompt` as its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: String(title), text: text, prompt: prompt, label: nil)
    }
}

extension SecureField: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { TextFieldNode(context, kind: .secure) }
}

extension SecureField: AnyTextEntry {
    var valueField: TextFieldValue? { nil }
}
