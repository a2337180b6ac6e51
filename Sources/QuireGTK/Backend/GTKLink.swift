import CGtk
import QuireUI

/// `Link`: a GtkLinkButton, which shows its URI as its tooltip and marks it visited once opened. Its
/// own opening (`activate-link`) is replaced by the node's, which goes through the environment's
/// `openURL`.
final class GTKLink: GTKWidget, LinkWidget {
    var onOpen: (@MainActor () -> Void)?
    private var content: GTKWidget?

    init() {
        super.init(adopting: gtk_link_button_new("about:blank"))
        ref.connectReturningBool("activate-link") { [weak self] in
            self?.onOpen?()
            return true
        }
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
