import CGtk
import QuireUI

/// `Link`: a GtkLinkButton, which opens its URI with the desktop's handler (GIO's default app for
/// the scheme) when clicked, and shows it as its tooltip.
final class GTKLink: GTKWidget, LinkWidget {
    private var content: GTKWidget?

    init() {
        super.init(adopting: gtk_link_button_new("about:blank"))
    }

    func setDestination(_ uri: String) {
        gtk_link_button_set_uri(ref.opaque, uri)
    }

    func setTitle(_ title: String) {
        gtk_button_set_label(ref.cast(to: GtkButton.self), title)
    }

    func setContent(_ content: any PlatformWidget) {
        self.content = content.gtk
        gtk_button_set_child(ref.cast(to: GtkButton.self), content.gtk?.widget)
    }

    func setAccessibilityLabel(_ label: String) {
        quire_accessible_set_label(OpaquePointer(ref.object), label)
    }
}
