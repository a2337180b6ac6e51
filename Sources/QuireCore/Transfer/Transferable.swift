/// A type whose values can be moved through the clipboard, drag and drop or files, in the content
/// types its `transferRepresentation` lists, the preferred first (CoreTransferable's `Transferable`).
@preconcurrency
public protocol Transferable: Sendable {
    // Apple's declaration has no `Representation.Item == Self`: with it, Swift cannot infer
    // `Representation` from a `some TransferRepresentation` property. The builder checks the item.
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
    /// The value as data of `contentType`, from the first representation that exports a type
    /// conforming to it (the first that exports at all when nil).
    public func exported(as contentType: UTType?) async throws -> Data {
        let (exporter, _) = try Self.exporter(for: contentType, of: self)
        switch try await exporter.export(self) {
        case .data(let data):
            return data
        case .file(let url, _):
            return try Data(contentsOf: url)
        }
    }

    /// The value written into `destinationDirectory` as a file of `contentType` (a copy when the
    /// representation hands over a file of its own); the caller owns the file.
    public func export(to destinationDirectory: URL, contentType: UTType?) async throws -> URL {
        let (exporter, type) = try Self.exporter(for: contentType, of: self)
        let name = exporter.fileName(for: self, type: type)
        let destination = destinationDirectory.appendingPathComponent(try FreeName.in(destinationDirectory, name))
        switch try await exporter.export(self) {
        case .data(let data):
            try data.write(to: destination, options: .withoutOverwriting)
        case .file(let url, _):
            try FileManager.default.copyItem(at: url, to: destination)
        }
        return destination
    }

    /// Runs `fileHandler` with the value exported to a temporary file of `contentType`, removed after.
    public func withExportedFile<Result>(contentType: UTType?, fileHandler: (URL) async throws -> Result) async throws -> Result {
        try await withTransferFolder { folder in try await fileHandler(try await export(to: folder, contentType: contentType)) }
    }

    /// A value from `data` of `contentType` — with nil, each importing representation in turn until
    /// one succeeds.
    public init(importing data: Data, contentType: UTType?) async throws {
        self = try await Self.importValue(from: .data(data), contentType: contentType)
    }

    /// A value from the file at `file`, of `contentType` (nil: the file's type from its extension,
    /// else each importing representation in turn).
    public init(importing file: URL, contentType: UTType?) async throws {
        let type = contentType ?? UTType(filenameExtension: file.pathExtension)
        self = try await Self.importValue(from: .file(file, isOriginal: true), contentType: type)
    }

    /// The content types this type can be made from, preferred first.
    public static func importedContentTypes() -> [UTType] {
        TransferPlan(of: Self.self).importers.map(\.contentType)
    }

    /// The content types this value can be exported as, preferred first.
    public func exportedContentTypes(_ visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        TransferPlan(of: Self.self).exporters.filter { $0.isEnabled(self) && $0.visibility.includes(visibility) }.map(\.contentType)
    }

    private static func exporter(for contentType: UTType?, of value: Self) throws -> (TransferExporter<Self>, UTType) {
        let exporters = TransferPlan(of: Self.self).exporters.filter { $0.isEnabled(value) }
        let exporter = contentType.map { wanted in exporters.first { $0.contentType.conforms(to: wanted) } } ?? exporters.first
        guard let exporter else { throw TransferError.noExporter(Self.self, contentType) }
        return (exporter, exporter.contentType)
    }

    static func importValue(from content: TransferredContent, contentType: UTType?) async throws -> Self {
        let importers = TransferPlan(of: Self.self).importers
        let fitting = contentType.map { type in importers.filter { type.conforms(to: $0.contentType) } } ?? importers
        guard !fitting.isEmpty else { throw TransferError.noImporter(Self.self, contentType) }
        var lastError: (any Error)?
        for importer in fitting {
            do {
                return try await importer.importContent(content)
            } catch {
                lastError = error
            }
        }
        throw lastError ?? TransferError.noImporter(Self.self, contentType)
    }
}

/// Why a value could not be moved: no representation of its type exports or imports the content type.
enum TransferError: Error, CustomStringConvertible {
    case noExporter(Any.Type, UTType?)
    case noImporter(Any.Type, UTType?)

    var description: String {
        switch self {
        case .noExporter(let type, let contentType):
            "\(type) has no transfer representation exporting \(contentType?.identifier ?? "any content type")"
        case .noImporter(let type, let contentType):
            "\(type) has no transfer representation importing \(contentType?.identifier ?? "any content type")"
        }
    }
}

/// Runs `body` with a new temporary folder for transferred files, removed after.
func withTransferFolder<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
    let folder = try FileManager.default.url(for: .itemReplacementDirectory, in: .userDomainMask,
                                             appropriateFor: FileManager.default.temporaryDirectory, create: true)
    defer {
        // Best effort: a temporary folder left behind is the system's to clean.
        try? FileManager.default.removeItem(at: folder)
    }
    return try await body(folder)
}
