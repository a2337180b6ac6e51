/// Thin owners of GTK and libadwaita widgets, for QuireUI's own use. They live in this namespace so
/// SwiftUI's names (`Button`, `Label`, …) stay free for the public view layer built on them.
package enum GTK {
    /// Anything that owns a GtkWidget and can be placed in a container.
    @MainActor
    package protocol Widget {
        /// The GtkWidget.
        var widget: GObjectRef { get }
    }
}
