import Foundation
import QuireCore

/// What `fileImporter`, `fileExporter` or `fileMover` asks the platform to show: an Open, a Save or a
/// Select Folder dialog for files of some types.
package struct FileDialogRequest: Sendable, Equatable {
    package enum Mode: Sendable, Equatable {
        /// Pick existing items. When every allowed type is a package (a folder on Linux), the
        /// dialog picks folders, so a package is chosen as one item.
        case open
        /// Pick where to write, proposing `suggestedName`; the platform asks before replacing.
        case save(suggestedName: String)
        /// Pick a folder (where `fileMover` moves files, where a collection is exported).
        case selectFolder
    }

    package var title: String
    package var acceptLabel: String
    package var mode: Mode
    package var contentTypes: [UTType]
    /// Whether several items may be chosen (`fileImporter(allowsMultipleSelection:)`).
    package var allowsMultipleSelection = false
    /// Where the dialog starts (`fileDialogDefaultDirectory`); nil: the platform's choice.
    package var defaultDirectory: URL?
    /// What the dialog says above its files (`fileDialogMessage`).
    package var message: String?

    package init(title: String, acceptLabel: String, mode: Mode, contentTypes: [UTType],
                 allowsMultipleSelection: Bool = false) {
        self.title = title
        self.acceptLabel = acceptLabel
        self.mode = mode
        self.contentTypes = contentTypes
        self.allowsMultipleSelection = allowsMultipleSelection
    }

    /// Whether the chooser picks folders: all the types are packages.
    package var picksPackages: Bool {
        mode == .open && !contentTypes.isEmpty && contentTypes.allSatisfy { $0.conforms(to: .package) }
    }

    /// The request as the views around the presenting view configured their dialogs.
    func configured(by configuration: FileDialogConfiguration) -> FileDialogRequest {
        var request = self
        if let directory = configuration.defaultDirectory { request.defaultDirectory = directory }
        if let label = configuration.confirmationLabel { request.acceptLabel = label }
        if let message = configuration.message { request.message = message }
        return request
    }
}

/// A backend that can show file dialogs (the GTK one, and the headless one whose tests answer them).
@MainActor package protocol FileDialogBackend {
    /// Shows a dialog for `request` over the window holding `widget`; the chosen locations (one, unless
    /// the request allows several), or none when the person cancelled.
    func presentFileDialog(_ request: FileDialogRequest, near widget: (any PlatformWidget)?) async -> [URL]
}
