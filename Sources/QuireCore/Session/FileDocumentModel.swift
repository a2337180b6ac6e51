import Foundation
import Observation

/// A `FileDocument` value held for a session. Every write through `binding` marks the document
/// changed and registers one undo action per typing burst, so undo restores whole edits.
///
/// `@Observable`: a view reading the document through its binding (a `TextEditor`) follows changes
/// that don't come through the binding — undo and redo, revert, a restored version.
@MainActor
@Observable
final class FileDocumentModel<D: FileDocument>: DocumentModel {
    private(set) var value: D?
    @ObservationIgnored private let waiters = ChangeWaiters()
    @ObservationIgnored weak var undoManager: UndoManager?
    /// Consecutive edits within this interval share one undo action.
    @ObservationIgnored var coalescingInterval: Duration = .seconds(1)
    @ObservationIgnored private var lastEdit: ContinuousClock.Instant?

    init(value: D?) { self.value = value }

    var document: Any { value as Any }

    /// The binding an editor receives (`file.$document`).
    func binding() -> Binding<D> {
        Binding(get: { [unowned self] in
            guard let value = self.value else { preconditionFailure("FileDocument read before it loaded") }
            return value
        }, set: { [unowned self] newValue in
            self.replaceValue(with: newValue)
        })
    }

    private func replaceValue(with newValue: D) {
        let old = value
        value = newValue
        var coalesced = false
        if let undoManager, old != nil {
            if undoManager.isUndoing || undoManager.isRedoing {
                lastEdit = nil
            } else {
                // One undo action per burst of edits (typing), not per keystroke: the action registered
                // at the burst's first edit already restores the value from before the burst.
                let now = ContinuousClock.now
                if let lastEdit, now - lastEdit < coalescingInterval, undoManager.canUndo { coalesced = true }
                lastEdit = now
            }
        }
        // A coalesced edit belongs to the burst's undo action, which already made the document dirty
        // (a save ends the burst, see `prepareWrite`). Reporting it as a change without undo would mark
        // it "untracked", and undoing the whole burst back to the saved text would then stay dirty.
        if !coalesced { waiters.fire() }
        guard let undoManager, let old, !coalesced else { return }
        // Registered during an undo, this lands on the redo stack (and vice versa).
        undoManager.registerUndo(withTarget: self) { model in model.replaceValue(with: old) }
        undoManager.setActionName("Typing")
    }

    func loader(from url: URL, contentType: UTType) -> DocumentLoader {
        // Off the main actor, as Apple reads a `FileDocument` (decoding a large file must not stall it).
        return {
            let wrapper = try FileWrapper.readingDocument(at: url)
            do {
                return try D(configuration: FileDocumentReadConfiguration(contentType: contentType, file: wrapper))
            } catch {
                throw DocumentError.reading(error, url: url, wrapper: wrapper, contentType: contentType)
            }
        }
    }

    func install(_ loaded: any Sendable) async throws {
        guard let loaded = loaded as? D else { throw DocumentError(.ioFailure, detail: "The reader returned something else") }
        value = loaded
    }

    func prepareWrite(contentType: UTType, existingFileURL: URL?) async throws -> PreparedWrite {
        guard let value else { throw DocumentError(.ioFailure, detail: "The document has not loaded") }
        // A save ends the typing burst (as NSDocument breaks NSTextView's undo coalescing): typing on
        // starts a new undo action, so it marks the document dirty and undoing it returns exactly to
        // the saved text.
        lastEdit = nil
        // The value is a copy-on-write copy (O(1) here); the document turns it into file contents in
        // the write task, off the main actor, as Apple calls `fileWrapper(configuration:)`. An edit made
        // meanwhile copies the model's storage, never this value's.
        return PreparedWrite(payload: .makeWrapper {
            // An existing file that can't be read is no `existingFile`: the document writes everything anew.
            let existing = existingFileURL.flatMap { try? FileWrapper(url: $0, options: []) }
            return try value.fileWrapper(configuration: FileDocumentWriteConfiguration(
                contentType: contentType, existingFile: existing))
        }, snapshot: nil)
    }

    func didSave(_ write: PreparedWrite) {}

    func observeNextChange(_ onChange: @escaping @Sendable () -> Void) {
        _ = waiters.add(onChange)  // changes are reported by `replaceValue`: nothing to arm
    }
}

/// Models that register their own undo actions and need the session's undo manager.
@MainActor
protocol FileDocumentUndoTarget: AnyObject {
    func attach(_ undoManager: UndoManager)
}

extension FileDocumentModel: FileDocumentUndoTarget {
    func attach(_ undoManager: UndoManager) { self.undoManager = undoManager }
}
