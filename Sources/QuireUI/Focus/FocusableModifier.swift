/// `focusable`: the content renders in place, each of its widgets made focusable or not.
struct _FocusableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let isFocusable: Bool
    let onClick: Bool

    func makeNode(in context: NodeContext) -> ViewNode { FocusableNode(context) }
}

final class FocusableNode: ViewNode {
    private var child = ChildSlot()
    private var setting: _FocusableModifier?
    /// The widgets set so far, with the setting they have.
    private var applied: [ObjectIdentifier: (isFocusable: Bool, onClick: Bool)] = [:]

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _FocusableModifier else { return }
        setting = modifier
        child.reconcile(modified.anyContent, in: self, environment: environment)
        widgets = child.widgets
        apply()
    }

    override func childWidgetsDidChange() {
        super.childWidgetsDidChange()
        apply()
    }

    override func unmount() {
        super.unmount()
        child.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }

    private func apply() {
        guard let setting else { return }
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
