import QuireCore

/// A one-line text entry bound to a string, with a placeholder shown while it is empty.
public struct TextField: View {
    public typealias Body = Never

    let title: String
    let text: Binding<String>

    /// An entry editing `text`, with `title` as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }
}

extension TextField: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { TextFieldNode(context) }
}
