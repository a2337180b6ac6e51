import BoardModel
import Foundation
import QuireCore
import Testing

/// The app's exports name a damaged image by its file in the board's package (as `quire-samples export`
/// does), not by the export's output: the document window's Export As (`session.export`) through
/// `BoardDocument.writer`, and the editor's export row through `BoardFileExport` with the document's
/// `fileURL` as the source.
@MainActor
@Suite("BoardModel: exports name the damaged sticker")
struct BoardExportSourceTests {
    let folder = TemporaryDirectory("quire-board-export-source")

    private static let kind = DocumentKind.document(BoardDocument.self) { configuration, context in
        BoardDocument(configuration: configuration, context: context)
    }

    /// A package whose one sticker's file holds bytes that aren't an image.
    private func damagedBoard() async throws -> (session: DocumentSession, package: URL, sticker: UUID) {
        try BoardInfoPlist.registerTypes()
        let snapshot = BoardFixtures.snapshot(stickers: 1, strokes: 1, background: false)
        let package = folder.file("Damaged.boardpkg")
        try await BoardPackageStore.write(snapshot: snapshot, to: package, previous: nil, progress: BoardFixtures.progress())
        let environment = DocumentEnvironment(appID: "org.quire.BoardStudio.tests", dataHome: folder.file("data"),
                                              recentsFile: .some(nil))
        let session = try await DocumentSession.open(package, kinds: [Self.kind], environment: environment)
        return (session, package, snapshot.stickers[0].id)
    }

    private func expectNamesSticker(_ error: DocumentError, _ id: UUID, in package: URL,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        let file = BoardFixtures.stickerURL(id, in: package)
        #expect(error.code == .corrupt, sourceLocation: sourceLocation)
        #expect(error.url?.standardizedFileURL == file.standardizedFileURL, "\(error.message)", sourceLocation: sourceLocation)
        #expect(error.message.contains("stickers/\(id.uuidString).png"), "\(error.message)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [UTType.png, .pdf])
    func exportAsFromTheDocumentWindowNamesTheStickerFile(type: UTType) async throws {
        let (session, package, id) = try await damagedBoard()
        let output = folder.file("out.\(type.preferredFilenameExtension ?? "x")")
        let error = try await #require(throws: DocumentError.self) { try await session.export(to: output, as: type) }
        expectNamesSticker(error, id, in: package)
        #expect(!error.message.contains(output.lastPathComponent))
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")
    }

    @Test func theEditorsExportRowNamesTheStickerFileAndFollowsSaves() async throws {
        let (session, package, id) = try await damagedBoard()
        let document = try #require(session.document(as: BoardDocument.self))
        #expect(document.fileURL == package)
        for type in [UTType.png, .pdf] {
            let export = BoardFileExport(snapshot: document.board.makeSnapshot(),
                                         options: BoardExportOptions(scale: 2, source: document.fileURL))
            let error = try #require(throws: DocumentError.self) {
                try export.fileWrapper(configuration: .init(contentType: type, existingFile: nil))
            }
            expectNamesSticker(error, id, in: package)
        }

        // Saved elsewhere (Save As: the writer is told the old place, the session then the new one),
        // then saved there: the board's images are named in the new package from the Save As on.
        let moved = folder.file("Elsewhere.boardpkg")
        try await session.save(to: moved)
        #expect(document.fileURL == moved)
        document.board.strokes.append(BoardFixtures.stroke(7))
        try await session.save()
        #expect(document.fileURL == moved)
        let error = try await #require(throws: DocumentError.self) {
            try await session.export(to: folder.file("again.png"), as: .png)
        }
        expectNamesSticker(error, id, in: moved)
    }

    /// Rename… and Move To… write nothing, so the document learns of them only from its session: both
    /// exports — the window's Export As and the editor's row — must name the package where it is now,
    /// right after, not the place it was read from (which no longer exists).
    @Test func renameAndMoveReachBothExportsAtOnce() async throws {
        let (session, package, id) = try await damagedBoard()
        let document = try #require(session.document(as: BoardDocument.self))

        func expectExportsName(_ place: URL, sourceLocation: SourceLocation = #_sourceLocation) async throws {
            #expect(session.fileURL?.standardizedFileURL.path == place.path, sourceLocation: sourceLocation)
            #expect(document.fileURL?.standardizedFileURL.path == place.path, sourceLocation: sourceLocation)
            for type in [UTType.png, .pdf] {
                let windowError = try await #require(throws: DocumentError.self, sourceLocation: sourceLocation) {
                    try await session.export(to: folder.file("out-\(UUID().uuidString).\(type.preferredFilenameExtension ?? "x")"), as: type)
                }
                expectNamesSticker(windowError, id, in: place, sourceLocation: sourceLocation)
                let row = BoardFileExport(snapshot: document.board.makeSnapshot(),
                                          options: BoardExportOptions(scale: 1, source: document.fileURL))
                let rowError = try #require(throws: DocumentError.self, sourceLocation: sourceLocation) {
                    try row.fileWrapper(configuration: .init(contentType: type, existingFile: nil))
                }
                expectNamesSticker(rowError, id, in: place, sourceLocation: sourceLocation)
            }
        }

        try await session.rename(to: "Renamed")
        let renamed = folder.file("Renamed.boardpkg")
        #expect(!FileManager.default.fileExists(atPath: package.path))
        try await expectExportsName(renamed)

        let subfolder = folder.file("Moved")
        try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: false)
        try await session.move(to: subfolder)
        try await expectExportsName(subfolder.appendingPathComponent("Renamed.boardpkg"))
    }

    @Test func aSourceTheCallerSetWinsAndANewBoardHasNone() async throws {
        let (session, _, id) = try await damagedBoard()
        let other = folder.file("Named.boardpkg")
        let error = try await #require(throws: DocumentError.self) {
            try await BoardExportOptions.$current.withValue(BoardExportOptions(source: other)) {
                try await session.export(to: folder.file("cli.png"), as: .png)
            }
        }
        expectNamesSticker(error, id, in: other)
        #expect(BoardDocument().fileURL == nil)
    }
}
