import BoardModel
import Foundation
import QuireCore
import QuireGraphics
import Testing
@testable import BoardStudioApp
@testable import QuireUI
import QuireUIHeadless

/// Board Studio's Export As… on the headless backend (the primary menu's item, the Export Board sheet, its
/// `fileExporter`) as a person uses it: PDF writes a PDF of the board, PNG at 2× a picture twice the
/// board's size; a board whose sticker file is damaged makes a PNG export fail with the error line
/// naming that sticker's file in the package, not the export.
@MainActor
@Suite struct BoardEditorExportTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quire-board-editor-export-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    private static let kind = DocumentKind.document(BoardDocument.self) { configuration, context in
        BoardDocument(configuration: configuration, context: context)
    }

    private func settle(_ host: HeadlessHost, until condition: () -> Bool) async {
        for _ in 0..<400 where !condition() {
            host.flush()
            await Task.yield()
        }
    }

    /// The editor over a board opened from a package (so it knows where its images are).
    private func open(_ snapshot: BoardSnapshot) async throws -> (HeadlessHost, BoardDocument, URL) {
        try BoardInfoPlist.registerTypes()
        let package = folder.appendingPathComponent("Board.boardpkg")
        try await BoardPackageStore.write(snapshot: snapshot, to: package, previous: nil,
                                          progress: ProgressManager(totalCount: 1).subprogress(assigningCount: 1))
        let environment = DocumentEnvironment(appID: "org.quire.BoardStudio.tests", dataHome: folder.appendingPathComponent("data"),
                                              recentsFile: .some(nil))
        let session = try await DocumentSession.open(package, kinds: [Self.kind], environment: environment)
        let document = try #require(session.document(as: BoardDocument.self))
        let host = HeadlessHost { BoardEditorView(document: document) }
        return (host, document, package)
    }

    private func export(_ host: HeadlessHost, format: String, scale: String? = nil,
                        to url: URL) async throws -> FileDialogRequest {
        try BoardEditorControls.export(host, format: format, scale: scale)
        await settle(host) { !host.backend.fileDialogs.pending.isEmpty }
        let request = try #require(host.backend.fileDialogs.pending.first)
        host.backend.fileDialogs.choose(url)
        await settle(host) { host.backend.fileDialogs.pending.isEmpty }
        return request
    }

    @Test func exportPDFWritesTheBoardAsAPDF() async throws {
        var board = BoardSnapshot(schemaVersion: 1, canvasSize: CodableSize(width: 200, height: 100), backgroundPNG: nil,
                                  strokes: [], stickers: [])
        board.strokes = [InkStroke(color: RGBAColor(red: 1, green: 0, blue: 0), width: 8,
                                   points: [CodablePoint(x: 20, y: 50), CodablePoint(x: 180, y: 50)])]
        let (host, _, _) = try await open(board)
        let destination = folder.appendingPathComponent("Board.pdf")
        let request = try await export(host, format: "PDF", to: destination)
        #expect(request.mode == .save(suggestedName: "Board.pdf"))
        #expect(request.contentTypes == [.pdf])
        await settle(host) { FileManager.default.fileExists(atPath: destination.path) }
        let pdf = try Data(contentsOf: destination)
        #expect(pdf.starts(with: Data("%PDF-".utf8)))
        #expect(String(decoding: pdf, as: UTF8.self).contains("/MediaBox [ 0 0 200 100 ]"))

        // PNG at 2×.
        let png = folder.appendingPathComponent("Board@2x.png")
        let pngRequest = try await export(host, format: "PNG", scale: "2×", to: png)
        #expect(pngRequest.mode == .save(suggestedName: "Board@2x.png") && pngRequest.contentTypes == [.png])
        await settle(host) { FileManager.default.fileExists(atPath: png.path) }
        let image = try CGImage.decode(Data(contentsOf: png))
        #expect(image.width == 400 && image.height == 200)
    }

    @Test func aDamagedStickerMakesTheExportNameItsFile() async throws {
        let sticker = PlacedSticker(imagePNG: Data("not a picture".utf8), position: CodablePoint(x: 50, y: 50))
        let board = BoardSnapshot(schemaVersion: 1, canvasSize: CodableSize(width: 200, height: 100), backgroundPNG: nil,
                                  strokes: [], stickers: [sticker])
        let (host, document, package) = try await open(board)
        #expect(document.fileURL == package)
        let destination = folder.appendingPathComponent("Board.png")
        _ = try await export(host, format: "PNG", scale: "1×", to: destination)
        let name = "Board.boardpkg/stickers/\(sticker.id.uuidString).png"
        await settle(host) { host.texts.contains { $0.contains(name) } }
        #expect(host.texts.contains { $0.contains(name) }, "\(host.texts)")
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }
}
