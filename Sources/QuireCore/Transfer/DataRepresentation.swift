/// Moves an item as bytes of one content type (CoreTransferable's `DataRepresentation`).
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PlannedTransferRepresentation {
    let plan: TransferPlan<Item>

    /// Exports and imports `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        plan = TransferPlan(exporters: [Self.exporter(contentType, exporting)], importers: [Self.importer(contentType, importing)])
    }

    /// Exports `contentType` only.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        plan = TransferPlan(exporters: [Self.exporter(exportedContentType, exporting)])
    }

    /// Imports `contentType` only.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        plan = TransferPlan(importers: [Self.importer(importedContentType, importing)])
    }

    public var body: Never { return fatalError("DataRepresentation has no body") }

    private static func exporter(_ type: UTType, _ exporting: @escaping @Sendable (Item) async throws -> Data) -> TransferExporter<Item> {
        TransferExporter(contentType: type) { .data(try await exporting($0)) }
    }

    private static func importer(_ type: UTType, _ importing: @escaping @Sendable (Data) async throws -> Item) -> TransferImporter<Item> {
        TransferImporter(contentType: type) { try await importing(try $0.data()) }
    }
}
