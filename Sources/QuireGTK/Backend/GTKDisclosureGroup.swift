import CGtk
import QuireUI

/// `DisclosureGroup` outside a list: a GtkExpander whose label is the label's widgets in a row and
/// whose child is the content's widgets in a column. GTK toggles it on a click or Enter/Space on the
/// label; the node hears it and answers with `setExpanded`.
final class GTKDisclosureGroup: GTKWidget, DisclosureGroupWidget {
    var onExpandedChange: (@MainActor (Bool) -> Void)?
    private let label = GTKStack(kind: .horizontal)
    private let content = GTKStack(kind: .vertical)
    private var isSettingExpanded = false

    init() {
        super.init(adopting: gtk_expander_new(nil))
        label.setLayout(StackLayout(spacing: 8, alignment: .center))
        content.setLayout(StackLayout(spacing: 8, alignment: .leading))
        gtk_widget_set_margin_top(content.widget, 6)
        gtk_expander_set_label_widget(ref.opaque, label.widget)
        gtk_expander_set_child(ref.opaque, content.widget)
        ref.connectNotify("expanded") { [weak self] in
            guard let self, !isSettingExpanded else { return }
            onExpandedChange?(gtk_expander_get_expanded(ref.opaque) != 0)
        }
    }

    func setLabel(_ widgets: [any PlatformWidget]) {
        label.setChildren(widgets)
    }

    func setContent(_ widgets: [any PlatformWidget]) {
        content.setChildren(widgets)
    }

    func setExpanded(_ expanded: Bool) {
        guard (gtk_expander_get_expanded(ref.opaque) != 0) != expanded else { return }
        isSettingExpanded = true
        gtk_expander_set_expanded(ref.opaque, expanded ? 1 : 0)
        isSettingExpanded = false
    }
}
