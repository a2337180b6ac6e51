import CGtk
import QuireUI

/// `ContentUnavailableView`: an AdwStatusPage; the actions in a centred column as its child.
final class GTKStatusPage: GTKWidget, StatusPageWidget {
    private let actions = GTKStack(kind: .vertical)
    private var hasActions = false

    init() {
        super.init(adopting: adw_status_page_new())
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        actions.setLayout(StackLayout(spacing: 12, alignment: .center))
    }

    override var fillsCrossAxis: Bool { true }

    func setTitle(_ title: String) {
        adw_status_page_set_title(ref.opaque, title)
    }

    func setIconName(_ name: String) {
        adw_status_page_set_icon_name(ref.opaque, name.isEmpty ? nil : name)
    }

    func setDescription(_ description: String) {
        adw_status_page_set_description(ref.opaque, description.isEmpty ? nil : description)
    }

    func setActions(_ widgets: [any PlatformWidget]) {
        actions.setChildren(widgets)
        let show = !widgets.isEmpty
        guard show != hasActions else { return }
        hasActions = show
        adw_status_page_set_child(ref.opaque, show ? actions.widget : nil)
    }
}
