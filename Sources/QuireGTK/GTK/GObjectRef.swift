import CGtk
import QuireUI

/// Owns one strong reference to a GObject and drops it when released.
///
/// Widgets start life with a *floating* reference that the first owner sinks; windows are owned by
/// GTK's toplevel list (released by `gtk_window_destroy`); most other constructors return a full
/// reference. The two initializers say which of those the caller holds, so every object ends up with
/// exactly one reference per `GObjectRef`.
package final class GObjectRef {
    /// The object, as GObject's base type. Use `cast(to:)` or `opaque` for GTK's own types.
    package let object: UnsafeMutablePointer<GObject>

    /// Takes over the reference a constructor returned: sinks a floating one, adopts a full one.
    /// Use for `transfer full` results (`adw_application_new`, `g_file_new_for_path`, widget `_new`s).
    package init(adopting pointer: UnsafeMutableRawPointer) {
        object = pointer.assumingMemoryBound(to: GObject.self)
        if g_object_is_floating(object) != 0 {
            g_object_ref_sink(object)
        }
    }

    /// Adds a reference of its own (sinking a floating one). Use for borrowed pointers and for
    /// windows, whose constructor's reference belongs to GTK.
    package init(retaining pointer: UnsafeMutableRawPointer) {
        object = pointer.assumingMemoryBound(to: GObject.self)
        g_object_ref_sink(object)
    }

    deinit {
        g_object_unref(object)
    }

    /// The object as a GTK/GLib struct type that Swift imports with its fields (GtkWidget, GtkWindow,
    /// GApplication, …): the equivalent of C's `GTK_WIDGET(obj)` cast macros.
    package func cast<T>(to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(object).assumingMemoryBound(to: type)
    }

    /// The object for functions whose parameter type Swift imports as `OpaquePointer` (final types
    /// such as GtkLabel, AdwHeaderBar, AdwWindowTitle).
    package var opaque: OpaquePointer {
        OpaquePointer(object)
    }

    /// The object as an untyped `gpointer`.
    package var raw: UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(object)
    }
}
