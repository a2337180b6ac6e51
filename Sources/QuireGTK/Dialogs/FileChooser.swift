import CGtk
import QuireUI
import Foundation
import QuireCore

/// `GtkFileChooserNative` (GTK 4.8 has no GtkFileDialog), awaited: the portal's dialog in a sandbox
/// or a desktop that offers one, GTK's own file chooser dialog otherwise.
@MainActor
enum FileChooser {
    enum Mode {
        case open
        /// Save, proposing `suggestedName`; GTK asks before replacing an existing file.
        case save(suggestedName: String)
        case selectFolder
    }

    /// One entry of the type filter.
    struct Filter {
        let name: String
        let mimeTypes: [String]
        let suffixes: [String]

        /// A filter for files of `type`: its MIME types and extensions.
        init(_ type: UTType) {
            name = type.localizedDescription ?? type.preferredFilenameExtension.map { "\($0.uppercased()) files" }
                ?? type.identifier
            let mimeTypes = type.tags[.mimeType] ?? []
            let suffixes = type.tags[.filenameExtension] ?? []
            // Abstract types (public.image…) have no tags of their own: their MIME family stands in.
            self.mimeTypes = mimeTypes.isEmpty && suffixes.isEmpty ? Self.mimeFamilies(of: type) : mimeTypes
            self.suffixes = suffixes
        }

        private static func mimeFamilies(of type: UTType) -> [String] {
            let families: [(UTType, String)] = [(.image, "image/*"), (.text, "text/*"), (.audio, "audio/*"),
                                                (.movie, "video/*")]
            return families.filter { type == $0.0 }.map(\.1)
        }

        init(name: String, mimeTypes: [String], suffixes: [String]) {
            self.name = name
            self.mimeTypes = mimeTypes
            self.suffixes = suffixes
        }

        /// One filter accepting any of `types` (first), then one per type.
        static func filters(for types: [UTType], allName: String) -> [Filter] {
            let each = types.map(Filter.init)
            guard each.count > 1 else { return each }
            return [Filter(name: allName, mimeTypes: each.flatMap(\.mimeTypes), suffixes: each.flatMap(\.suffixes))] + each
        }
    }

    /// Shows the chooser and returns the file or folder chosen (nil when cancelled).
    static func choose(parent: GTK.ApplicationWindow?, title: String, acceptLabel: String, mode: Mode,
                       filters: [Filter] = [], folder: URL? = nil) async -> URL? {
        await choose(parentWindow: parent?.window.cast(to: GtkWindow.self), title: title, acceptLabel: acceptLabel,
                     mode: mode, filters: filters, folder: folder)
    }

    /// `choose` over any GTK window (the one holding a view that asked for a file).
    static func choose(parentWindow: UnsafeMutablePointer<GtkWindow>?, title: String, acceptLabel: String,
                       mode: Mode, filters: [Filter] = [], folder: URL? = nil) async -> URL? {
        await chooseItems(parentWindow: parentWindow, title: title, acceptLabel: acceptLabel, mode: mode,
                          filters: filters, folder: folder, selectsMultiple: false).first
    }

    /// Shows the chooser and returns the files or folders chosen (several when `selectsMultiple`
    /// and the mode opens; none when cancelled).
    static func chooseItems(parentWindow: UnsafeMutablePointer<GtkWindow>?, title: String, acceptLabel: String,
                            mode: Mode, filters: [Filter], folder: URL?, selectsMultiple: Bool) async -> [URL] {
        let action: GtkFileChooserAction = switch mode {
        case .open: GTK_FILE_CHOOSER_ACTION_OPEN
        case .save: GTK_FILE_CHOOSER_ACTION_SAVE
        case .selectFolder: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
        }
        guard let pointer = gtk_file_chooser_native_new(title, parentWindow, action, acceptLabel, QuireStrings.localized("_Cancel")) else {
            return []
        }
        // Owned here without a GObjectRef: the response handler drops this reference (see below).
        let object = UnsafeMutableRawPointer(pointer)
        let dialog = object.assumingMemoryBound(to: GtkNativeDialog.self)
        let chooser = OpaquePointer(object)
        gtk_native_dialog_set_modal(dialog, 1)
        for filter in filters {
            let gtkFilter = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_file_filter_new()))
            gtk_file_filter_set_name(gtkFilter.opaque, filter.name)
            for mimeType in filter.mimeTypes { gtk_file_filter_add_mime_type(gtkFilter.opaque, mimeType) }
            for suffix in filter.suffixes { gtk_file_filter_add_suffix(gtkFilter.opaque, suffix) }
            gtk_file_chooser_add_filter(chooser, gtkFilter.opaque)
        }
        if let folder {
            let file = GObjectRef(adopting: UnsafeMutableRawPointer(g_file_new_for_path(folder.path)))
            _ = gtk_file_chooser_set_current_folder(chooser, OpaquePointer(file.object), nil)
        }
        if case .save(let name) = mode {
            gtk_file_chooser_set_current_name(chooser, name)
        }
        if selectsMultiple, case .open = mode {
            gtk_file_chooser_set_select_multiple(chooser, 1)
        }

        // GTK 4.8 trap (AT-SPI on): the chooser's GtkFileChooserDialog is hidden just before "response"
        // (its accessible context then has no object path) but stays in GTK's list of toplevels until
        // the GtkFileChooserNative is finalized — gtk_native_dialog_destroy alone leaves it there. 4.8's AT-SPI root answers GetChildAtIndex with an index past its visible windows (an
        // AT's child count from just before the close) with the *last* toplevel, that hidden dialog,
        // and builds its reference from the NULL path: "g_variant_new_object_path: assertion
        // 'g_variant_is_object_path (object_path)' failed", then a segfault in GLib. So the handler
        // reads the chosen file and drops the last reference itself: the chooser is finalized, and its
        // dialog gone, as soon as the response emission ends, before the main loop can dispatch such a
        // call.
        return await withCheckedContinuation { (continuation: CheckedContinuation<[URL], Never>) in
            var answered = false
            GObjectRef(retaining: object).connectInt("response") { response in
                guard !answered else { return }
                answered = true
                let urls = response == GTK_RESPONSE_ACCEPT.rawValue ? chosenURLs(chooser) : []
                gtk_native_dialog_destroy(dialog)
                g_object_unref(object)  // the emission holds its own reference until it ends
                continuation.resume(returning: urls)
            }
            gtk_native_dialog_show(dialog)
        }
    }

    /// The chosen items (the chooser's list of files holds one unless it selects several).
    private static func chosenURLs(_ chooser: OpaquePointer?) -> [URL] {
        guard let files = gtk_file_chooser_get_files(chooser) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(files)) }
        return (0..<g_list_model_get_n_items(files)).compactMap { index in
            guard let item = g_list_model_get_item(files, index) else { return nil }
            defer { g_object_unref(item) }
            guard let path = g_file_get_path(OpaquePointer(item)) else { return nil }
            defer { g_free(path) }
            return URL(fileURLWithPath: String(cString: path))
        }
    }

    /// `~/Documents` when it exists, else the home folder: where a first save is proposed.
    static var defaultFolder: URL {
        let home = HomeFolder.url
        let documents = home.appendingPathComponent("Documents", isDirectory: true)
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: documents.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? documents : home
    }
}
