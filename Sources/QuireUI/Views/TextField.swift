import QuireCore

/// A one-line text entry bound to a string. The prompt (or, without one, the title) is the
/// placeholder shown while it is empty; the title is the name assistive technologies read. Enter
/// runs the enclosing `onSubmit` actions.
public struct TextField: View {
    public typealias Body = Never

    let title: String
    let text: Binding<String>
    let prompt: Text?

    /// An entry editing `text`, titled `title`, with `prompt` (or the title) as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.title = String(title)
        self.text = text
        self.prompt = prompt
    }
}

extension TextField: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { TextFieldNode(context) }
}
