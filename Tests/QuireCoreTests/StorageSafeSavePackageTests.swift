import Foundation
import Testing
@testable import QuireCore

@Suite struct StorageSafeSavePackageTests {
    /// A package of `count` files spread over two folders, plus a symbolic link.
    func makePackage(in dir: TemporaryDirectory, count: Int = 100) async throws -> URL {
        let package = dir.file("Board.boardpkg")
        for folder in ["images", "strokes"] {
            try FileManager.default.createDirectory(at: package.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for index in 0..<count {
            let folder = index.isMultiple(of: 2) ? "images" : "strokes"
            try Data("file \(index)\n".utf8).write(to: package.appendingPathComponent("\(folder)/f\(index).bin"))
        }
        try POSIX.symlink(target: "images/f0.bin", at: package.appendingPathComponent("cover"))
        return package
    }

    func inodes(of package: URL) async throws -> [String: UInt64] {
        var result: [String: UInt64] = [:]
        try PackageTree.walk(package, document: package) { entry in
            if entry.status.isRegularFile { result[entry.path] = entry.status.inode }
        }
        return result
    }

    @Test func incrementalSaveLinksEveryUnchangedChild() async throws {
        let dir = TemporaryDirectory()
        let package = try await makePackage(in: dir)
        #expect(chmod(package.path, 0o750) == 0)
        #expect(chmod(package.appendingPathComponent("strokes").path, 0o700) == 0)
        let known = try #require(try FileIdentity.current(of: package))
        let before = try await inodes(of: package)
        #expect(before.count == 100)

        let identity = try await SafeSave.save(.package(package, expected: known, cloneExisting: true)) { staging in
            try Data("changed\n".utf8).write(to: staging.appendingPathComponent("images/f4.bin"), options: .atomic)
            try FileManager.default.removeItem(at: staging.appendingPathComponent("strokes/f7.bin"))
        }

        let after = try await inodes(of: package)
        #expect(after["strokes/f7.bin"] == nil)
        #expect(try Data(contentsOf: package.appendingPathComponent("images/f4.bin")) == Data("changed\n".utf8))
        #expect(after["images/f4.bin"] != before["images/f4.bin"])
        for (path, inode) in before where path != "images/f4.bin" && path != "strokes/f7.bin" {
            #expect(after[path] == inode, "\(path) was rewritten instead of linked")
        }
        #expect(after.count == 99)
        #expect(try POSIX.readLink(package.appendingPathComponent("cover")) == "images/f0.bin")
        #expect(try POSIX.status(package).permissions == 0o750)
        #expect(try POSIX.status(package.appendingPathComponent("strokes")).permissions == 0o700)
        #expect(try POSIX.directoryEntries(dir.url) == ["Board.boardpkg"])
        #expect(try identity.matchesDisk(at: package))
        #expect(try FileIdentity.current(of: package) == identity)

        // The returned identity is good for the next save.
        try await SafeSave.save(.package(package, expected: identity, cloneExisting: true)) { staging in
            try Data("again\n".utf8).write(to: staging.appendingPathComponent("images/f4.bin"), options: .atomic)
        }
        #expect(try Data(contentsOf: package.appendingPathComponent("images/f4.bin")) == Data("again\n".utf8))
    }

    @Test func inPlaceModificationOfALinkedChildFailsTheSave() async throws {
        let dir = TemporaryDirectory()
        let package = try await makePackage(in: dir, count: 4)
        let known = try #require(try FileIdentity.current(of: package))
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.package(package, expected: known, cloneExisting: true)) { staging in
                let handle = try FileHandle(forWritingTo: staging.appendingPathComponent("images/f2.bin"))
                try handle.seekToEnd()
                try handle.write(contentsOf: Data("appended in place".utf8))
                try handle.close()
            }
        }
        #expect(error.code == .ioFailure)
        #expect(error.url == package)
        #expect(error.detail?.contains("images/f2.bin") == true)
        #expect(try POSIX.directoryEntries(dir.url) == ["Board.boardpkg"])
        // The hazard the check exists for: the shared inode means the current version changed too.
        #expect(try Data(contentsOf: package.appendingPathComponent("images/f2.bin")) == Data("file 2\nappended in place".utf8))
    }

