import CGtk
import QuireUI

/// GTK's accelerator strings for `KeyboardShortcut`s (`"<Control>i"`, `"<Shift><Control>z"`,
/// `"Return"`). `.command` is Ctrl on GNOME, `.option` Alt.
enum GTKShortcutTrigger {
    /// The trigger string, or nil for a key GTK has no key name for.
    static func string(for shortcut: KeyboardShortcut) -> String? {
        guard let key = keyName(shortcut.key) else { return nil }
        var prefix = ""
        if shortcut.modifiers.contains(.shift) { prefix += "<Shift>" }
        if !shortcut.modifiers.isDisjoint(with: [.control, .command]) { prefix += "<Control>" }
        if shortcut.modifiers.contains(.option) { prefix += "<Alt>" }
        return prefix + key
    }

    /// `accelerator` as GTK writes it (`"<Control><Shift>s"` and `"<Shift><Control>s"` are one key), so
    /// two spellings compare equal.
    static func canonical(_ accelerator: String) -> String {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0, let name = gtk_accelerator_name(key, modifiers)
        else { return accelerator }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// GDK's name of the key (`"i"`, `"Return"`, `"comma"`).
    static func keyName(_ key: KeyEquivalent) -> String? {
        switch key {
        case .return: return "Return"
        case .escape: return "Escape"
        case .delete: return "BackSpace"
        case .tab: return "Tab"
        case .space: return "space"
        case .upArrow: return "Up"
        case .downArrow: return "Down"
        case .leftArrow: return "Left"
        case .rightArrow: return "Right"
        default: break
        }
        let scalars = key.character.lowercased().unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        // AppKit's function-key characters (NSF1FunctionKey …), which Mac apps write for F1 to F35.
        if (0xF704...0xF726).contains(scalar.value) {
            return "F\(scalar.value - 0xF704 + 1)"
        }
        let keyval = gdk_unicode_to_keyval(scalar.value)
        // Characters without a keysym of their own come back as 0x01000000 + code point; GDK names
        // those "U…", which a layout may still type, so they are kept.
        guard let name = gdk_keyval_name(keyval) else { return nil }
        return String(cString: name)
    }

    /// Whether the shortcut uses Ctrl or Alt: those are taken before the focused widget sees the key
    /// (as menu shortcuts are); plain keys (Return, Escape) reach a focused text field first.
    static func takesPrecedence(_ shortcut: KeyboardShortcut) -> Bool {
        !shortcut.modifiers.isDisjoint(with: [.control, .command, .option])
    }
}

/// A window's keyboard shortcuts from a view graph: two `GtkShortcutController`s on the window (one in
/// the capture phase for Ctrl/Alt shortcuts, one bubbling for plain keys), one `GtkShortcut` per
/// distinct shortcut, added and removed as the graph's set changes. Pressing one asks the graph to
/// perform it; a shortcut whose buttons are all disabled lets the key through.
@MainActor
final class GTKKeyboardShortcuts {
    private let capture: OpaquePointer
    private let bubble: OpaquePointer
    private var installed: [KeyboardShortcut: (controller: OpaquePointer, shortcut: OpaquePointer)] = [:]
    private let perform: @MainActor (KeyboardShortcut) -> Bool

    init(window: UnsafeMutablePointer<GtkWidget>, perform: @escaping @MainActor (KeyboardShortcut) -> Bool) {
        self.perform = perform
        capture = Self.makeController(on: window, phase: GTK_PHASE_CAPTURE)
        bubble = Self.makeController(on: window, phase: GTK_PHASE_BUBBLE)
    }

    /// Installs exactly `shortcuts`.
    func set(_ shortcuts: Set<KeyboardShortcut>) {
        for (shortcut, entry) in installed where !shortcuts.contains(shortcut) {
            gtk_shortcut_controller_remove_shortcut(entry.controller, entry.shortcut)
            installed[shortcut] = nil
        }
        for shortcut in shortcuts where installed[shortcut] == nil {
            guard let string = GTKShortcutTrigger.string(for: shortcut),
                  let trigger = gtk_shortcut_trigger_parse_string(string) else { continue }
            typealias Handler = @MainActor () -> Bool
            let box = SignalHandlerBox<Handler>({ [perform] in perform(shortcut) })
            let callback: GtkShortcutFunc = { _, _, data in
                guard let box = SignalHandlerBox<Handler>.from(data) else { return 0 }
                return MainActor.assumeIsolated { box.handler() } ? 1 : 0
            }
            let destroy: GDestroyNotify = { data in
                guard let data else { return }
                Unmanaged<AnyObject>.fromOpaque(data).release()
            }
            guard let action = gtk_callback_action_new(callback, box.passRetained(), destroy),
                  let gtkShortcut = gtk_shortcut_new(trigger, action) else { continue }
            let controller = GTKShortcutTrigger.takesPrecedence(shortcut) ? capture : bubble
            // The controller takes the shortcut's reference.
            gtk_shortcut_controller_add_shortcut(controller, gtkShortcut)
            installed[shortcut] = (controller, gtkShortcut)
        }
    }

    private static func makeController(on window: UnsafeMutablePointer<GtkWidget>, phase: GtkPropagationPhase)
        -> OpaquePointer {
        guard let controller = gtk_shortcut_controller_new() else {
            preconditionFailure("GTK returned no shortcut controller")
        }
        gtk_event_controller_set_propagation_phase(controller, phase)
        // The window owns the controller (and so its shortcuts) from here on.
        gtk_widget_add_controller(window, controller)
        return controller
    }
}
