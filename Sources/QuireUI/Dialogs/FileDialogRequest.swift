import Foundation
import QuireCore

/// What `fileImporter` or `fileExporter` asks the platform to show: an Open or a Save dialog for
/// files of some types.
package struct FileDialogRequest: Sendable, Equatable {
    package enum Mode: Sendable, Equatable {
        /// Pick an existing item. When every allowed type is a package (a folder on Linux), the
        /// dialog picks folders, so a package is chosen as one item.
        case open
        /// Pick where to write, proposing `suggestedName`; the platform asks before replacing.
        case save(suggestedName: String)
    }

    package var title: String
    package var acceptLabel: String
    package var mode: Mode
    package var contentTypes: [UTType]

    package init(title: String, acceptLabel: String, mode: Mode, contentTypes: [UTType]) {
        self.title = title
        self.acceptLabel = acceptLabel
        self.mode = mode
        self.contentTypes = contentTypes
    }

    /// Whether the chooser picks folders: all the types are packages.
    package var picksPackages: Bool {
        mode == .open && !contentTypes.isEmpty && contentTypes.allSatisfy { $0.conforms(to: .package) }
    }
}

/// A backend that can show file dialogs (the GTK one, and the headless one whose tests answer them).
@MainActor package protocol FileDialogBackend {
    /// Shows a dialog for `request` over the window holding `widget`; the chosen location, or nil when
    /// the person cancelled.
    func presentFileDialog(_ request: FileDialogRequest, near widget: (any PlatformWidget)?) async -> URL?
}
