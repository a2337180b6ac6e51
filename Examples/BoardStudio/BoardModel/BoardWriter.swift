import QuireCore

/// Routes a board snapshot to the package store or an export renderer by content type (seed 002).
public struct BoardWriter: DocumentWriter {
    public typealias Snapshot = BoardSnapshot

    public let contentType: UTType

    public init(contentType: UTType) {
        self.contentType = contentType
    }

    public nonisolated func write(
        content: sending BoardSnapshot,
        to destination: URL,
        previous: sending BoardSnapshot?,
        progress: consuming Subprogress
    ) async throws {
        let snapshot = content

        if contentType.conforms(to: .boardPackage) {
            try await BoardPackageStore.write(
                snapshot: snapshot,
                to: destination,
                previous: previous,
                progress: progress
            )
        } else if contentType.conforms(to: .png) || contentType.conforms(to: .pdf) {
            // Rendering arrives with the QuireGraphics module (Board Studio issue); until then the
            // export fails loudly instead of writing something wrong.
            throw DocumentError(.unsupportedType, url: destination,
                                detail: "Exporting boards as \(contentType.preferredFilenameExtension ?? contentType.identifier) is not available in this build")
        } else {
            throw DocumentError(.unsupportedType, url: destination)
        }
    }
}
