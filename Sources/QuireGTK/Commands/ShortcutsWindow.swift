import CGtk
import Foundation
import QuireUI

/// GNOME's keyboard shortcuts window (`GtkShortcutsWindow`, Ctrl+? and the primary menu's Keyboard
/// Shortcuts): Quire's own shortcuts as the app has them now (one an app's command took over, or a
/// placement it replaced, is not listed under Quire's name) and every app command with a shortcut,
/// grouped by its menu.
@MainActor
enum ShortcutsWindow {
    struct Shortcut: Equatable {
        let title: String
        /// GTK's accelerator syntax (`<Control><Shift>s`).
        let accelerator: String
    }

    struct Group: Equatable {
        let title: String
        var shortcuts: [Shortcut]
    }

    /// Shows the window for `groups` (empty groups left out), transient for `parent`.
    static func present(_ groups: [Group], transientFor parent: GTK.ApplicationWindow?) {
        let builder = gtk_builder_new()
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        // GtkShortcutsWindow takes its sections and groups only from a builder in GTK 4.8.
        guard gtk_builder_add_from_string(builder, interface(for: groups), -1, &error) != 0,
              let object = gtk_builder_get_object(builder, "shortcuts") else {
            // Only a GTK that cannot build its own widget gets here; the window is not shown.
            if let error {
                let message = "Quire: the keyboard shortcuts window: \(String(cString: error.pointee.message))\n"
                FileHandle.standardError.write(Data(message.utf8))
                g_error_free(error)
            }
            return
        }
        let window = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)
        if let parent {
            gtk_window_set_transient_for(window, parent.window.cast(to: GtkWindow.self))
        }
        gtk_window_present(window)
    }

    /// The builder interface of the window: one section, a group per non-empty group.
    static func interface(for groups: [Group]) -> String {
        var xml = """
            <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>\
            <property name="title">Shortcuts</property>\
            <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>\
            <property name="max-height">12</property>
            """
        for group in groups where !group.shortcuts.isEmpty {
            xml += #"<child><object class="GtkShortcutsGroup"><property name="title">\#(escaped(group.title))</property>"#
            for shortcut in group.shortcuts {
                xml += #"<child><object class="GtkShortcutsShortcut"><property name="title">\#(escaped(shortcut.title))</property>"#
                xml += #"<property name="accelerator">\#(escaped(shortcut.accelerator))</property></object></child>"#
            }
            xml += "</object></child>"
        }
        return xml + "</object></child></object></interface>"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
