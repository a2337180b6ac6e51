import QuireUI
/// Where the headless backend's keyboard focus is, standing in for a window's focus: the widget the
/// graph last moved it into, and which widgets `focusable` made focusable.
@MainActor
package final class HeadlessKeyboardFocus {
    /// The widget the focus was last moved into (nil: resigned, or never moved).
    package private(set) var widget: HeadlessWidget?
    /// `focusable`'s settings by widget: whether it takes the focus, and on a click.
    package private(set) var focusable: [ObjectIdentifier: (isFocusable: Bool, onClick: Bool)] = [:]
    /// Called when the graph moves the focus, as a window tells its graph where the focus went.
    package var onMove: (@MainActor (HeadlessWidget?) -> Void)?

    func move(to widget: HeadlessWidget?) {
        self.widget = widget
        onMove?(widget)
    }

    func setFocusable(_ widget: HeadlessWidget, _ isFocusable: Bool, onClick: Bool) {
        focusable[ObjectIdentifier(widget)] = (isFocusable, onClick)
    }
}

extension HeadlessBackend: FocusBackend {
    package func moveKeyboardFocus(into widget: any PlatformWidget) {
        keyboardFocus.move(to: widget as? HeadlessWidget)
    }

    package func resignKeyboardFocus(from widget: any PlatformWidget) {
        keyboardFocus.move(to: nil)
    }

    package func setFocusable(_ widget: any PlatformWidget, _ isFocusable: Bool, onClick: Bool) {
        guard let widget = widget as? HeadlessWidget else { return }
        keyboardFocus.setFocusable(widget, isFocusable, onClick: onClick)
    }
}
