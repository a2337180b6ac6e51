import CGtk
import QuireCore
import QuireUI

/// The document window's menus: its primary menu — its own items at their placements: New (then
/// Open…), the save group, Export As — and the app's (`PrimaryMenu`), with the app's commands among
/// them; and its title menu, the Mac's: Rename…, Move To…, Duplicate, Export As…, Revert To.
extension DocumentWindow {
    func rebuildPrimaryMenu() {
        guard let runtime else { return }
        var own = runtime.appMenuItems
        own[.newItem] = { $0.append(QuireStrings.localized("New"), action: "app.new") }
        own[.saveItem] = { [revertMenu] menu in
            menu.append(QuireStrings.localized("Save"), action: "win.save")
            menu.append(QuireStrings.localized("Save As…"), action: "win.save-as")
            menu.append(QuireStrings.localized("Rename…"), action: "win.rename")
            menu.append(QuireStrings.localized("Duplicate"), action: "win.duplicate")
            menu.append(QuireStrings.localized("Move To…"), action: "win.move")
            menu.appendSubmenu(QuireStrings.localized("Revert To"), revertMenu)
        }
        own[.importExport] = { [weak self] menu in self?.appendExportItems(to: menu) }
        PrimaryMenu.fill(menu, commands: runtime.commandMenus, own: own,
                         fixed: [.newItem: { $0.append(QuireStrings.localized("Open…"), action: "app.open") }])
        // An app that replaced the undo group brings its own Undo and Redo.
        let showsUndo: gboolean = runtime.commandMenus.resolved.replaces(.undoRedo) ? 0 : 1
        for button in [undoButton, redoButton].compactMap({ $0 }) {
            gtk_widget_set_visible(button.cast(to: GtkWidget.self), showsUndo)
        }
    }

    /// The title menu: the header bar's title opens it, as a Mac document window's title does.
    func makeTitleMenu() -> GTK.Menu {
        let menu = GTK.Menu()
        menu.append(QuireStrings.localized("Rename…"), action: "win.rename")
        menu.append(QuireStrings.localized("Move To…"), action: "win.move")
        menu.append(QuireStrings.localized("Duplicate"), action: "win.duplicate")
        appendExportItems(to: menu)
        menu.appendSubmenu(QuireStrings.localized("Revert To"), revertMenu)
        return menu
    }

    /// Export As: a submenu of the other writable types, or (one writable type) a copy in it.
    private func appendExportItems(to menu: GTK.Menu) {
        if !exportTypes.isEmpty {
            let export = GTK.Menu()
            for type in exportTypes {
                export.append("\(Self.typeName(type))…", action: "win.export::\(type.identifier)")
            }
            menu.appendSubmenu(QuireStrings.localized("Export As"), export)
        } else if group.kind.isEditor {
            // One writable type: Export As… writes a copy elsewhere in it, the document's file
            // unchanged (Save As… would make the copy the document's file).
            menu.append(QuireStrings.localized("Export As…"), action: "win.export::\(group.kind.nativeContentType.identifier)")
        }
    }
}
