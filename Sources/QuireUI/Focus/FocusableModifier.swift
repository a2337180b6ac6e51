/// `focusable`: the content renders in place, each of its widgets made focusable or not.
struct _FocusableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let isFocusable: Bool
    let onClick: Bool

    func makeNode(in context: NodeContext) -> ViewNode { FocusableNode(context) }
}

final class FocusableNode: ContentWidgetsNode<_FocusableModifier> {
    /// The widgets set so far, with the setting they have.
    private var applied: [ObjectIdentifier: (isFocusable: Bool, onClick: Bool)] = [:]

    override func contentWidgetsDidChange() {
        guard let setting = modifier else { return }
        var kept: [ObjectIdentifier: (isFocusable: Bool, onClick: Bool)] = [:]
        for widget in widgets {
            let id = ObjectIdentifier(widget)
            if let done = applied[id], done == (setting.isFocusable, setting.onClick) {
                kept[id] = done
                continue
            }
            graph.backend.setFocusable(widget, setting.isFocusable, onClick: setting.onClick)
            kept[id] = (setting.isFocusable, setting.onClick)
        }
        applied = kept
    }
}
