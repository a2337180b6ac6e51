import CGtk
import QuireCore
import QuireUI

/// A window's primary menu (the header bar's menu button, GNOME's stand-in for a menu bar), built from
/// the window's own items and the app's commands, section by section in `CommandGroupPlacement`'s
/// order: each placement shows the commands added before it, Quire's own items (unless a
/// `CommandGroup(replacing:)` took their place), the commands added after it; the command menus are
/// submenus between the view and the app sections. Empty sections are left out.
@MainActor
enum PrimaryMenu {
    typealias Placement = CommandGroupPlacement.Identifier

    /// The placements sharing one section of the menu; `nil` marks where the command menus go.
    private static let sections: [[Placement]?] = [
        [.newItem], [.saveItem], [.importExport, .printItem],
        [.undoRedo, .pasteboard, .textEditing, .textFormatting],
        [.sidebar, .toolbar, .windowSize, .windowArrangement, .windowList, .singleWindowList],
        nil,
        [.appSettings, .systemServices, .appVisibility, .help, .appInfo],
        [.appTermination],
    ]

    /// Fills `menu` (emptied first). `own` appends a window's items of a placement (replaceable);
    /// `fixed` those that follow the placement's group whatever the app does (Open… after New).
    static func fill(_ menu: GTK.Menu, commands: CommandMenus, own: [Placement: (GTK.Menu) -> Void],
                     fixed: [Placement: (GTK.Menu) -> Void] = [:]) {
        menu.removeAll()
        for placements in sections {
            let section = GTK.Menu()
            guard let placements else {
                section.appendItems(of: commands.menus)
                if section.count > 0 { menu.appendSection(section) }
                continue
            }
            for placement in placements {
                if let before = commands.fragment(placement, .before) { section.appendItems(of: before) }
                if let replacement = commands.fragment(placement, .replacement) {
                    section.appendItems(of: replacement)
                } else {
                    own[placement]?(section)
                }
                if let after = commands.fragment(placement, .after) { section.appendItems(of: after) }
                fixed[placement]?(section)
            }
            if section.count > 0 { menu.appendSection(section) }
        }
    }

    /// A menu button showing `menu`, as GNOME's primary menu: the "open-menu" icon, F10 opens it.
    static func button(_ menu: GTK.Menu) -> GObjectRef {
        let button = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_menu_button_new()))
        gtk_menu_button_set_icon_name(button.opaque, "open-menu-symbolic")
        gtk_menu_button_set_menu_model(button.opaque, menu.ref.cast(to: GMenuModel.self))
        gtk_menu_button_set_primary(button.opaque, 1)
        let name = QuireStrings.localized("Main Menu")
        gtk_widget_set_tooltip_text(button.cast(to: GtkWidget.self), name)
        quire_accessible_set_label(OpaquePointer(button.object), name)
        return button
    }
}
