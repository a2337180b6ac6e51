import QuireCore

/// Routes a board snapshot to the package store or an export renderer by content type (seed 002).
public struct BoardWriter: DocumentWriter {
    public typealias Snapshot = BoardSnapshot

    public let contentType: UTType
    /// The PNG/PDF export settings: by default those in effect where the writer is made
    /// (`BoardExportOptions.current`, which seed 002's `writer(configuration:)` picks up unchanged).
    public let exportOptions: BoardExportOptions

    public init(contentType: UTType, exportOptions: BoardExportOptions = .current) {
        self.contentType = contentType
        self.exportOptions = exportOptions
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
        } else if contentType.conforms(to: .png) {
            let data = try BoardRenderer.pngData(from: snapshot, scale: exportOptions.scale,
                                                 transparentBackground: exportOptions.transparentBackground,
                                                 source: exportOptions.source)
            try data.write(to: destination, options: .atomic)
        } else if contentType.conforms(to: .pdf) {
            let data = try BoardRenderer.pdfData(from: snapshot, transparentBackground: exportOptions.transparentBackground,
                                                 source: exportOptions.source)
            try data.write(to: destination, options: .atomic)
        } else {
            throw DocumentError(.unsupportedType, url: destination)
        }
    }
}
