import Foundation
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// How `VersionStore` removes a version (thinning, `remove`): out of the listing by one rename to a
/// hidden name no version is made for, locked while it is deleted. What an interrupted removal leaves
/// is never listed, never put back, and removed by the next cleanup; one in progress is left alone.
@Suite struct HistoryVersionRemovalTests {
    let dir = TemporaryDirectory("quire-version-removal")
    var store: VersionStore { VersionStore(root: dir.file("data/versions")) }

    /// A package version (a record and a folder of files) of a new document.
    func packageVersion() throws -> (id: String, version: Version) {
        let package = dir.file("Board.boardpkg")
        try POSIX.makeDirectories(package.appendingPathComponent("stickers"))
        for name in ["a", "b", "c"] {
            try AtomicFile.write(Data(name.utf8), to: package.appendingPathComponent("stickers/\(name).png"))
        }
        try AtomicFile.write(Data("{}".utf8), to: package.appendingPathComponent("manifest.json"))
        let id = try store.documentID(for: package)
        let version = try store.retire(package, documentID: id, date: Date(timeIntervalSinceNow: -3 * 86_400), contentType: nil)
        return (id, version)
    }

    /// A removal cut short (the process killed) after its rename and part of the deletion: the record
    /// and most of the package are still there. Under its own name that looked like an abandoned
    /// complete version, and the cleanup renamed it back into the listing, files missing; now it is
    /// never listed and the next cleanup (a thinning, or a save seeing leftovers) removes it.
    @Test func anInterruptedRemovalIsNeverListedNorPutBack() throws {
        let (id, version) = try packageVersion()
        let history = version.directory.deletingLastPathComponent()
        let leftover = TemporaryItem.url(beside: history.appendingPathComponent(VersionStore.removalName))
        try POSIX.rename(version.directory, to: leftover)
        try POSIX.unlink(leftover.appendingPathComponent("Board.boardpkg/stickers/a.png"))
        #expect(try store.versions(documentID: id).isEmpty)
        VersionStore.removeAbandoned(in: history)
        #expect(try POSIX.directoryEntries(history).isEmpty)
        #expect(try store.versions(documentID: id).isEmpty)
    }

    /// A removal in progress (its folder locked by the remover, here this test) is left alone by a
    /// cleanup running meanwhile, which would otherwise delete it alongside — in a save, the very device
    /// work thinning was moved out of the save for.
    @Test func aRemovalInProgressIsLeftToItsRemover() throws {
        let (_, version) = try packageVersion()
        let history = version.directory.deletingLastPathComponent()
        let inProgress = TemporaryItem.url(beside: history.appendingPathComponent(VersionStore.removalName))
        try POSIX.rename(version.directory, to: inProgress)
        let fd = try POSIX.open(inProgress, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        defer { POSIX.close(fd) }
        #expect(try POSIX.lock(fd, url: inProgress, nonBlocking: true))
        VersionStore.removeAbandoned(in: history)
        #expect(try POSIX.directoryEntries(history) == [inProgress.lastPathComponent])
        #expect(try POSIX.statusIfPresent(inProgress.appendingPathComponent("Board.boardpkg/stickers/a.png")) != nil)
    }

    /// A version another remover holds locked is skipped (not reported removed, left in place), and
    /// one already gone is not an error; the rest are removed, leaving nothing hidden behind.
    @Test func thinningSkipsAVersionSomeoneElseIsRemoving() throws {
        let (id, version) = try packageVersion()
        let doc = dir.file("Note.txt")
        try AtomicFile.write(Data("x".utf8), to: doc)
        let other = try store.retire(doc, documentID: id, date: Date(timeIntervalSinceNow: -2 * 86_400), contentType: nil)
        try AtomicFile.write(Data("y".utf8), to: doc)
        let newest = try store.retire(doc, documentID: id, date: Date(timeIntervalSinceNow: -60), contentType: nil)
        let fd = try POSIX.open(version.directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        #expect(try POSIX.lock(fd, url: version.directory, nonBlocking: true))
        let removed = try store.thin(documentID: id, policy: ThinningPolicy(maximumAge: 86_400))
        #expect(removed.map(\.id) == [other.id])
        #expect(Set(try store.versions(documentID: id).map(\.id)) == [newest.id, version.id])
        POSIX.close(fd)
        #expect(try store.thin(documentID: id, policy: ThinningPolicy(maximumAge: 86_400)).map(\.id) == [version.id])
        #expect(try POSIX.directoryEntries(version.directory.deletingLastPathComponent()) == [newest.id])
        try store.remove(other)  // already gone
    }
}
