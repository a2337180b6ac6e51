import Foundation
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// A package save's staging clone prepared ahead of the save (`PreparedPackageStaging`): used only
/// while it is an exact clone of the package, never a way around the identity checks, and never left
/// behind.
@Suite struct StoragePreparedStagingTests {
    func makePackage(in dir: TemporaryDirectory) throws -> URL {
        let package = dir.file("Board.boardpkg")
        try POSIX.makeDirectories(package.appendingPathComponent("stickers"), mode: 0o755)
        try Data("manifest 1\n".utf8).write(to: package.appendingPathComponent("manifest.json"))
        for index in 0..<10 {
            try Data("sticker \(index)\n".utf8).write(to: package.appendingPathComponent("stickers/s\(index).png"))
        }
        return package
    }

    func hidden(_ dir: TemporaryDirectory) throws -> [String] {
        try POSIX.directoryEntries(dir.url).filter(TemporaryItem.isTemporary)
    }

    func linkCount(_ url: URL) throws -> Int {
        var status = stat()
        #expect(lstat(url.path, &status) == 0)
        return Int(status.st_nlink)
    }

    /// Replaces the manifest, as the board writer does.
    func writeManifest(_ text: String) -> (URL) async throws -> Void {
        { staging in try Data(text.utf8).write(to: staging.appendingPathComponent("manifest.json"), options: .atomic) }
    }

    @Test func aPreparedCloneIsWhatTheSaveSwapsIn() async throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(in: dir)
        let known = try #require(try FileIdentity.current(of: package))
        let prepared = try #require(try PreparedPackageStaging.prepare(for: package))
        // Locked, hidden, beside the package; every file shared with it.
        #expect(try hidden(dir).count == 1)
        #expect(try linkCount(package.appendingPathComponent("stickers/s3.png")) == 2)
        let stagingRoot = try POSIX.status(prepared.staging.root).inode

