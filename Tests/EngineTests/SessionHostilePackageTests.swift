import BoardModel
import ChecklistModel
import Foundation
import NotesModel
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import QuireCore

/// Issue 7, part 5, through `DocumentSession`: hard links to files outside a package (indistinguishable
/// from ordinary files, so they are read — and must never be written through), device nodes, names
/// with newlines or invalid UTF-8. Symbolic links, pipes, deep JSON and crowded or huge packages are in
/// `SessionBadInputTests`, `BoardPackageReadTests`, `FileWrapperReadingTests` and, with the process's
/// peak memory, `CLIHostilePackageTests`.
@MainActor
@Suite struct SessionHostilePackageTests {
    let stickerID = UUID(uuidString: "3C7B1E52-9A4F-4D2B-8E6C-1F0A2B3C4D5E")!

    private func manifest(stickers: [UUID]) -> Data {
        let list = stickers.map { #"{"id":"\#($0.uuidString)","position":{"x":1,"y":2},"scale":1,"rotationRadians":0}"# }
        return Data(#"{"schemaVersion":1,"canvasSize":{"width":100,"height":100},"strokes":[],"stickers":[\#(list.joined(separator: ","))]}"#.utf8)
    }

    private func linkCount(_ url: URL) throws -> Int {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { throw DocumentError.posix(errno, url: url, operation: "lstat") }
        return Int(status.st_nlink)
    }

    /// The manifest, the background and the sticker are hard links to files outside the package. The
    /// board opens (a hard link is an ordinary file); saving replaces files by rename, so the outside
    /// inodes — and the bytes any other name for them shows — never change, however often it saves.
    @Test func savesNeverWriteThroughHardLinksToOutsideFiles() async throws {
        let fixture = EngineFixture()
        let outside = fixture.root.url.appendingPathComponent("outside", isDirectory: true)
        try POSIX.makeDirectories(outside)
        let outsideFiles: [(name: String, bytes: Data)] = [
            ("manifest.json", manifest(stickers: [stickerID])), ("background.png", fakePNG(1)), ("sticker.png", fakePNG(2)),
        ]
        for file in outsideFiles { try file.bytes.write(to: outside.appendingPathComponent(file.name)) }
        let package = fixture.file("Linked.boardpkg")
        try POSIX.makeDirectories(package.appendingPathComponent("stickers"))
        try POSIX.link(outside.appendingPathComponent("manifest.json"), to: package.appendingPathComponent("manifest.json"))
        try POSIX.link(outside.appendingPathComponent("background.png"), to: package.appendingPathComponent("background.png"))
        try POSIX.link(outside.appendingPathComponent("sticker.png"),
                       to: package.appendingPathComponent("stickers/\(stickerID.uuidString).png"))
        let outsideInodes = try outsideFiles.map { try inode(outside.appendingPathComponent($0.name)) }

        let session = try await DocumentSession.open(package, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        let board = try #require(session.document(as: BoardDocument.self))
        #expect(board.board.stickers.first?.imagePNG == fakePNG(2))

        session.edit { board.placeSticker(id: stickerID, position: CodablePoint(x: 40, y: 50), undoManager: session.undoManager) }
        try await session.save()
        session.edit { board.setBackground(fakePNG(3), undoManager: session.undoManager) }
        try await session.save()
        board.board.stickers[0].imagePNG = fakePNG(4)
        try await session.save()

        for (file, originalInode) in zip(outsideFiles, outsideInodes) {
            let url = outside.appendingPathComponent(file.name)
            #expect(try bytes(url) == file.bytes, "\(file.name) outside the package is byte-identical")
            #expect(try inode(url) == originalInode)
        }
        #expect(try bytes(package.appendingPathComponent("background.png")) == fakePNG(3))
        #expect(try bytes(package.appendingPathComponent("stickers/\(stickerID.uuidString).png")) == fakePNG(4))
        #expect(try inode(package.appendingPathComponent("manifest.json")) != outsideInodes[0])
        let reopened = try await DocumentSession.open(package, kinds: EngineKinds.all, environment: fixture.environment)
        #expect(reopened.document(as: BoardDocument.self)?.board == board.board)
    }

    /// Flat files too: a checklist and a note that are hard links to a file elsewhere are saved by
    /// rename, so the other name keeps the old bytes (the link is broken, never written through).
    @Test func flatFilesThatAreHardLinksAreReplacedNotWrittenThrough() async throws {
        let fixture = EngineFixture()
        let elsewhere = fixture.root.url.appendingPathComponent("elsewhere.txt")
        try Data("shared bytes\n".utf8).write(to: elsewhere)
        let note = fixture.file("Note.txt")
        try POSIX.link(elsewhere, to: note)
        #expect(try linkCount(elsewhere) == 2)

        let session = try await DocumentSession.open(note, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        let text = try #require(session.binding(for: TextDocument.self)).text
        text.wrappedValue = "changed\n"
        try await session.save()
        #expect(try bytes(elsewhere) == Data("shared bytes\n".utf8))
        #expect(try bytes(note) == Data("changed\n".utf8))
        #expect(try inode(note) != inode(elsewhere))
    }

    /// Character and block devices (made with mknod, as root) are refused by `lstat` alone, with the
    /// kind named: never opened, so a read can neither block nor pull device bytes into a document.
    @Test func deviceNodesAreRefusedUnopened() async throws {
        guard geteuid() == 0 else { return }
        let fixture = EngineFixture()
        // glibc's makedev for small numbers (the macro is not imported): major << 8 | minor.
        for (name, mode, device) in [("tty", S_IFCHR, dev_t(5 << 8)), ("disk", S_IFBLK, dev_t(7 << 8))] {
            let package = fixture.file("\(name).boardpkg")
            try POSIX.makeDirectories(package.appendingPathComponent("stickers"))
            try manifest(stickers: [stickerID]).write(to: package.appendingPathComponent("manifest.json"))
            let node = package.appendingPathComponent("stickers/\(stickerID.uuidString).png")
            #expect(mknod(node.path, mode | 0o600, device) == 0)
            let error = await expectDocumentError(.unsupportedType) {
                _ = try await DocumentSession.open(package, kinds: EngineKinds.all, environment: fixture.environment)
            }
            #expect(error?.detail?.contains(mode == S_IFCHR ? "a character device" : "a block device") == true,
                    "\(error?.detail ?? "")")
            #expect(try POSIX.status(node).mode & S_IFMT == mode, "left in place")
        }
    }

    /// A name with a newline is a name like any other: the board opens, the stray file is kept by
    /// reading and is the only change saving makes (stale sticker files are the writer's to remove).
    @Test func namesWithNewlinesReadAndSave() async throws {
        let fixture = EngineFixture()
        let package = fixture.file("Newline.boardpkg")
        try POSIX.makeDirectories(package.appendingPathComponent("stickers"))
        try manifest(stickers: [stickerID]).write(to: package.appendingPathComponent("manifest.json"))
        try fakePNG(1).write(to: package.appendingPathComponent("stickers/\(stickerID.uuidString).png"))
        try Data("notes".utf8).write(to: package.appendingPathComponent("read\nme.txt"))

        let session = try await DocumentSession.open(package, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        let board = try #require(session.document(as: BoardDocument.self))
        session.edit { board.placeSticker(id: stickerID, position: CodablePoint(x: 9, y: 9), undoManager: session.undoManager) }
        try await session.save()
        #expect(try bytes(package.appendingPathComponent("read\nme.txt")) == Data("notes".utf8))
        let wrapper = try FileWrapper(url: package)
        #expect(wrapper.fileWrappers?["read\nme.txt"]?.regularFileContents == Data("notes".utf8))
    }

    /// A name that is not UTF-8 could not be written back under the same name: the whole package is
    /// refused, naming the problem, and left exactly as it was.
    @Test func aNameThatIsNotUTF8IsRefusedAndThePackageLeftAlone() async throws {
        let fixture = EngineFixture()
        let package = fixture.file("Latin1.boardpkg")
        try POSIX.makeDirectories(package.appendingPathComponent("stickers"))
        try manifest(stickers: []).write(to: package.appendingPathComponent("manifest.json"))
        let name = Array(package.appendingPathComponent("stickers").path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".png".utf8)
        let fd = (name.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        #expect(fd >= 0)
        close(fd)
        let statusBefore = try POSIX.status(package.appendingPathComponent("stickers"))

        let error = await expectDocumentError(.invalidName) {
            _ = try await DocumentSession.open(package, kinds: EngineKinds.all, environment: fixture.environment)
        }
        #expect(error?.detail?.contains("not valid UTF-8") == true, "\(error?.detail ?? "")")
        #expect(try POSIX.status(package.appendingPathComponent("stickers")) == statusBefore, "nothing added or removed")
        var status = stat()
        #expect((name.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { lstat($0.baseAddress!, &status) } == 0,
                "the file is still there under its name")
    }
}
