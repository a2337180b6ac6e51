import Foundation
import Testing
@testable import QuireCore

@Suite struct StorageSafeSaveFileTests {
    func save(_ text: String, to url: URL, expecting expectation: SafeSave.Expectation,
              onConflict: SafeSave.ConflictPolicy = .keepCopy) async throws -> FileIdentity {
        try await SafeSave.save(SafeSave.Request(url: url, expectation: expectation, shape: .file, onConflict: onConflict)) { temporary in
            try Data(text.utf8).write(to: temporary)
        }
    }

    @Test func replacesContentKeepsModeChangesInodeLeavesNoTemporary() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        try Data("old".utf8).write(to: url)
        #expect(chmod(url.path, 0o640) == 0)
        let before = try POSIX.status(url)
        let known = try #require(try FileIdentity.current(of: url))
        let identity = try await save("new", to: url, expecting: .unchanged(known))
        #expect(try Data(contentsOf: url) == Data("new".utf8))
        let after = try POSIX.status(url)
        #expect(after.inode != before.inode)
        #expect(after.permissions == 0o640)
        #expect(try POSIX.directoryEntries(dir.url) == ["note.txt"])
        #expect(try FileIdentity.current(of: url) == identity)
    }

    /// The removed save folder's last close (which waits for the device on a `discard` mount) happens
    /// on another thread: the folder is gone when the save returns, and its descriptor closes soon after.
    @Test func saveFolderIsGoneAtOnceAndItsDescriptorClosedAfter() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        var identity = try await save("v0", to: url, expecting: .absent)
        identity = try await save("v1", to: url, expecting: .unchanged(identity))
        #expect(try POSIX.directoryEntries(dir.url) == ["note.txt"])
        func openSaveFolders() -> [String] {
            let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            return fds.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)") }
                .filter { $0.hasPrefix(dir.url.path + "/.quire-tmp-") }
        }
        let deadline = ContinuousClock.now + .seconds(60)
        while !openSaveFolders().isEmpty && ContinuousClock.now < deadline { await Task.yield() }
        #expect(openSaveFolders().isEmpty)
    }

    @Test func successiveSavesWithTheReturnedIdentityNeverConflict() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        var identity = try await save("v0", to: url, expecting: .absent)
        for version in 1...20 {
            // Same size every time, often within one timestamp tick: the identity must still be ours.
            identity = try await save("v\(version % 10)", to: url, expecting: .unchanged(identity))
        }
        #expect(try Data(contentsOf: url) == Data("v0".utf8))
    }

    @Test func writerMayReplaceTheTemporary() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        try await SafeSave.save(.file(url, expected: nil)) { temporary in
            try Data("atomic".utf8).write(to: temporary, options: .atomic)
        }
        #expect(try Data(contentsOf: url) == Data("atomic".utf8))
        #expect(try POSIX.status(url).permissions == AtomicFile.defaultMode())
        #expect(try POSIX.directoryEntries(dir.url) == ["note.txt"])
    }

    @Test(arguments: ["in place", "temporary and rename"])
    func changedByAnotherProgramKeepsBothVersions(style: String) async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        let known = try await save("ours v1", to: url, expecting: .absent)
        if style == "in place" {
            let handle = try FileHandle(forWritingTo: url)
            try handle.write(contentsOf: Data("THEIRS!".utf8))
            try handle.close()
        } else {
            try Data("theirs v2".utf8).write(to: dir.file(".sync-tmp"))
            try POSIX.rename(dir.file(".sync-tmp"), to: url)
        }
        let theirs = try Data(contentsOf: url)
        let error = try await #require(throws: DocumentError.self) { try await save("ours v2", to: url, expecting: .unchanged(known)) }
        #expect(error.code == .changedOnDisk)
        #expect(error.url == url)
        #expect(try Data(contentsOf: url) == theirs)
        let copy = try #require(error.conflictCopyURL)
        #expect(copy.deletingLastPathComponent().standardizedFileURL == dir.url.standardizedFileURL)
        #expect(copy.lastPathComponent.hasPrefix("note (conflicted copy "))
        #expect(copy.pathExtension == "txt")
        #expect(try Data(contentsOf: copy) == Data("ours v2".utf8))
        #expect(try POSIX.directoryEntries(dir.url).sorted() == [copy.lastPathComponent, "note.txt"].sorted())
    }

    @Test func conflictCanDiscardOurVersion() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        let known = try await save("ours", to: url, expecting: .absent)
        try Data("theirs, longer".utf8).write(to: url)
        let error = try await #require(throws: DocumentError.self) {
            try await save("ours 2", to: url, expecting: .unchanged(known), onConflict: .discard)
        }
        #expect(error.code == .changedOnDisk && error.conflictCopyURL == nil)
        #expect(try POSIX.directoryEntries(dir.url) == ["note.txt"])
    }

    @Test func deletedMeanwhileIsAConflictToo() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        let known = try await save("ours", to: url, expecting: .absent)
        try POSIX.unlink(url)
        let error = try await #require(throws: DocumentError.self) { try await save("ours 2", to: url, expecting: .unchanged(known)) }
        #expect(error.code == .changedOnDisk)
        #expect(try FileIdentity.current(of: url) == nil)
    }

    @Test func mustNotExistRefusesAndOverwriteReplaces() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("taken.txt")
        try Data("someone else's".utf8).write(to: url)
        let error = try await #require(throws: DocumentError.self) { try await save("mine", to: url, expecting: .absent) }
        #expect(error.code == .nameTaken && error.url == url)
        #expect(try Data(contentsOf: url) == Data("someone else's".utf8))
        #expect(try POSIX.directoryEntries(dir.url) == ["taken.txt"])
        _ = try await save("mine", to: url, expecting: .anything)
        #expect(try Data(contentsOf: url) == Data("mine".utf8))
    }

    @Test func failingWriterLeavesOriginalAndNoTemporaryAndNamesTheDocument() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        try Data("original".utf8).write(to: url)
        let known = try #require(try FileIdentity.current(of: url))
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.file(url, expected: known)) { temporary in
                try Data("half".utf8).write(to: temporary)
                throw CocoaError(.fileWriteOutOfSpace)
            }
        }
        #expect(error.code == .diskFull)
        #expect(error.url == url)
        #expect(try Data(contentsOf: url) == Data("original".utf8))
        #expect(try POSIX.directoryEntries(dir.url) == ["note.txt"])
    }

    @Test func beforeReplaceSeesTheOutgoingVersionAndCanKeepIt() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        let known = try await save("version 1", to: url, expecting: .absent)
        let kept = dir.file("history-1")
        try await SafeSave.save(.file(url, expected: known, retire: { current in try POSIX.link(current, to: kept) })) {
            try Data("version 2".utf8).write(to: $0)
        }
        #expect(try Data(contentsOf: kept) == Data("version 1".utf8))
        #expect(try Data(contentsOf: url) == Data("version 2".utf8))

        // A failing beforeReplace cancels the save.
        let identity = try #require(try FileIdentity.current(of: url))
        await #expect(throws: DocumentError.self) {
            try await SafeSave.save(.file(url, expected: identity, retire: { _ in throw DocumentError(.diskFull) })) {
                try Data("version 3".utf8).write(to: $0)
            }
        }
        #expect(try Data(contentsOf: url) == Data("version 2".utf8))
        #expect(try POSIX.directoryEntries(dir.url).sorted() == ["history-1", "note.txt"])
    }

    @Test func savingThroughALinkReplacesTheTargetAndKeepsTheLink() async throws {
        let dir = TemporaryDirectory()
        try Data("old".utf8).write(to: dir.file("real.txt"))
        try POSIX.symlink(target: "real.txt", at: dir.file("link.txt"))
        let known = try #require(try FileIdentity.current(of: dir.file("link.txt")))
        _ = try await save("new", to: dir.file("link.txt"), expecting: .unchanged(known))
        #expect(try POSIX.status(dir.file("link.txt")).isSymbolicLink)
        #expect(try Data(contentsOf: dir.file("real.txt")) == Data("new".utf8))
    }

    @Test func aFolderInTheWayIsNameTaken() async throws {
        let dir = TemporaryDirectory()
        try POSIX.makeDirectory(dir.file("doc"))
        let error = try await #require(throws: DocumentError.self) { try await save("x", to: dir.file("doc"), expecting: .anything) }
        #expect(error.code == .nameTaken)
    }

    @Test func leftoversOfThisDocumentOnlyAreCleaned() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("doc.txt")
        try Data("x".utf8).write(to: url)
        try Data("partial".utf8).write(to: TemporaryItem.url(beside: url))
        let staging = TemporaryItem.url(beside: url)
        try POSIX.makeDirectory(staging)
        try Data("child".utf8).write(to: staging.appendingPathComponent("c"))
        let other = TemporaryItem.url(beside: dir.file("b-doc.txt"))
        try Data("other document's".utf8).write(to: other)
        #expect(SafeSave.cleanLeftovers(for: url) == 2)
        #expect(try POSIX.directoryEntries(dir.url).sorted() == [other.lastPathComponent, "doc.txt"].sorted())
    }
}
