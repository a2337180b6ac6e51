/// `focusable`: the content renders in place, each of its widgets made focusable or not.
struct _FocusableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let isFocusable: Bool
    let onClick: Bool

    func makeNode(in context: NodeContext) -> ViewNode { FocusableNode(context) }
}

/// The content also sees `\.isFocused`: whether the keyboard focus is in its widgets, followed as
/// the window's focus moves.
final class FocusableNode: ContentWidgetsNode<_FocusableModifier> {
    /// The widgets set so far, with the setting they have.
    private var applied: [ObjectIdentifier: (isFocusable: Bool, onClick: Bool)] = [:]
    private var hasFocus = false
    private var isObserving = false

    override func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.isFocused = hasFocus && modifier?.isFocusable == true
        return environment
    }

    override func unmount() {
        super.unmount()
        graph.focusStates.stopObservingFocus(by: self)
    }

    override func contentWidgetsDidChange() {
        if !isObserving {
            isObserving = true
            graph.focusStates.observeFocus(by: self, widgets: { [weak self] in self?.widgets ?? [] }) { [weak self] focused in
                guard let self, isMounted, focused != hasFocus else { return }
                hasFocus = focused
                invalidate()
            }
        }
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
