import QuireCore

/// A scrolling, multi-line text editor bound to a string. Typing sets the binding; a new value from
/// the binding replaces the text only when it differs from what the editor shows.
public struct TextEditor: View {
    public typealias Body = Never

    let text: Binding<String>

    /// An editor of the string `text` refers to (`TextEditor(text: $document.text)`).
    public init(text: Binding<String>) {
        self.text = text
    }
}

extension TextEditor: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { TextEditorNode(context) }
}
