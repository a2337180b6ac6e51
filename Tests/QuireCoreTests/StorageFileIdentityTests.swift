import Foundation
import Testing
@testable import QuireCore

@Suite struct StorageFileIdentityTests {
    @Test func nothingThereIsNil() throws {
        let dir = TemporaryDirectory()
        #expect(try FileIdentity.current(of: dir.file("missing")) == nil)
        #expect(try FileIdentity.current(of: dir.file("missing/below")) == nil)
    }

    @Test func smallFileHasDigestAndMatchesItself() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("a.txt")
        try Data("hello".utf8).write(to: url)
        let identity = try #require(try FileIdentity.current(of: url))
        #expect(identity.kind == .file)
        #expect(identity.size == 5)
        #expect(identity.digest != nil)
        #expect(try identity.matchesDisk(at: url))
        let decoded = try JSONDecoder().decode(FileIdentity.self, from: JSONEncoder().encode(identity))
        #expect(decoded == identity)
    }

    @Test func inPlaceEditOfSameSizeIsNoticed() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("a.txt")
        try Data("hello".utf8).write(to: url)
        let identity = try #require(try FileIdentity.current(of: url))
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: Data("HELLO".utf8))
        try handle.close()
        #expect(try identity.matchesDisk(at: url) == false)
    }

    @Test func editWithRestoredTimestampsIsNoticedByTheDigest() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("a.txt")
        try Data("hello".utf8).write(to: url)
        let identity = try #require(try FileIdentity.current(of: url))
        let before = try POSIX.status(url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: Data("jello".utf8))
        try handle.close()
        var times = [
            timespec(tv_sec: before.modificationSeconds, tv_nsec: before.modificationNanoseconds),
            timespec(tv_sec: before.modificationSeconds, tv_nsec: before.modificationNanoseconds),
        ]
        #expect(utimensat(AT_FDCWD, url.path, &times, 0) == 0)
        #expect(try POSIX.status(url).modificationNanoseconds == before.modificationNanoseconds)
        #expect(try identity.matchesDisk(at: url) == false)
    }

    @Test func syncToolRenameIsNoticed() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("a.txt")
        try Data("hello".utf8).write(to: url)
        let identity = try #require(try FileIdentity.current(of: url))
        try Data("hello".utf8).write(to: dir.file(".sync-tmp"))
        try POSIX.rename(dir.file(".sync-tmp"), to: url)
        #expect(try identity.matchesDisk(at: url) == false)
    }

    @Test func metadataOnlyChangeIsNotAConflictWhenTheDigestAgrees() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("a.txt")
        try Data("hello".utf8).write(to: url)
        let identity = try #require(try FileIdentity.current(of: url))
        #expect(chmod(url.path, 0o600) == 0)
        try POSIX.link(url, to: dir.file("extra-link"))
        #expect(try identity.matchesDisk(at: url))
    }

    @Test func largeFileHasNoDigestAndCtimeDecides() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("big.bin")
        try Data(count: Int(FileIdentity.digestLimit) + 1).write(to: url)
        let identity = try #require(try FileIdentity.current(of: url))
        #expect(identity.digest == nil)
        #expect(try identity.matchesDisk(at: url))
        #expect(chmod(url.path, 0o600) == 0)
        #expect(try identity.matchesDisk(at: url) == false)
    }

    @Test func packageChildSetIsCompared() throws {
        let dir = TemporaryDirectory()
        let package = dir.file("doc.pkg")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try Data("m".utf8).write(to: package.appendingPathComponent("manifest.json"))
        try Data("a".utf8).write(to: package.appendingPathComponent("assets/a.png"))
        let identity = try #require(try FileIdentity.current(of: package))
        #expect(identity.kind == .directory)
        #expect(identity.children.map(\.path) == ["assets", "assets/a.png", "manifest.json"])
        // A transient entry that came and went (an atomic write's temporary) is not a change.
        try Data("t".utf8).write(to: package.appendingPathComponent("assets/.tmp"))
        try POSIX.unlink(package.appendingPathComponent("assets/.tmp"))
        #expect(try identity.matchesDisk(at: package))
        try Data("b".utf8).write(to: package.appendingPathComponent("assets/a.png"), options: .atomic)
        #expect(try identity.matchesDisk(at: package) == false)
    }

    @Test func linksInsideAPackageAreNotFollowed() throws {
        let dir = TemporaryDirectory()
        let package = dir.file("doc.pkg")
        try POSIX.makeDirectory(package)
        try POSIX.symlink(target: "/", at: package.appendingPathComponent("escape"))
        let identity = try #require(try FileIdentity.current(of: package))
        #expect(identity.children.map(\.kind) == [.symbolicLink])
    }

    @Test func aLinkToTheDocumentIsFollowed() throws {
        let dir = TemporaryDirectory()
        try Data("hello".utf8).write(to: dir.file("real.txt"))
        try POSIX.symlink(target: "real.txt", at: dir.file("link.txt"))
        let viaLink = try #require(try FileIdentity.current(of: dir.file("link.txt")))
        #expect(viaLink == (try FileIdentity.current(of: dir.file("real.txt"))))
    }
}
