/// Moves the keyboard focus for `@FocusState` and makes views focusable (`focusable`).
@MainActor package protocol FocusBackend {
    /// Gives the keyboard focus to `widget`, or to the first widget inside it that takes the focus —
    /// once the widget is shown, if it is not yet.
    func moveKeyboardFocus(into widget: any PlatformWidget)
    /// Takes the keyboard focus away from `widget` (it holds it, or a widget inside it does): the
    /// window then has no focused widget.
    func resignKeyboardFocus(from widget: any PlatformWidget)
    /// Whether `widget` takes the keyboard focus (Tab stops on it), and whether a click gives it
    /// the focus too.
    func setFocusable(_ widget: any PlatformWidget, _ isFocusable: Bool, onClick: Bool)
}
