import CombineCore
import Foundation

/// A `ReferenceFileDocument` object held for a session. Its snapshot and `FileWrapper` are made on
/// the main actor (the protocol is synchronous); the write itself runs off it.
@MainActor
final class ReferenceDocumentModel<D: ReferenceFileDocument>: DocumentModel {
    private(set) var object: D?
    private let waiters = ChangeWaiters()
    private var subscription: AnyObject?

    init(object: D?) {
        self.object = object
        subscribe()
    }

    var document: Any { object as Any }

    private func subscribe() {
        guard let object else { return }
        // Reported as the change happens, on whatever thread makes it (`observeNextChange`).
        subscription = object.objectWillChange.sink { @Sendable [waiters] _ in waiters.fire() }
    }

    func loader(from url: URL, contentType: UTType) -> DocumentLoader {
        { LoadedFile(url: url, contentType: contentType, wrapper: try FileWrapper.readingDocument(at: url)) }
    }

    /// The seed listings' `ReferenceFileDocument` initializers are main-actor isolated: the file is
    /// read in the background, the object made here.
    func install(_ loaded: any Sendable) async throws {
        guard let file = loaded as? LoadedFile else { throw DocumentError(.ioFailure, detail: "The reader returned something else") }
        do {
            object = try D(configuration: FileDocumentReadConfiguration(contentType: file.contentType, file: file.wrapper))
        } catch {
            throw DocumentError.reading(error, url: file.url)
        }
        subscribe()
    }

    func prepareWrite(contentType: UTType, existingFileURL: URL?) async throws -> PreparedWrite {
        guard let object else { throw DocumentError(.ioFailure, detail: "The document has not loaded") }
        let snapshot = try object.snapshot(contentType: contentType)
        // An existing file that can't be read is no `existingFile`: the document writes everything anew.
        let existing = existingFileURL.flatMap { try? FileWrapper(url: $0, options: []) }
        let wrapper = try object.fileWrapper(snapshot: snapshot, configuration: FileDocumentWriteConfiguration(
            contentType: contentType, existingFile: existing))
        return PreparedWrite(payload: .wrapper(wrapper), snapshot: nil)
    }

    func didSave(_ write: PreparedWrite) {}

    func observeNextChange(_ onChange: @escaping @Sendable () -> Void) {
        _ = waiters.add(onChange)  // the subscription reports every change: nothing to arm
    }
}

/// A file read for a `ReferenceFileDocument`, on its way to the main actor.
private struct LoadedFile: Sendable {
    let url: URL
    let contentType: UTType
    let wrapper: FileWrapper
}
