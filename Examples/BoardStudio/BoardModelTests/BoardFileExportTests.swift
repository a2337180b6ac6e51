import BoardModel
import Foundation
import QuireCore
import QuireGraphics
import Testing

private typealias R = RenderFixtures

/// The editor's "Export PNG 1×…/2×…" and "Export PDF…" document: the writer's output for the chosen
/// options.
@MainActor
@Suite("BoardModel: PNG export at a chosen scale, PDF export")
struct BoardFileExportTests {
    let folder = TemporaryDirectory("quire-board-png-export")

    private static let kind = DocumentKind.document(BoardDocument.self) { configuration, context in
        BoardDocument(configuration: configuration, context: context)
    }

    private func written(_ export: BoardFileExport) throws -> Data {
        let wrapper = try export.fileWrapper(configuration: .init(contentType: .png, existingFile: nil))
        return try #require(wrapper.regularFileContents)
    }

    @Test func twoTimesHasDoubleThePixelsAndTheWritersBytes() async throws {
        try BoardInfoPlist.registerTypes()
        let board = R.strokeBoard()
        let package = folder.file("Weekend.boardpkg")
        try await BoardPackageStore.write(snapshot: board, to: package, previous: nil, progress: BoardFixtures.progress())
        let environment = DocumentEnvironment(appID: "org.quire.BoardStudio.tests", dataHome: folder.file("data"),
                                              recentsFile: .some(nil))
        let session = try await DocumentSession.open(package, kinds: [Self.kind], environment: environment)
        let loaded = try #require(session.document(as: BoardDocument.self)).board.makeSnapshot()

        for options in [BoardExportOptions(), BoardExportOptions(scale: 2),
                        BoardExportOptions(scale: 2, transparentBackground: true)] {
            let data = try written(BoardFileExport(snapshot: loaded, options: options))
            // What `quire-samples export --scale N [--transparent]` does: the session's export under the options.
            let viaWriter = folder.file("writer-\(options.scale)-\(options.transparentBackground).png")
            try await BoardExportOptions.$current.withValue(options) {
                try await session.export(to: viaWriter, as: .png)
            }
            #expect(data == (try Data(contentsOf: viaWriter)), "\(options)")
            let pixels = try RenderedPixels(png: data)
            #expect(pixels.width == 200 * Int(options.scale) && pixels.height == 100 * Int(options.scale))
            #expect(pixels[100 * Int(options.scale), 50 * Int(options.scale)].isRed, "the stroke at the same board point")
            let corner = pixels[2, 2]
            #expect(options.transparentBackground ? corner.a == 0 : corner.isWhite, "\(corner)")
        }
    }

    @Test func onlyPNGAndPDFAreWrittenAndNothingOpensAnExport() throws {
        let export = BoardFileExport(snapshot: R.strokeBoard(), options: BoardExportOptions(scale: 2))
        let refused = try #require(throws: DocumentError.self) {
            try export.fileWrapper(configuration: .init(contentType: .jpeg, existingFile: nil))
        }
        #expect(refused.code == .unsupportedType)
        #expect(BoardFileExport.writableContentTypes == [.png, .pdf] && BoardFileExport.readableContentTypes.isEmpty)
        #expect(throws: DocumentError.self) {
            try BoardFileExport(configuration: .init(contentType: .png, file: FileWrapper(regularFileWithContents: Data())))
        }
    }

    @Test func thePDFIsTheWritersOnePageInPoints() async throws {
        try BoardInfoPlist.registerTypes()
        let package = folder.file("Weekend.boardpkg")
        try await BoardPackageStore.write(snapshot: R.strokeBoard(), to: package, previous: nil,
                                          progress: BoardFixtures.progress())
        let environment = DocumentEnvironment(appID: "org.quire.BoardStudio.tests", dataHome: folder.file("data"),
                                              recentsFile: .some(nil))
        let session = try await DocumentSession.open(package, kinds: [Self.kind], environment: environment)
        let loaded = try #require(session.document(as: BoardDocument.self)).board.makeSnapshot()
        for transparent in [false, true] {
            // The scale is a PNG setting: the PDF is in points whatever it says.
            let options = BoardExportOptions(scale: 2, transparentBackground: transparent)
            let wrapper = try BoardFileExport(snapshot: loaded, options: options)
                .fileWrapper(configuration: .init(contentType: .pdf, existingFile: nil))
            let pdf = try #require(wrapper.regularFileContents)
            #expect(pdf.starts(with: Data("%PDF-".utf8)))
            let viaWriter = folder.file("writer-\(transparent).pdf")
            try await BoardExportOptions.$current.withValue(options) {
                try await session.export(to: viaWriter, as: .pdf)
            }
            // PDFs carry a creation date: compare the rendered pages.
            let page = try R.renderPDF(pdf, in: folder.url)
            #expect(page == (try R.renderPDF(Data(contentsOf: viaWriter), in: folder.url)), "transparent: \(transparent)")
            let pixels = try RenderedPixels(png: page)
            #expect(pixels.width == 200 && pixels.height == 100, "one 200 × 100 pt page at 72 dpi")
            #expect(pixels[100, 50].isRed)
        }
    }

    @Test func theSuggestedNameSaysTheScaleOrPDF() {
        #expect(BoardFileExport.suggestedName(scale: 2, contentType: .pdf) == "Board.pdf")
        #expect(BoardFileExport.suggestedName("Weekend", contentType: .pdf) == "Weekend.pdf")
        #expect(BoardFileExport.suggestedName(scale: 1) == "Board.png")
        #expect(BoardFileExport.suggestedName("Weekend", scale: 2) == "Weekend@2x.png")
        #expect(BoardFileExport.suggestedName(scale: 1.5) == "Board@1.5x.png")
    }
}
