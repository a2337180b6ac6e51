/// Moves an item as a file of one content type (CoreTransferable's `FileRepresentation`).
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, PlannedTransferRepresentation {
    let plan: TransferPlan<Item>

    /// Exports and imports files of `contentType`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        plan = TransferPlan(exporters: [Self.exporter(contentType, exporting)],
                            importers: [Self.importer(contentType, shouldAttemptToOpenInPlace, importing)])
    }

    /// Exports files of `contentType` only.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        plan = TransferPlan(exporters: [Self.exporter(exportedContentType, exporting)])
    }

    /// Imports files of `contentType` only.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        plan = TransferPlan(importers: [Self.importer(importedContentType, shouldAttemptToOpenInPlace, importing)])
    }

    public var body: Never { return fatalError("FileRepresentation has no body") }

    private static func exporter(_ type: UTType, _ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile)
        -> TransferExporter<Item> {
        TransferExporter(contentType: type) { item in
            let sent = try await exporting(item)
            return .file(sent.file, isOriginal: sent.allowAccessingOriginalFile)
        }
    }

    /// Bytes arrive as a temporary file; a file arrives as itself when opening in place is asked
    /// for and allowed, else as a copy the importer may keep or move.
    private static func importer(_ type: UTType, _ inPlace: Bool,
                                 _ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) -> TransferImporter<Item> {
        TransferImporter(contentType: type) { content in
            if case .file(let url, let isOriginal) = content, inPlace, isOriginal {
                return try await importing(ReceivedTransferredFile(file: url, isOriginalFile: true))
            }
            return try await withTransferFolder { folder in
                let file: URL
                switch content {
                case .file(let url, _):
                    file = folder.appendingPathComponent(url.lastPathComponent)
                    try FileManager.default.copyItem(at: url, to: file)
                case .data(let data):
                    file = folder.appendingPathComponent("Untitled" + (type.preferredFilenameExtension.map { ".\($0)" } ?? ""))
                    try data.write(to: file)
                }
                return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
            }
        }
    }
}

/// A file an exporting `FileRepresentation` hands over (CoreTransferable's `SentTransferredFile`).
public struct SentTransferredFile: Sendable {
    public let file: URL
    /// Whether the receiver may open the file itself rather than a copy.
    public let allowAccessingOriginalFile: Bool

    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file an importing `FileRepresentation` receives (CoreTransferable's `ReceivedTransferredFile`):
/// a copy in a temporary folder removed after the import returns, unless `isOriginalFile`.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}