    /// A writer's in-place change to a shared file, beside a proper replacement, fails the save before
    /// the swap: the original package (its root folder) stays at the path, our version is dropped, no
    /// conflict copy, and the error names the writer's fault.
    @Test func inPlaceWriteToASharedFileFailsTheSaveBeforeTheSwap() async throws {
        let dir = TemporaryDirectory()
        let package = try await makePackage(in: dir, count: 6)
        let known = try #require(try FileIdentity.current(of: package))
        let root = try POSIX.status(package).inode
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.package(package, expected: known, cloneExisting: true)) { staging in
                try Data("ours\n".utf8).write(to: staging.appendingPathComponent("strokes/f1.bin"), options: .atomic)
                let handle = try FileHandle(forWritingTo: staging.appendingPathComponent("images/f4.bin"))
                try handle.write(contentsOf: Data("FILE 4, then more\n".utf8))
                try handle.close()
            }
        }
        #expect(error.code == .ioFailure)
        #expect(error.detail?.contains("changed “images/f4.bin” in place") == true)
        #expect(error.conflictCopyURL == nil)
        #expect(try POSIX.status(package).inode == root)
        #expect(try POSIX.directoryEntries(dir.url) == ["Board.boardpkg"])
        #expect(try Data(contentsOf: package.appendingPathComponent("strokes/f1.bin")) == Data("file 1\n".utf8))
        // The shared inode was changed under the saved version too: the hazard the alarm is for.
        #expect(try Data(contentsOf: package.appendingPathComponent("images/f4.bin")) == Data("FILE 4, then more\n".utf8))
    }

    @Test func firstSaveCreatesAndMustNotExistRefuses() async throws {
        let dir = TemporaryDirectory()
        let package = dir.file("New.boardpkg")
        let identity = try await SafeSave.save(.package(package, expected: nil, cloneExisting: true)) { staging in
            try Data("{}".utf8).write(to: staging.appendingPathComponent("manifest.json"))
        }
        #expect(identity.children.map(\.path) == ["manifest.json"])
        #expect(try POSIX.status(package).permissions == AtomicFile.defaultMode(directory: true))
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.package(package, expected: nil, cloneExisting: false)) { _ in }
        }
        #expect(error.code == .nameTaken)
        #expect(try POSIX.directoryEntries(package) == ["manifest.json"])
        #expect(try POSIX.directoryEntries(dir.url) == ["New.boardpkg"])
    }

    @Test func changedByAnotherProgramKeepsBothVersions() async throws {
        let dir = TemporaryDirectory()
        let package = try await makePackage(in: dir, count: 4)
        let known = try #require(try FileIdentity.current(of: package))
        try Data("theirs".utf8).write(to: package.appendingPathComponent("images/f0.bin"), options: .atomic)
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.package(package, expected: known, cloneExisting: true)) { staging in
                try Data("ours".utf8).write(to: staging.appendingPathComponent("strokes/f1.bin"), options: .atomic)
            }
        }
        #expect(error.code == .changedOnDisk)
        let copy = try #require(error.conflictCopyURL)
        #expect(copy.lastPathComponent.hasPrefix("Board (conflicted copy "))
        #expect(copy.pathExtension == "boardpkg")
        #expect(try Data(contentsOf: copy.appendingPathComponent("strokes/f1.bin")) == Data("ours".utf8))
        // Ours was staged from a clone made at save time: it has their file too.
        #expect(try Data(contentsOf: copy.appendingPathComponent("images/f0.bin")) == Data("theirs".utf8))
        #expect(try Data(contentsOf: package.appendingPathComponent("images/f0.bin")) == Data("theirs".utf8))
        #expect(try Data(contentsOf: package.appendingPathComponent("strokes/f1.bin")) == Data("file 1\n".utf8))
        #expect(try POSIX.directoryEntries(dir.url).sorted() == ["Board.boardpkg", copy.lastPathComponent].sorted())
    }

    /// The clone's walk answers the pre-swap check: a deep child edited in place (same inode, new
    /// size) before the save is a conflict, and nothing is swapped.
    @Test func aDeepChildEditedInPlaceBeforeTheSaveIsSeenByTheClone() async throws {
        let dir = TemporaryDirectory()
        let package = try await makePackage(in: dir, count: 4)
        let known = try #require(try FileIdentity.current(of: package))
        let handle = try FileHandle(forWritingTo: package.appendingPathComponent("strokes/f3.bin"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("more".utf8))
        try handle.close()
        // An exchange and its undoing would bring the same folder back, with a new ctime.
        let root = try POSIX.status(package)
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.package(package, expected: known, cloneExisting: true, onConflict: .discard)) { staging in
                try Data("ours".utf8).write(to: staging.appendingPathComponent("strokes/f1.bin"), options: .atomic)
            }
        }
        #expect(error.code == .changedOnDisk)
        let after = try POSIX.status(package)
        #expect(after.inode == root.inode && after.changeSeconds == root.changeSeconds
                && after.changeNanoseconds == root.changeNanoseconds, "never swapped")
        #expect(try Data(contentsOf: package.appendingPathComponent("strokes/f3.bin")) == Data("file 3\nmore".utf8))
        #expect(try POSIX.directoryEntries(dir.url) == ["Board.boardpkg"])
    }

    /// A change made after the clone walked the package (while the writer runs) is caught by the swap,
    /// which compares every child of what it took out: their version goes back, ours to a copy.
    @Test func aChangeWhileTheWriterRunsIsCaughtByTheSwap() async throws {
        let dir = TemporaryDirectory()
        let package = try await makePackage(in: dir, count: 4)
        let known = try #require(try FileIdentity.current(of: package))
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.package(package, expected: known, cloneExisting: true)) { staging in
                try Data("theirs".utf8).write(to: package.appendingPathComponent("images/f2.bin"), options: .atomic)
                try Data("ours".utf8).write(to: staging.appendingPathComponent("strokes/f1.bin"), options: .atomic)
            }
        }
        #expect(error.code == .changedOnDisk)
        let copy = try #require(error.conflictCopyURL)
        #expect(try Data(contentsOf: copy.appendingPathComponent("strokes/f1.bin")) == Data("ours".utf8))
        #expect(try Data(contentsOf: package.appendingPathComponent("images/f2.bin")) == Data("theirs".utf8))
        #expect(try Data(contentsOf: package.appendingPathComponent("strokes/f1.bin")) == Data("file 1\n".utf8))
    }

    @Test func failingWriterRemovesStagingAndLeavesOriginal() async throws {
        let dir = TemporaryDirectory()
        let package = try await makePackage(in: dir, count: 4)
        let known = try #require(try FileIdentity.current(of: package))
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.package(package, expected: known, cloneExisting: true)) { staging in
                try FileManager.default.removeItem(at: staging.appendingPathComponent("images"))
                throw CocoaError(.fileWriteNoPermission)
            }
        }
        #expect(error.code == .permissionDenied && error.url == package)
        #expect(try known.matchesDisk(at: package))
        #expect(try POSIX.directoryEntries(dir.url) == ["Board.boardpkg"])
    }

    @Test func withoutCloningTheWriterStartsEmpty() async throws {
        let dir = TemporaryDirectory()
        let package = try await makePackage(in: dir, count: 4)
        try await SafeSave.save(SafeSave.Request(url: package, expectation: .anything, shape: .package(cloneExisting: false))) { staging in
            #expect(try POSIX.directoryEntries(staging).isEmpty)
            try Data("only".utf8).write(to: staging.appendingPathComponent("only.txt"))
        }
        #expect(try POSIX.directoryEntries(package) == ["only.txt"])
        #expect(try POSIX.directoryEntries(dir.url) == ["Board.boardpkg"])
    }
}
