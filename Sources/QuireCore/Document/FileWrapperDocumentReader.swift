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
            throw Self.failure(error, reading: wrapper, from: source, as: configuration.contentType)
        }
        manager.complete(count: 1)
        return snapshot
    }

    /// The closure's error as a `DocumentError` that names the file and, where it can, what is wrong
    /// with it — so a reader written as the seeds write theirs (`guard let data =
    /// fileWrapper.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }`, then
    /// `JSONDecoder().decode`) reports as much as one that spells out every case:
    /// - a folder or a link where the type is a single file says so;
    /// - text that isn't JSON at all gets its line and column (`JSONDecoder` gives neither);
    /// - a wrong shape names its place (“items[1].title”, `DocumentError.corrupt(url:decoding:)`).
    static func failure(_ error: any Error, reading wrapper: FileWrapper, from source: URL,
                        as contentType: UTType) -> DocumentError {
        if !wrapper.isRegularFile, !contentType.conforms(to: .directory), (error as? CocoaError)?.code == .fileReadCorruptFile {
            let what = wrapper.isDirectory ? "a folder" : "a symbolic link"
            return DocumentError(.corrupt, url: source, detail: "It is \(what), not a file")
        }
        if let decoding = error as? DecodingError, case .dataCorrupted(let context) = decoding,
           context.debugDescription.contains("JSON"), let data = wrapper.regularFileContents {
            return DocumentError.corrupt(url: source, json: data, decoding: decoding)
        }
        // The closure sees only the wrapper, so an error it throws names no file: name this one.
        var failure = DocumentError.wrapping(error, url: source, operation: "The content could not be decoded")
        if failure.url == nil { failure.url = source }
        return failure
    }
}
