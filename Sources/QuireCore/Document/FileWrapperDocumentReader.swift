import Foundation

/// A `DocumentReader` that loads the file or package into a `FileWrapper` and hands it to a closure
/// that decodes the snapshot.
public struct FileWrapperDocumentReader<Snapshot: Sendable>: DocumentReader, Sendable {
    public let configuration: DocumentReadConfiguration
    private let decode: @Sendable (FileWrapper) throws -> Snapshot

    public init(_ configuration: DocumentReadConfiguration,
                read decode: @escaping @Sendable (FileWrapper) throws -> Snapshot) {
        self.configuration = configuration
        self.decode = decode
    }

    public func read(from source: URL, progress: consuming Subprogress) async throws -> sending Snapshot {
        let manager = progress.start(totalCount: 2)
        let wrapper = try FileWrapper.readingDocument(at: source)
        manager.complete(count: 1)
        if manager.isCancelled { throw DocumentError(.cancelled, url: source) }
        let snapshot: Snapshot
        do {
            snapshot = try decode(wrapper)
        } catch {
            // The closure sees only the wrapper, so an error it throws names no file: name this one.
            throw DocumentError.reading(error, url: source, wrapper: wrapper, contentType: configuration.contentType)
        }
        manager.complete(count: 1)
        return snapshot
    }
}
