import CGtk
import QuireUI

/// `Menu`: a GtkMenuButton (an AdwSplitButton with a primary action) whose popover menu is a GMenu:
/// items activate `menu.item<N>` actions in an action group on the button, sections and submenus are
/// GMenu's own. A label view becomes the button's child; a title its label.
final class GTKMenuButton: GTKWidget, MenuButtonWidget {
    var onMenuItem: (@MainActor (Int) -> Void)?
    var onPrimaryAction: (@MainActor () -> Void)?

    private let isSplit: Bool
    private let menuActions = GTKMenuActions(prefix: "menu")
    private var content: GTKWidget?
    private var title: String?
    private var indicator = Visibility.automatic

    init(hasPrimaryAction: Bool) {
        isSplit = hasPrimaryAction
        super.init(adopting: hasPrimaryAction ? adw_split_button_new() : gtk_menu_button_new())
        menuActions.insert(on: widget)
        menuActions.onItem = { [weak self] index in self?.onMenuItem?(index) }
        if hasPrimaryAction {
            ref.connect("clicked") { [weak self] in self?.onPrimaryAction?() }
        }
    }

    func setTitle(_ title: String) {
        self.title = title
        if isSplit {
            adw_split_button_set_label(ref.opaque, title)
        } else if indicator == .hidden {
            // GTK draws an arrow beside a menu button's label, not beside a child.
            gtk_menu_button_set_child(ref.opaque, gtk_label_new(title))
        } else {
            gtk_menu_button_set_label(ref.opaque, title)
        }
    }

    func setIndicator(_ visibility: Visibility) {
        indicator = visibility
        guard !isSplit else { return }
        gtk_menu_button_set_always_show_arrow(ref.opaque, visibility == .visible ? 1 : 0)
        if let title, content == nil {
            setTitle(title)
        }
    }

    func setContent(_ content: any PlatformWidget) {
        self.content = content.gtk
        if isSplit {
            adw_split_button_set_child(ref.opaque, content.gtk?.widget)
        } else {
            gtk_menu_button_set_child(ref.opaque, content.gtk?.widget)
        }
    }

    func setMenu(_ entries: [MenuEntry]) {
        // The menu lives until the button holds its own reference.
        let menu = menuActions.menu(for: entries)
        withExtendedLifetime(menu) {
            let model = menu.ref.cast(to: GMenuModel.self)
            if isSplit {
                adw_split_button_set_menu_model(ref.opaque, model)
            } else {
                gtk_menu_button_set_menu_model(ref.opaque, model)
            }
        }
    }

    func setFlat(_ flat: Bool) {
        if flat {
            gtk_widget_add_css_class(widget, "flat")
        } else {
            gtk_widget_remove_css_class(widget, "flat")
        }
    }

    func setAccessibilityLabel(_ label: String) {
        quire_accessible_set_label(OpaquePointer(ref.object), label)
    }
}
