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

    /// A version folder made ahead of the save (`prepareSlot`) becomes the version: no folder or
    /// record file made at retire time, the slot's own record file (same inode) holds the record.
    @Test func aPreparedSlotBecomesTheVersion() throws {
        let id = DocumentID.make()
        let first = dir.file("save1/Board.boardpkg")
        try makePackage(first, files: 2)
        _ = try store.retire(first, documentID: id, contentType: nil, consuming: true)
        let slot = try store.prepareSlot(documentID: id)
        let folder = slot.directory
        let record = try POSIX.status(slot.staging.url.appendingPathComponent(VersionStore.recordName)).inode
        // Another process's cleanup leaves the locked slot alone.
        VersionStore.removeAbandoned(in: folder)
        #expect(try POSIX.directoryEntries(folder).contains(slot.staging.url.lastPathComponent))

        let second = dir.file("save2/Board.boardpkg")
        try makePackage(second, files: 3)
        let deferred = DeferredSync()
        let version = try store.retire(second, documentID: id, contentType: nil, consuming: true, deferring: deferred, slot: slot)
        deferred.flush(withDirectory: dir.url)
        #expect(try POSIX.status(version.directory.appendingPathComponent(VersionStore.recordName)).inode == record)
        #expect(try store.versions(documentID: id).count == 2)
        #expect(try store.newestVersion(documentID: id) == version)
        #expect(!(try POSIX.directoryEntries(folder).contains { TemporaryItem.isTemporary($0) }))
    }

    /// A slot nobody used (the save failed, or the process died) is removed, never taken for a version;
    /// one made for another document is not used and removed.
    @Test func anUnusedOrForeignSlotIsRemoved() throws {
        let id = DocumentID.make(), other = DocumentID.make()
        let first = dir.file("save1/Note.txt")
        try POSIX.makeDirectories(first.deletingLastPathComponent())
        try AtomicFile.write(Data("first".utf8), to: first)
        _ = try store.retire(first, documentID: id, contentType: nil, consuming: true)
        let folder = try #require(try store.newestVersion(documentID: id)).directory.deletingLastPathComponent()
        do {
            // The process dies with a slot made: unlocked, named for no version.
            let slot = try store.prepareSlot(documentID: id)
            withExtendedLifetime(slot) {}
        }
        #expect(waitForInheritedLocksToClose(in: folder))
        _ = try store.thin(documentID: id)
        #expect(!(try POSIX.directoryEntries(folder).contains { TemporaryItem.isTemporary($0) }))
        #expect(try store.versions(documentID: id).count == 1)

        let foreign = try store.prepareSlot(documentID: other)
        let second = dir.file("save2/Note.txt")
        try POSIX.makeDirectories(second.deletingLastPathComponent())
        try AtomicFile.write(Data("second".utf8), to: second)
        let deferred = DeferredSync()
        let version = try store.retire(second, documentID: id, contentType: nil, consuming: true, deferring: deferred, slot: foreign)
        deferred.flush(withDirectory: dir.url)
        #expect(try String(contentsOf: version.url, encoding: .utf8) == "second")
        #expect(try store.versions(documentID: id).count == 2)
        #expect(try POSIX.statusIfPresent(foreign.directory) == nil, "the foreign slot is gone, and with it its empty folder")
    }

    /// What a save prepares during its first flush round (`prepareRetirement`) becomes the version:
    /// its name, date and record (written ahead, same inode); the content arrives by the retire's move.
    @Test func aPreparedRetirementBecomesTheVersion() throws {
        let id = DocumentID.make()
        let first = dir.file("save1/Board.boardpkg")
        try makePackage(first, files: 2)
        _ = try store.retire(first, documentID: id, contentType: nil, consuming: true)
        let second = dir.file("save2/Board.boardpkg")
        try makePackage(second, files: 3)
        let size = Int64("manifest".utf8.count + 3 * "image 0".utf8.count)
        let slot = try store.prepareSlot(documentID: id)
        let date = Date(timeIntervalSince1970: 1_800_000_000.5)
        let prepared = try #require(store.prepareRetirement(documentID: id, date: date, contentType: "org.example.board",
                                                            fileName: "Board.boardpkg", kind: .package, size: size, slot: slot))
        let record = try POSIX.status(prepared.staging.url.appendingPathComponent(VersionStore.recordName)).inode
        #expect(try store.versions(documentID: id).count == 1, "not a version before its content is in")

        let deferred = DeferredSync()
        let version = try store.retire(second, documentID: id, contentType: "org.example.board", consuming: true, knownSize: size,
                                       deferring: deferred, prepared: prepared)
        deferred.flush(withDirectory: dir.url)
        #expect(version.id == prepared.id && version.date == date && version.size == size)
        #expect(try POSIX.status(version.directory.appendingPathComponent(VersionStore.recordName)).inode == record)
        #expect(try store.versions(documentID: id).count == 2)
        #expect(try store.newestVersion(documentID: id) == version)
        #expect(try POSIX.statusIfPresent(second) == nil, "moved in")
        #expect(!(try POSIX.directoryEntries(slot.directory).contains { TemporaryItem.isTemporary($0) }))
    }

    /// A preparation that does not fit what the swap took out (another size, name or document) is
    /// removed, and the retire keeps the version itself; one never retired is removed by `discard`.
    @Test func aPreparedRetirementThatDoesNotFitIsRemoved() throws {
        let id = DocumentID.make()
        let first = dir.file("save1/Board.boardpkg")
        try makePackage(first, files: 1)
        _ = try store.retire(first, documentID: id, contentType: nil, consuming: true)
        let folder = try #require(try store.newestVersion(documentID: id)).directory.deletingLastPathComponent()

        let second = dir.file("save2/Board.boardpkg")
        try makePackage(second, files: 2)
        let size = Int64("manifest".utf8.count + 2 * "image 0".utf8.count)
        let wrongSize = try #require(store.prepareRetirement(documentID: id, contentType: nil, fileName: "Board.boardpkg",
                                                             kind: .package, size: size + 1, slot: try store.prepareSlot(documentID: id)))
        let deferred = DeferredSync()
        let version = try store.retire(second, documentID: id, contentType: nil, consuming: true, knownSize: size,
                                       deferring: deferred, prepared: wrongSize)
        deferred.flush(withDirectory: dir.url)
        #expect(version.id != wrongSize.id && version.size == size)
        #expect(try store.versions(documentID: id).count == 2)
        #expect(!(try POSIX.directoryEntries(folder).contains { TemporaryItem.isTemporary($0) }))
        #expect(try POSIX.statusIfPresent(wrongSize.destination) == nil)

        let unused = try #require(store.prepareRetirement(documentID: id, contentType: nil, fileName: "Board.boardpkg",
                                                          kind: .package, size: 1, slot: try store.prepareSlot(documentID: id)))
        unused.discard()
        #expect(!(try POSIX.directoryEntries(folder).contains { TemporaryItem.isTemporary($0) }))
        #expect(try store.versions(documentID: id).count == 2)

        // A slot made for another document is not prepared from (and removed).
        let foreign = try store.prepareSlot(documentID: DocumentID.make())
        #expect(store.prepareRetirement(documentID: id, contentType: nil, fileName: "Board.boardpkg", kind: .package,
                                        size: 1, slot: foreign) == nil)
        #expect(try POSIX.statusIfPresent(foreign.directory) == nil, "removed, and with it its empty folder")
    }
}
