import Foundation
import Testing
@testable import QuireCore

/// Versions kept by moving the outgoing item (`retire(consuming: true)`, what a save does), and the
/// crash case it adds: a version staging folder abandoned after the move is completed, never deleted.
@Suite struct HistoryVersionMoveTests {
    let dir = TemporaryDirectory("quire-version-move")
    var store: VersionStore { VersionStore(root: dir.file("data/versions")) }

    func makePackage(_ url: URL, files: Int) throws {
        try POSIX.makeDirectories(url.appendingPathComponent("images"))
        try AtomicFile.write(Data("manifest".utf8), to: url.appendingPathComponent("manifest.json"))
        for index in 0..<files {
            try AtomicFile.write(Data("image \(index)".utf8), to: url.appendingPathComponent("images/\(index).png"))
        }
    }

    @Test func consumingRetireMovesThePackageWholeWithItsInodes() throws {
        let outgoing = dir.file("save/Board.boardpkg")
        try makePackage(outgoing, files: 3)
        let before = try FileIdentity.children(of: outgoing, document: outgoing)
        let id = DocumentID.make()
        let version = try store.retire(outgoing, documentID: id, contentType: nil, consuming: true)
        #expect(try POSIX.statusIfPresent(outgoing) == nil, "moved, not copied")
        #expect(try FileIdentity.children(of: version.url, document: version.url) == before, "same inodes, names, sizes")
        #expect(version.kind == .package && version.size == Int64("manifest".utf8.count + 3 * "image 0".utf8.count))
        #expect(try store.versions(documentID: id) == [version])
        let leftovers = try POSIX.directoryEntries(version.directory.deletingLastPathComponent()).filter(TemporaryItem.isTemporary)
        #expect(leftovers.isEmpty)
    }

    @Test func aFailedConsumingRetirePutsTheItemBack() throws {
        let outgoing = dir.file("save/Note.txt")
        try POSIX.makeDirectories(outgoing.deletingLastPathComponent())
        try AtomicFile.write(Data("old".utf8), to: outgoing)
        let inode = try POSIX.status(outgoing).inode
        // A file where the store's root folder should be: keeping fails before anything moves.
        try AtomicFile.write(Data("in the way".utf8), to: dir.file("blocked"))
        let blocked = VersionStore(root: dir.file("blocked"))
        #expect(throws: DocumentError.self) { try blocked.retire(outgoing, documentID: DocumentID.make(), contentType: nil, consuming: true) }
        #expect(try POSIX.status(outgoing).inode == inode)
    }

    @Test func anAbandonedStagingFolderWithRecordAndContentIsCompletedNotDeleted() throws {
        // What a crash between the move and the rename into place leaves: the only copy of the version.
        let id = DocumentID.make()
        let first = dir.file("Note.txt")
        try AtomicFile.write(Data("first".utf8), to: first)
        let kept = try store.retire(first, documentID: id, contentType: nil)
        let folder = kept.directory.deletingLastPathComponent()
        let name = "20250101T000000.000000Z-crash"
        let staging = folder.appendingPathComponent(TemporaryItem.prefix + "abc123-" + name)
        try POSIX.makeDirectory(staging, mode: 0o700)
        try POSIX.copyFile(kept.directory.appendingPathComponent(VersionStore.recordName),
                           to: staging.appendingPathComponent(VersionStore.recordName))
        try AtomicFile.write(Data("moved in".utf8), to: staging.appendingPathComponent("Note.txt"))
        // And one a crash left half-built (content, no record): removed as before.
        let partial = folder.appendingPathComponent(TemporaryItem.prefix + "def456-20250101T000001.000000Z-half")
        try POSIX.makeDirectory(partial, mode: 0o700)
        try AtomicFile.write(Data("partial".utf8), to: partial.appendingPathComponent("Note.txt"))

        _ = try store.thin(documentID: id, now: Date(timeIntervalSince1970: 1_735_689_700))
        let names = try POSIX.directoryEntries(folder)
        #expect(names.contains(name))
        #expect(!names.contains { TemporaryItem.isTemporary($0) })
        let recovered = try store.versions(documentID: id).first { $0.id == name }
        #expect(try recovered.map { String(decoding: try Data(contentsOf: $0.url), as: UTF8.self) } == "moved in")
    }
}