        let written = try await SafeSave.replacePackage(at: package, expected: known, cloneExisting: true,
                                                        write: writeManifest("manifest 2\n"), prepared: prepared)
        #expect(try POSIX.status(package).inode == stagingRoot)
        #expect(try String(contentsOf: package.appendingPathComponent("manifest.json"), encoding: .utf8) == "manifest 2\n")
        #expect(try String(contentsOf: package.appendingPathComponent("stickers/s3.png"), encoding: .utf8) == "sticker 3\n")
        #expect(try written.matchesDisk(at: package))
        #expect(try hidden(dir).isEmpty)
        #expect(try linkCount(package.appendingPathComponent("stickers/s3.png")) == 1)
    }

    @Test func aFileReplacedByAnotherProgramAfterPreparingIsAConflict() async throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(in: dir)
        let known = try #require(try FileIdentity.current(of: package))
        let prepared = try #require(try PreparedPackageStaging.prepare(for: package))
        // A sync tool's write-and-rename: the prepared clone still links the old file.
        try Data("theirs\n".utf8).write(to: package.appendingPathComponent("stickers/s5.png"), options: .atomic)

        await #expect { try await SafeSave.replacePackage(at: package, expected: known, cloneExisting: true,
                                                         write: writeManifest("ours\n"), prepared: prepared) } throws: { error in
            (error as? DocumentError)?.code == .changedOnDisk
        }
        #expect(try String(contentsOf: package.appendingPathComponent("stickers/s5.png"), encoding: .utf8) == "theirs\n")
        #expect(try String(contentsOf: package.appendingPathComponent("manifest.json"), encoding: .utf8) == "manifest 1\n")
        // Ours is kept as a conflict copy, built from a fresh clone: it has their sticker too.
        let copies = try POSIX.directoryEntries(dir.url).filter { $0.contains("conflicted copy") }
        #expect(copies.count == 1)
        let copy = dir.url.appendingPathComponent(try #require(copies.first))
        #expect(try String(contentsOf: copy.appendingPathComponent("stickers/s5.png"), encoding: .utf8) == "theirs\n")
        #expect(try hidden(dir).isEmpty)
    }

    @Test func aFileEditedInPlaceAfterPreparingIsAConflictNotAWriterError() async throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(in: dir)
        let known = try #require(try FileIdentity.current(of: package))
        let prepared = try #require(try PreparedPackageStaging.prepare(for: package))
        // Another program edits the file in place: hard links share the inode, so the prepared
        // clone "changes" too. The save must see the package changed, not blame its writer.
        let sticker = package.appendingPathComponent("stickers/s2.png")
        let handle = try FileHandle(forWritingTo: sticker)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("edited in place\n".utf8))
        try handle.close()

        await #expect { try await SafeSave.replacePackage(at: package, expected: known, cloneExisting: true,
                                                         write: writeManifest("ours\n"), prepared: prepared) } throws: { error in
            (error as? DocumentError)?.code == .changedOnDisk
        }
        #expect(try String(contentsOf: sticker, encoding: .utf8) == "sticker 2\nedited in place\n")
        #expect(try String(contentsOf: package.appendingPathComponent("manifest.json"), encoding: .utf8) == "manifest 1\n")
    }

    @Test func aTamperedCloneIsDiscardedAndTheSaveClonesAfresh() async throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(in: dir)
        let known = try #require(try FileIdentity.current(of: package))
        let prepared = try #require(try PreparedPackageStaging.prepare(for: package))
        try POSIX.unlink(prepared.staging.root.appendingPathComponent("stickers/s7.png"))

        let written = try await SafeSave.replacePackage(at: package, expected: known, cloneExisting: true,
                                                        write: writeManifest("manifest 2\n"), prepared: prepared)
        // Not the tampered clone (which lacked s7.png) swapped in: its folder is gone, and the package
        // is whole. (Its root's inode number may well be reused by the fresh clone.)
        #expect(try POSIX.statusIfPresent(prepared.staging.folder.url) == nil)
        #expect(try String(contentsOf: package.appendingPathComponent("stickers/s7.png"), encoding: .utf8) == "sticker 7\n")
        #expect(written.children.count == known.children.count)
        #expect(try hidden(dir).isEmpty)
    }

    @Test func aCloneOfAnotherPackageIsDiscarded() async throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(in: dir)
        let other = dir.file("Other.boardpkg")
        try POSIX.makeDirectories(other, mode: 0o755)
        try Data("other\n".utf8).write(to: other.appendingPathComponent("manifest.json"))
        let known = try #require(try FileIdentity.current(of: package))
        let prepared = try #require(try PreparedPackageStaging.prepare(for: other))

        try await SafeSave.replacePackage(at: package, expected: known, cloneExisting: true,
                                          write: writeManifest("manifest 2\n"), prepared: prepared)
        #expect(try String(contentsOf: package.appendingPathComponent("stickers/s1.png"), encoding: .utf8) == "sticker 1\n")
        #expect(try hidden(dir).isEmpty)
    }

    @Test func aPreparedCloneIsLockedAndACrashedOneIsCleanedAtOpen() async throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(in: dir)
        do {
            let prepared = try #require(try PreparedPackageStaging.prepare(for: package))
            // Another process opening the document leaves a live one alone (its lock is held)…
            let cleaned = withExtendedLifetime(prepared) { SafeSave.cleanLeftovers(for: package) }
            #expect(cleaned == 0)
            #expect(try hidden(dir).count == 1)
            withExtendedLifetime(prepared) {}
        }
        #expect(waitForInheritedLocksToClose(in: dir.url))
        // …and once its process is gone (the lock goes with the descriptor, as at a SIGKILL), the
        // next open removes it without touching the files it shared.
        let root = try POSIX.status(package).inode
        #expect(SafeSave.cleanLeftovers(for: package) == 1)
        #expect(try hidden(dir).isEmpty)
        #expect(try POSIX.directoryEntries(dir.url) == ["Board.boardpkg"], "no conflict copy")
        #expect(try POSIX.status(package).inode == root)
        #expect(try linkCount(package.appendingPathComponent("manifest.json")) == 1)
        #expect(try String(contentsOf: package.appendingPathComponent("stickers/s9.png"), encoding: .utf8) == "sticker 9\n")
    }

    @Test func aClosedReserveDiscardsWhatArrivesLate() async throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(in: dir)
        let reserve = PackageStagingReserve()
        reserve.prepare(for: package)
        #expect(reserve.isHoldingPreparedStaging)
        #expect(try hidden(dir).count == 1)
        // Preparing again replaces (and removes) the one held.
        reserve.prepare(for: package)
        #expect(try hidden(dir).count == 1)
        reserve.close()
        #expect(try hidden(dir).isEmpty)
        // A preparation that finishes after the document closed leaves nothing.
        reserve.put(try #require(try PreparedPackageStaging.prepare(for: package)))
        #expect(!reserve.isHoldingPreparedStaging)
        #expect(try hidden(dir).isEmpty)
    }

    /// A save hands its folder to the reserve (`recycle`), and the next preparation builds in it: no
    /// folder made or removed per save, the old version's marker gone before the new tree appears.
    @Test func theSavesFolderIsWhereTheNextSaveIsPrepared() async throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(in: dir)
        let reserve = PackageStagingReserve()
        #expect(reserve.recycler == nil, "nothing handed over before a preparation ran")
        reserve.prepare(for: package)
        let folder = try #require(try hidden(dir).first)
        let known = try #require(try FileIdentity.current(of: package))
        let written = try await SafeSave.replacePackage(at: package, expected: known, cloneExisting: true,
                                                        write: writeManifest("manifest 2\n"), prepared: reserve.take(),
                                                        recycle: reserve.recycler)
        // Handed over, not removed: the old version and the exchange marker are still in it, and it
        // is still locked against another process's cleanup.
        #expect(try hidden(dir) == [folder])
        #expect(try POSIX.directoryEntries(dir.url.appendingPathComponent(folder)).count == 2)
        #expect(SafeSave.cleanLeftovers(for: package) == 0)

        reserve.prepare(for: package)
        #expect(try hidden(dir) == [folder])
        // The marker file is kept for the next save, empty: "never swapped" to a cleanup after a crash.
        #expect(try POSIX.directoryEntries(dir.url.appendingPathComponent(folder)) == [".quire-exchange", "Board.boardpkg"])
        #expect(try POSIX.status(dir.url.appendingPathComponent(folder).appendingPathComponent(".quire-exchange")).size == 0)
        #expect(try linkCount(package.appendingPathComponent("manifest.json")) == 2)
        let again = try await SafeSave.replacePackage(at: package, expected: written, cloneExisting: true,
                                                      write: writeManifest("manifest 3\n"), prepared: reserve.take())
        #expect(try String(contentsOf: package.appendingPathComponent("manifest.json"), encoding: .utf8) == "manifest 3\n")
        #expect(try again.matchesDisk(at: package))
        #expect(try hidden(dir).isEmpty, "without a recycler the save removes its folder")
        reserve.close()
    }

    /// A crash after a preparation in a handed-over folder (its marker emptied, a new tree in it): the
    /// next open removes it as never swapped — nothing retired, no conflict copy, the package untouched.
    @Test func aCrashedPreparationInAHandedOverFolderIsCleanedAtOpen() async throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(in: dir)
        let reserve = PackageStagingReserve()
        reserve.prepare(for: package)
        let known = try #require(try FileIdentity.current(of: package))
        try await SafeSave.replacePackage(at: package, expected: known, cloneExisting: true, write: writeManifest("manifest 2\n"),
                                          prepared: reserve.take(), recycle: reserve.recycler)
        reserve.prepare(for: package)
        let root = try POSIX.status(package).inode
        do {
            // The process dies: the descriptor (and with it the lock) goes, the folder stays.
            let prepared = try #require(reserve.take())
            withExtendedLifetime(prepared) {}
        }
        #expect(waitForInheritedLocksToClose(in: dir.url))
        var retired: [URL] = []
        #expect(SafeSave.cleanLeftovers(for: package) { retired.append($0) } == 1)
        #expect(retired.isEmpty)
        #expect(try POSIX.directoryEntries(dir.url) == ["Board.boardpkg"])
        #expect(try POSIX.status(package).inode == root)
        #expect(try String(contentsOf: package.appendingPathComponent("manifest.json"), encoding: .utf8) == "manifest 2\n")
        reserve.close()
    }

    /// A handed-over folder that moved, or arrives after the document closed, is removed, not used.
    @Test func aHandedOverFolderIsReusedOnlyBesideItsPackage() async throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(in: dir)
        let folder = try SaveFolder(beside: package, document: package)
        try POSIX.makeDirectory(folder.item, mode: 0o700)
        try folder.noteExchange(ours: 1, expected: 2, document: package)
        let other = dir.file("Other.boardpkg")
        try POSIX.makeDirectory(other, mode: 0o755)
        #expect(try PreparedPackageStaging.prepare(for: other, reusing: folder) != nil)
        #expect(!(try POSIX.directoryEntries(dir.url).contains { $0.hasSuffix("-Board.boardpkg") }), "removed")

        let reserve = PackageStagingReserve()
        reserve.prepare(for: package)
        let recycle = try #require(reserve.recycler)
        reserve.close()
        let late = try SaveFolder(beside: package, document: package)
        recycle(late)
        #expect(!(try POSIX.directoryEntries(dir.url).contains { $0.hasSuffix("-Board.boardpkg") }))
    }

    /// A save never waits for a preparation on the idle-priority thread (starved while the machine is
    /// busy, and an ordinary user's process may not raise it): one still queued is withdrawn and never
    /// runs, so nothing is held and nothing is made beside the package.
    @Test func aSaveWithdrawsAPreparationThatHasNotStarted() async throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(in: dir)
        let thread = IdlePriorityThread(name: "org.quire.test-withdrawn-preparation")
        let blocking = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let blocker = thread.run { blocking.signal(); release.wait() }
        await Task.detached { blocking.wait() }.value
        let reserve = PackageStagingReserve()
        reserve.prepareInBackground(for: package, on: thread)
        reserve.abandonUnfinished()
        #expect(reserve.take() == nil)
        release.signal()
        await blocker.wait()
        await reserve.waitForPreparations()
        try await StorageIdlePriorityThreadTests.untilDone(thread)
        #expect(reserve.take() == nil)
        #expect(try hidden(dir).isEmpty)
        #expect(try linkCount(package.appendingPathComponent("stickers/s3.png")) == 1)
    }

    /// A preparation already running when a save starts is left behind: the save takes nothing from the
    /// reserve (it clones itself), and what the preparation makes is removed when it ends — the next
    /// preparation's is kept. Closing waits for a running one, so nothing is left beside the package.
    @Test func aPreparationLeftBehindByASaveDiscardsWhatItMakes() async throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(in: dir)
        let known = try #require(try FileIdentity.current(of: package))
        let thread = IdlePriorityThread(name: "org.quire.test-superseded-preparation")
        let reserve = PackageStagingReserve()
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        reserve.setBeforePreparing { entered.signal(); release.wait() }
        reserve.prepareInBackground(for: package, on: thread)
        await Task.detached { entered.wait() }.value
        reserve.setBeforePreparing(nil)

        // The save, while the preparation is stuck in the middle.
        reserve.abandonUnfinished()
        #expect(reserve.take() == nil)
        let written = try await SafeSave.replacePackage(at: package, expected: known, cloneExisting: true,
                                                        write: writeManifest("manifest 2\n"), prepared: reserve.take())
        #expect(try written.matchesDisk(at: package))
        #expect(try String(contentsOf: package.appendingPathComponent("manifest.json"), encoding: .utf8) == "manifest 2\n")

        release.signal()
        await reserve.finishUnfinished()
        #expect(!reserve.isHoldingPreparedStaging)
        #expect(try hidden(dir).isEmpty)
        #expect(try linkCount(package.appendingPathComponent("stickers/s3.png")) == 1)

        // The next preparation is of the package as saved, and kept.
        reserve.prepareInBackground(for: package, on: thread)
        await reserve.waitForPreparations()
        let prepared = try #require(reserve.take())
        let written3 = try await SafeSave.replacePackage(at: package, expected: written, cloneExisting: true,
                                                         write: writeManifest("manifest 3\n"), prepared: prepared)
        #expect(try written3.matchesDisk(at: package))
        #expect(try POSIX.status(package).inode == written3.inode)
        #expect(try hidden(dir).isEmpty)
        reserve.close()
    }

    @Test func nothingIsPreparedForAFile() async throws {
        let dir = TemporaryDirectory()
        let file = dir.file("note.txt")
        try Data("text".utf8).write(to: file)
        #expect(try PreparedPackageStaging.prepare(for: file) == nil)
        #expect(try hidden(dir).isEmpty)
    }
}
