import QuireCore

/// Reads a `.boardpkg` package into a snapshot (seed 002).
public struct BoardReader: DocumentReader {
    public typealias Snapshot = BoardSnapshot

    public let contentType: UTType

    public init(contentType: UTType) {
        self.contentType = contentType
    }

    public nonisolated func read(
        from source: URL,
        progress: consuming Subprogress
    ) async throws -> sending BoardSnapshot {
        guard contentType.conforms(to: .boardPackage) else {
            throw DocumentError(.unsupportedType, url: source, detail: "Only board packages can be opened")
        }
        let manager = progress.start(totalCount: 1)
        defer { manager.complete(count: 1) }
        return try await BoardPackageStore.read(from: source)
    }
}
