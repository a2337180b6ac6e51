import Foundation
import Testing
@testable import QuireCore

@Suite struct AtomicFileTests {
    @Test func replacesContentKeepsModeAndLeavesNoTemporary() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        try Data("old".utf8).write(to: url)
        chmod(url.path, 0o640)
        let before = try POSIX.status(url)
        try AtomicFile.write(Data("new".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
        let after = try POSIX.status(url)
        #expect(after.inode != before.inode)
        #expect(after.permissions == 0o640)
        #expect(try POSIX.directoryEntries(dir.url) == ["note.txt"])
    }

    @Test func exchangeSwapsDirectoriesAtomically() throws {
        let dir = TemporaryDirectory()
        let a = dir.file("a"), b = dir.file("b")
        try POSIX.makeDirectory(a)
        try POSIX.makeDirectory(b)
        try Data("A".utf8).write(to: a.appendingPathComponent("x"))
        try Data("B".utf8).write(to: b.appendingPathComponent("x"))
        try POSIX.exchange(a, b)
        #expect(try Data(contentsOf: a.appendingPathComponent("x")) == Data("B".utf8))
        #expect(throws: DocumentError.self) { try POSIX.renameNoReplace(a, to: b) }
    }

    @Test func leftoverTemporariesAreFoundAndRemoved() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("doc.txt")
        try Data("x".utf8).write(to: url)
        try Data("partial".utf8).write(to: TemporaryItem.url(beside: url))
        #expect(SafeSave.cleanLeftovers(for: url) == 1)
        #expect(try POSIX.directoryEntries(dir.url) == ["doc.txt"])
    }
}
