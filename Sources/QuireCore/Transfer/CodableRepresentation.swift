import CombineCore

/// Moves a `Codable` item as its encoding, JSON unless other coders are given (CoreTransferable's
/// `CodableRepresentation`).
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>:
    TransferRepresentation, PlannedTransferRepresentation where Encoder.Output == Data, Decoder.Input == Data {
    let plan: TransferPlan<Item>

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        // The coders are used one call at a time from whichever task moves the item.
        nonisolated(unsafe) let encode: (Item) throws -> Data = { try encoder.encode($0) }
        nonisolated(unsafe) let decode: (Data) throws -> Item = { try decoder.decode(Item.self, from: $0) }
        plan = DataRepresentation<Item>(contentType: contentType, exporting: { try encode($0) }, importing: { try decode($0) }).plan
    }

    public var body: Never { return fatalError("CodableRepresentation has no body") }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}
