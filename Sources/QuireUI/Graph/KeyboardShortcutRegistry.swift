/// The keyboard shortcuts the buttons of one graph answer to (`.keyboardShortcut` on a `Button`).
///
/// Buttons register while mounted; the host turns `shortcuts` into toolkit shortcuts (on GTK a
/// `GtkShortcutController` on the window) and calls `perform` when one is pressed. Actions are looked
/// up when pressed, so a button's new closure from each body costs nothing here; the host hears
/// `didChange` only when the set of shortcuts changes.
@MainActor
final class KeyboardShortcutRegistry {
    private struct Registration {
        var shortcut: KeyboardShortcut
        var isEnabled: Bool
        var order: Int
        var action: @MainActor () -> Void
    }

    private var registrations: [ObjectIdentifier: Registration] = [:]
    private var nextOrder = 0
    private(set) var shortcuts: Set<KeyboardShortcut> = []
    var didChange: () -> Void = {}

    /// Records `owner`'s shortcut (nil: it has none any more).
    func register(_ shortcut: KeyboardShortcut?, isEnabled: Bool, for owner: AnyObject,
                  action: @escaping @MainActor () -> Void) {
        let id = ObjectIdentifier(owner)
        guard let shortcut else {
            if registrations.removeValue(forKey: id) != nil { recompute() }
            return
        }
        if var existing = registrations[id], existing.shortcut == shortcut {
            existing.isEnabled = isEnabled
            existing.action = action
            registrations[id] = existing
            return
        }
        nextOrder += 1
        registrations[id] = Registration(shortcut: shortcut, isEnabled: isEnabled, order: nextOrder, action: action)
        recompute()
    }

    func unregister(_ owner: AnyObject) {
        if registrations.removeValue(forKey: ObjectIdentifier(owner)) != nil { recompute() }
    }

    /// Runs the action of the enabled button with `shortcut` registered first; false if there is none
    /// (the key then goes on to the rest of the window).
    @discardableResult
    func perform(_ shortcut: KeyboardShortcut) -> Bool {
        let match = registrations.values
            .filter { $0.shortcut == shortcut && $0.isEnabled }
            .min { $0.order < $1.order }
        guard let match else { return false }
        match.action()
        return true
    }

    private func recompute() {
        let new = Set(registrations.values.map(\.shortcut))
        guard new != shortcuts else { return }
        shortcuts = new
        didChange()
    }
}
