/// What a type's representations come to: its exporters and importers in order of preference.
/// Every representation is read into one, so moving a value never walks representation types.
struct TransferPlan<Item>: Sendable {
    var exporters: [TransferExporter<Item>] = []
    var importers: [TransferImporter<Item>] = []

    init(exporters: [TransferExporter<Item>] = [], importers: [TransferImporter<Item>] = []) {
        self.exporters = exporters
        self.importers = importers
    }

    init(joining plans: [TransferPlan<Item>]) {
        exporters = plans.flatMap(\.exporters)
        importers = plans.flatMap(\.importers)
    }

    /// The plan of a representation of `Item`: its own for the primitive ones, else its body's.
    init<R: TransferRepresentation>(of representation: R) {
        if let planned = representation as? any PlannedTransferRepresentation {
            self = Self.cast(planned.plan(as: Item.self))
        } else {
            // A body's representations are of the same item: the builder requires it.
            self = Self.cast(TransferPlan<R.Body.Item>(of: representation.body))
        }
    }

    /// The plan of a `Transferable` type.
    init(of type: Item.Type) where Item: Transferable {
        self.init(of: Item.transferRepresentation)
    }

    private static func cast<Other>(_ plan: TransferPlan<Other>) -> TransferPlan<Item> {
        guard let plan = plan as? TransferPlan<Item> else {
            preconditionFailure("a transfer representation of \(Other.self) inside one of \(Item.self)")
        }
        return plan
    }
}

/// A representation that knows its plan (the primitive ones and the builder's groups).
protocol PlannedTransferRepresentation {
    associatedtype Item
    var plan: TransferPlan<Item> { get }
}

extension PlannedTransferRepresentation {
    func plan<Wanted>(as: Wanted.Type) -> TransferPlan<Wanted> {
        guard let plan = plan as? TransferPlan<Wanted> else {
            preconditionFailure("a transfer representation of \(Item.self) asked for as one of \(Wanted.self)")
        }
        return plan
    }
}

/// Exported content: bytes, or a file (the representation's own, or a copy it made).
enum TransferredContent: Sendable {
    case data(Data)
    case file(URL, isOriginal: Bool)
}

/// One content type an item can be exported as.
struct TransferExporter<Item>: Sendable {
    let contentType: UTType
    var suggestedFileName: (@Sendable (Item) -> String?)?
    var isEnabled: @Sendable (Item) -> Bool = { _ in true }
    var visibility = TransferRepresentationVisibility.all
    let export: @Sendable (Item) async throws -> TransferredContent

    /// The suggested name, else "Untitled", with the type's extension when it has none.
    func fileName(for item: Item, type: UTType) -> String {
        let name = suggestedFileName?(item) ?? "Untitled"
        guard (name as NSString).pathExtension.isEmpty, let ext = type.preferredFilenameExtension else { return name }
        return "\(name).\(ext)"
    }
}

/// One content type an item can be made from.
struct TransferImporter<Item>: Sendable {
    let contentType: UTType
    let importContent: @Sendable (TransferredContent) async throws -> Item
}

extension TransferredContent {
    /// The bytes, read from the file if need be.
    func data() throws -> Data {
        switch self {
        case .data(let data): data
        case .file(let url, _): try Data(contentsOf: url)
        }
    }
}
