import QuireCore

/// A board rendered as PNG or PDF with chosen `BoardExportOptions`: what the editor hands to
/// `fileExporter` for "Export PNG 1×…" / "Export PNG 2×…" / "Export PDF…". The bytes are
/// `BoardWriter`'s for the same options — `BoardRenderer.pngData(from:scale:transparentBackground:source:)`
/// or `pdfData(from:transparentBackground:source:)` — so the file equals
/// `quire-samples export BOARD --to png|pdf [--scale N] [--transparent]` of the saved board, and an image that
/// can't be drawn is named by its file in `options.source` (the editor passes the document's package).
///
/// Export only: the document window's Export As… menu writes with the default options (the document
/// API carries no settings); this is how the app offers the others without changing that API.
public struct BoardFileExport: FileDocument {
    public static let readableContentTypes: [UTType] = []
    public static let writableContentTypes: [UTType] = [.png, .pdf]

    public var snapshot: BoardSnapshot
    public var options: BoardExportOptions

    public init(snapshot: BoardSnapshot, options: BoardExportOptions) {
        self.snapshot = snapshot
        self.options = options
    }

    /// Never used: nothing opens an export.
    public init(configuration: ReadConfiguration) throws {
        throw DocumentError(.unsupportedType, detail: "A board export can't be opened")
    }

    public func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        if configuration.contentType.conforms(to: .png) {
            return FileWrapper(regularFileWithContents: try pngData())
        }
        if configuration.contentType.conforms(to: .pdf) {
            return FileWrapper(regularFileWithContents: try pdfData())
        }
        throw DocumentError(.unsupportedType, detail: "A board export is written as PNG or PDF")
    }

    /// The PNG bytes: canvas points × `options.scale` pixels.
    public func pngData() throws -> Data {
        try BoardRenderer.pngData(from: snapshot, scale: options.scale,
                                  transparentBackground: options.transparentBackground, source: options.source)
    }

    /// The PDF bytes: one canvas-sized page in points (`options.scale` doesn't apply).
    public func pdfData() throws -> Data {
        try BoardRenderer.pdfData(from: snapshot, transparentBackground: options.transparentBackground,
                                  source: options.source)
    }

    /// The name the Save dialog suggests: "Board.png" at 1×, "Board@2x.png" at 2×, "Board.pdf" for
    /// PDF (any scale).
    public static func suggestedName(_ base: String = "Board", scale: Double = 1, contentType: UTType = .png) -> String {
        if contentType.conforms(to: .pdf) { return "\(base).pdf" }
        guard scale != 1 else { return "\(base).png" }
        let factor = scale == scale.rounded() && abs(scale) < 1000 ? String(Int(scale)) : String(scale)
        return "\(base)@\(factor)x.png"
    }
}
