/// Moves an item as another `Transferable` value — a photo as its image file, a contact as its name —
/// with every representation of that type (CoreTransferable's `ProxyRepresentation`).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation, PlannedTransferRepresentation {
    let plan: TransferPlan<Item>

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        plan = TransferPlan(exporters: Self.exporters(exporting))
    }

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        plan = TransferPlan(exporters: Self.exporters(exporting), importers: Self.importers(importing))
    }

    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        plan = TransferPlan(importers: Self.importers(importing))
    }

    public var body: Never { return fatalError("ProxyRepresentation has no body") }

    private static func exporters(_ exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) -> [TransferExporter<Item>] {
        TransferPlan(of: ProxyRepresentation.self).exporters.map { proxyExporter in
            var exporter = TransferExporter<Item>(contentType: proxyExporter.contentType) { item in
                try await proxyExporter.export(try await exporting(item))
            }
            exporter.visibility = proxyExporter.visibility
            return exporter
        }
    }

    private static func importers(_ importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) -> [TransferImporter<Item>] {
        TransferPlan(of: ProxyRepresentation.self).importers.map { proxyImporter in
            TransferImporter(contentType: proxyImporter.contentType) { try await importing(try await proxyImporter.importContent($0)) }
        }
    }
}
