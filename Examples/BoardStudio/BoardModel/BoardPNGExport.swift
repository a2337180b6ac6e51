import QuireCore

/// A board rendered as PNG with chosen `BoardExportOptions` (scale, transparency): what the editor
/// hands to `fileExporter` for "Export PNG 1×…" / "Export PNG 2×…". The bytes are
/// `BoardWriter`'s for the same options — `BoardRenderer.pngData(from:scale:transparentBackground:)`
/// — so the file equals `quire export BOARD --to png --scale N [--transparent]` of the saved board.
///
/// Export only: the document window's Export As… menu writes with the default options (the document
/// API carries no settings); this is how the app offers the others without changing that API.
public struct BoardPNGExport: FileDocument {
    public static let readableContentTypes: [UTType] = []
    public static let writableContentTypes: [UTType] = [.png]

    public var snapshot: BoardSnapshot
    public var options: BoardExportOptions

    public init(snapshot: BoardSnapshot, options: BoardExportOptions) {
        self.snapshot = snapshot
        self.options = options
    }

    /// Never used: nothing opens a PNG as an export.
    public init(configuration: ReadConfiguration) throws {
        throw DocumentError(.unsupportedType, detail: "A board export can't be opened")
    }

    public func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        guard configuration.contentType.conforms(to: .png) else {
            throw DocumentError(.unsupportedType, detail: "A board export is written as PNG")
        }
        return FileWrapper(regularFileWithContents: try pngData())
    }

    /// The PNG bytes: canvas points × `options.scale` pixels.
    public func pngData() throws -> Data {
        try BoardRenderer.pngData(from: snapshot, scale: options.scale,
                                  transparentBackground: options.transparentBackground)
    }

    /// "Board.png" at 1×, "Board@2x.png" at 2×: the name the Save dialog suggests.
    public static func suggestedName(_ base: String = "Board", scale: Double) -> String {
        guard scale != 1 else { return "\(base).png" }
        let factor = scale == scale.rounded() && abs(scale) < 1000 ? String(Int(scale)) : String(scale)
        return "\(base)@\(factor)x.png"
    }
}
