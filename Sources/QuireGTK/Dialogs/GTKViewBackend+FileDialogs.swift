import CGtk
import QuireUI
import Foundation
import QuireCore

extension GTKViewBackend: FileDialogBackend {
    /// A `GtkFileChooserNative` over the widget's window, filtered by the request's types, starting
    /// in its default directory, its message as its title (GTK's chooser has no message area).
    package func presentFileDialog(_ request: FileDialogRequest, near widget: (any PlatformWidget)?) async -> [URL] {
        var parent: UnsafeMutablePointer<GtkWindow>?
        if let gtk = widget?.gtk, let root = gtk_widget_get_root(gtk.widget) {
            // A widget's root in an app window is that GtkWindow (GtkRoot's other implementation,
            // GtkDragIcon, never holds our views).
            parent = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
        }
        let mode: FileChooser.Mode = switch request.mode {
        case .open: request.picksPackages ? .selectFolder : .open
        case .save(let name): .save(suggestedName: name)
        case .selectFolder: .selectFolder
        }
        let filters = request.picksPackages || request.mode == .selectFolder
            ? [] : FileChooser.Filter.filters(for: request.contentTypes, allName: QuireStrings.localized("All Supported Files"))
        let folder: URL? = if case .save = request.mode { FileChooser.defaultFolder } else { nil }
        return await FileChooser.chooseItems(parentWindow: parent, title: request.message ?? request.title,
                                             acceptLabel: request.acceptLabel, mode: mode, filters: filters,
                                             folder: request.defaultDirectory ?? folder,
                                             selectsMultiple: request.allowsMultipleSelection)
    }
}
