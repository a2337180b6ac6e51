import BoardModel
import ChecklistModel
import Foundation
import NotesModel
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import QuireCore

@MainActor
@Suite struct SessionBadInputTests {
    /// Opens `url` expecting `code`; the folder's listing and the file's bytes and status must not change.
    @discardableResult
    private func expectOpenFails(_ url: URL, _ code: DocumentError.Code, fixture: EngineFixture,
                                 sourceLocation: SourceLocation = #_sourceLocation) async throws -> DocumentError? {
        let listing = try fixture.listing()
        let status = try POSIX.statusIfPresent(url)
        let content = status?.isRegularFile == true ? try bytes(url) : nil
        let error = await expectDocumentError(code, sourceLocation: sourceLocation) {
            _ = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        }
        #expect(try fixture.listing() == listing, "opening wrote nothing beside it", sourceLocation: sourceLocation)
        #expect(try POSIX.statusIfPresent(url) == status, sourceLocation: sourceLocation)
        if let content { #expect(try bytes(url) == content, sourceLocation: sourceLocation) }
        return error
    }

    @Test func corruptChecklistJSON() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Broken.checklist")
        try Data(#"{"id":"0A1B2C3D-0000-4000-8000-000000000001","items":[{"title": 42}"#.utf8).write(to: url)
        let error = try await expectOpenFails(url, .corrupt, fixture: fixture)
        #expect(error?.url?.path == url.path, "names the file")
        #expect(error?.message.contains("Broken.checklist") == true)
        #expect(error?.detail?.isEmpty == false, "says what was wrong")
    }

    @Test func invalidUTF8Note() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Latin1.txt")
        try Data([0x48, 0x69, 0x0A, 0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: url)  // "Hi\ncafé" in Latin-1
        let error = try await expectOpenFails(url, .corrupt, fixture: fixture)
        #expect(error?.url?.path == url.path)
        #expect(error?.detail?.contains("offset 6") == true, "\(error?.detail ?? "no detail")")
    }

    @Test func unknownExtension() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Mystery.qzx")
        try Data([0x00, 0x01, 0x02, 0xFF, 0xFE]).write(to: url)
        let error = try await expectOpenFails(url, .unsupportedType, fixture: fixture)
        #expect(error?.url?.path == url.path)
    }

    @Test func missingFile() async throws {
        let fixture = EngineFixture()
        let error = try await expectOpenFails(fixture.file("Nowhere.checklist"), .notFound, fixture: fixture)
        #expect(error?.url?.lastPathComponent == "Nowhere.checklist")
    }

    @Test func hugeSparseChecklistIsRefusedWithoutReadingItAll() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Huge.checklist")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{\"items\":[".utf8)))
        #expect(truncate(url.path, (2 << 30) + 17) == 0)  // claims 2 GiB; nothing behind it
        let listing = try fixture.listing()
        do {
            _ = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
            Issue.record("a 2 GiB sparse checklist opened")
        } catch let error as DocumentError {
            #expect([.corrupt, .tooLarge].contains(error.code), "\(error.code): \(error.detail ?? "")")
            #expect(error.url?.path == url.path)
        }
        #expect(try fixture.listing() == listing)
    }

    private func writeBoard(_ url: URL, stickerIDs: [UUID]) throws {
        try POSIX.makeDirectories(url.appendingPathComponent("stickers"))
        let stickers = stickerIDs.map { #"{"id":"\#($0.uuidString)","position":{"x":1,"y":2}}"# }.joined(separator: ",")
        try Data(#"{"schemaVersion":1,"canvasSize":{"width":100,"height":100},"strokes":[],"stickers":[\#(stickers)]}"#.utf8)
            .write(to: url.appendingPathComponent("manifest.json"))
    }

    @Test func boardWithAnEscapingSymlinkIsCorruptAndNeverFollowed() async throws {
        let fixture = EngineFixture()
        let secret = fixture.root.url.appendingPathComponent("secret.png")
        try Data("outside the package".utf8).write(to: secret)
        let url = fixture.file("Evil.boardpkg")
        let id = UUID()
        try writeBoard(url, stickerIDs: [id])
        try POSIX.symlink(target: "../../../secret.png", at: url.appendingPathComponent("stickers/\(id.uuidString).png"))

        let error = try await expectOpenFails(url, .corrupt, fixture: fixture)
        #expect(error?.detail?.contains("symbolic link") == true, "\(error?.detail ?? "")")
        #expect(try bytes(secret) == Data("outside the package".utf8))
    }

    @Test func unreferencedEscapingSymlinkIsNeverFollowedBySaves() async throws {
        let fixture = EngineFixture()
        let secret = fixture.root.url.appendingPathComponent("secret.png")
        try Data("outside the package".utf8).write(to: secret)
        let url = fixture.file("Sly.boardpkg")
        try writeBoard(url, stickerIDs: [])
        try POSIX.symlink(target: "../../../secret.png", at: url.appendingPathComponent("stickers/extra.png"))

        // Not part of the board, so the board opens; saving must not write through the link.
        let session = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        let board = try #require(session.document(as: BoardDocument.self))
        board.addSticker(PlacedSticker(imagePNG: fakePNG(3), position: CodablePoint(x: 0, y: 0)), undoManager: session.undoManager)
        try await session.save()
        #expect(try bytes(secret) == Data("outside the package".utf8))
        #expect(try POSIX.status(secret).isRegularFile)
    }

    @Test func manifestNamingAMissingStickerIsCorruptAndNamesIt() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Gappy.boardpkg")
        let present = UUID(), missing = UUID()
        try writeBoard(url, stickerIDs: [present, missing])
        try fakePNG(1).write(to: url.appendingPathComponent("stickers/\(present.uuidString).png"))
        let error = try await expectOpenFails(url, .corrupt, fixture: fixture)
        #expect(error?.detail?.contains("stickers/\(missing.uuidString).png") == true, "\(error?.detail ?? "")")
    }

    @Test func aFolderWithoutAPackageExtensionIsUnsupported() async throws {
        let fixture = EngineFixture()
        let folder = fixture.documents.appendingPathComponent("Just a folder", isDirectory: true)
        try POSIX.makeDirectory(folder)
        try await expectOpenFails(folder, .unsupportedType, fixture: fixture)
    }
}
