import Foundation

/// A `DocumentWriter` whose closure turns the snapshot into a `FileWrapper`; the engine writes the
/// wrapper, hard-linking package children that did not change.
///
/// The closure's second argument is the document's file as it is on disk now (nil for a first save).
public struct FileWrapperDocumentWriter<Snapshot: Sendable>: DocumentWriter, Sendable {
    public let configuration: DocumentWriteConfiguration
    private let encode: @Sendable (Snapshot, FileWrapper?) throws -> FileWrapper

    public init(_ configuration: DocumentWriteConfiguration,
                write encode: @escaping @Sendable (Snapshot, FileWrapper?) throws -> FileWrapper) {
        self.configuration = configuration
        self.encode = encode
    }

    public func write(content: sending Snapshot, to destination: URL, previous: sending Snapshot?,
                      progress: consuming Subprogress) async throws {
        let manager = progress.start(totalCount: 2)
        let wrapper = try fileWrapper(for: content)
        manager.complete(count: 1)
        try wrapper.write(to: destination, options: [], originalContentsURL: configuration.existingFileURL)
        manager.complete(count: 1)
    }

    func fileWrapper(for snapshot: Snapshot) throws -> FileWrapper {
        // An existing file that can't be read is no `existingFile`: the document writes everything anew.
        let existing = configuration.existingFileURL.flatMap { try? FileWrapper(url: $0, options: []) }
        return try encode(snapshot, existing)
    }
}

/// Lets the engine see that a writer produces a `FileWrapper`, so it can choose the file or package
/// path from the wrapper itself and link unchanged children from the saved package.
protocol FileWrapperProducingWriter: Sendable {
    func makeFileWrapper(forSnapshot snapshot: any Sendable) throws -> FileWrapper
}

extension FileWrapperDocumentWriter: FileWrapperProducingWriter {
    func makeFileWrapper(forSnapshot snapshot: any Sendable) throws -> FileWrapper {
        guard let snapshot = snapshot as? Snapshot else {
            throw DocumentError(.unsupportedType, detail: "The snapshot is not a \(Snapshot.self)")
        }
        return try fileWrapper(for: snapshot)
    }
}
