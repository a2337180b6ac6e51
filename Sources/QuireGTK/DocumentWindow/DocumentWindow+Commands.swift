import CGtk
import QuireUI
import Foundation
import QuireCore

/// The document window's commands: the `win.*` actions behind its menu, shortcuts and buttons, each
/// one a `DocumentSession` call (the file choosers and dialogs ask first where needed).
extension DocumentWindow {
    func installActions() {
        let handlers: [(String, Bool, @MainActor (DocumentWindow, String?) -> Void)] = [
            ("save", false, { window, _ in window.perform("Save") { try await window.save() } }),
            ("save-as", false, { window, _ in window.perform("Save") { try await window.saveAs() } }),
            ("rename", false, { window, _ in window.perform("Rename") { try await window.rename() } }),
            ("duplicate", false, { window, _ in window.perform("Duplicate") { try await window.duplicate() } }),
            ("move", false, { window, _ in window.perform("Move") { try await window.move() } }),
            ("revert", false, { window, _ in window.perform("Revert") { try await window.session.revertToSaved() } }),
            ("restore-version", true, { window, id in
                window.perform("Restore") { try await window.restoreVersion(id) }
            }),
            ("export", true, { window, id in window.perform("Export") { try await window.export(as: id) } }),
            ("close", false, { window, _ in window.window.close() }),
            ("undo", false, { window, _ in window.undo() }),
            ("redo", false, { window, _ in window.redo() }),
        ]
        for (name, takesString, handler) in handlers {
            let action = GTK.Action(name: name, takesString: takesString) { [weak self] parameter in
                guard let self else { return }
                handler(self, parameter)
            }
            action.add(to: window.window)
            actions[name] = action
        }
    }

    /// Runs a file command, telling the person when it fails (a cancelled dialog is not a failure).
    func perform(_ verb: String, _ body: @escaping @MainActor () async throws -> Void) {
        Task {
            do {
                try await body()
            } catch let error as DocumentError where error.code == .cancelled {
                return
            } catch {
                await MessageDialog.showError(error, heading: "Couldn’t \(verb) “\(session.displayName)”", parent: window)
            }
        }
    }

    /// Ctrl+S: saves now; a document without a file (or one that can't be saved in place) asks where.
    func save() async throws {
        guard session.fileURL != nil, session.isEditable else { return try await saveAs() }
        try await session.save()
    }

    func saveAs() async throws {
        guard let url = await chooseSaveLocation(title: QuireStrings.localized("Save As")) else { return }
        try await session.save(to: url, replacingExisting: true)
    }

    /// The Save dialog, filtered by the document's types, proposing its name in its folder.
    func chooseSaveLocation(title: String) async -> URL? {
        let type = session.fileURL == nil ? group.kind.nativeContentType : session.contentType
        var name = session.displayName
        if (name as NSString).pathExtension.isEmpty, let ext = type.preferredFilenameExtension {
            name += ".\(ext)"
        }
        let folder = session.fileURL?.deletingLastPathComponent() ?? FileChooser.defaultFolder
        return await FileChooser.choose(parent: window, title: title, acceptLabel: QuireStrings.localized("_Save"),
                                        mode: .save(suggestedName: name), filters: [FileChooser.Filter(type)],
                                        folder: folder)
    }

    private func rename() async throws {
        let entry = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_entry_new()))
        let current = session.displayName
        let stem = session.fileURL == nil ? current : (current as NSString).deletingPathExtension
        gtk_editable_set_text(OpaquePointer(entry.object), stem)
        gtk_entry_set_activates_default(entry.cast(to: GtkEntry.self), 1)
        quire_accessible_set_label(OpaquePointer(entry.object), QuireStrings.localized("New name"))
        let response = await MessageDialog.run(
            parent: window, heading: QuireStrings.localized("Rename Document"), body: QuireStrings.localized("Enter a new name for “\(current)”."),
            responses: [.init(id: "cancel", label: QuireStrings.localized("_Cancel")),
                        .init(id: "rename", label: QuireStrings.localized("_Rename"), appearance: .suggested)],
            defaultResponse: "rename", closeResponse: "cancel", extraChild: entry.cast(to: GtkWidget.self))
        guard response == "rename", let text = gtk_editable_get_text(OpaquePointer(entry.object)) else { return }
        let newName = String(cString: text)
        guard newName != stem else { return }
        try await session.rename(to: newName)
    }

    private func duplicate() async throws {
        let copy = try await session.duplicate()
        runtime?.openWindow(for: copy, group: group)
    }

    private func move() async throws {
        guard session.fileURL != nil else { return try await saveAs() }
        guard let folder = await FileChooser.choose(parent: window, title: QuireStrings.localized("Move To"), acceptLabel: QuireStrings.localized("_Move"),
                                                    mode: .selectFolder) else { return }
        try await session.move(to: folder)
    }

    private func restoreVersion(_ id: String?) async throws {
        guard let id, let version = versions[id] else { return }
        try await session.restore(version)
    }

    private func export(as identifier: String?) async throws {
        guard let identifier, let type = UTType(identifier) else { return }
        let stem = (session.displayName as NSString).deletingPathExtension
        let name = type.preferredFilenameExtension.map { "\(stem).\($0)" } ?? stem
        let folder = session.fileURL?.deletingLastPathComponent() ?? FileChooser.defaultFolder
        guard let url = await FileChooser.choose(parent: window, title: "Export As \(Self.typeName(type))",
                                                 acceptLabel: QuireStrings.localized("_Export"), mode: .save(suggestedName: name),
                                                 filters: [FileChooser.Filter(type)], folder: folder) else { return }
        try await session.export(to: url, as: type, replacingExisting: true)
    }

    private func undo() {
        let undoManager = session.undoManager
        undoManager.endImplicitGrouping()
        if undoManager.canUndo { undoManager.undo() }
    }

    private func redo() {
        let undoManager = session.undoManager
        undoManager.endImplicitGrouping()
        if undoManager.canRedo { undoManager.redo() }
    }

    func updateUndoActions() {
        let undoManager = session.undoManager
        actions["undo"]?.isEnabled = undoManager.canUndo
        actions["redo"]?.isEnabled = undoManager.canRedo
        if let undoButton {
            gtk_widget_set_tooltip_text(undoButton.cast(to: GtkWidget.self), undoManager.undoMenuItemTitle)
        }
        if let redoButton {
            gtk_widget_set_tooltip_text(redoButton.cast(to: GtkWidget.self), undoManager.redoMenuItemTitle)
        }
    }
}
