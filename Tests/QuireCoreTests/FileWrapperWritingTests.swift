import Foundation
import Testing
@testable import QuireCore

@Suite struct FileWrapperWritingTests {
    /// A package like seed 002's: a manifest, a large background, stickers, and a file to delete.
    private func makePackage(_ dir: TemporaryDirectory) throws -> URL {
        let package = dir.file("board.boardpkg")
        try Disk.write("{\"v\":1}", package.appendingPathComponent("manifest.json"))
        try Disk.write(String(repeating: "B", count: 200_000), package.appendingPathComponent("background.png"))
        try Disk.write("one", package.appendingPathComponent("stickers/one.png"))
        try Disk.write("two", package.appendingPathComponent("stickers/two.png"))
        try Disk.write("old", package.appendingPathComponent("obsolete.txt"))
        return package
    }

    @Test func incrementalWriteLinksUnchangedRewritesChangedDropsRemoved() throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(dir)
        let inode = { (path: String) in try Disk.inode(package.appendingPathComponent(path)) }
        let background = try inode("background.png"), one = try inode("stickers/one.png")
        let two = try inode("stickers/two.png"), manifest = try inode("manifest.json")

        let wrapper = try FileWrapper(url: package)
        let children = try #require(wrapper.fileWrappers)
        wrapper.removeFileWrapper(try #require(children["obsolete.txt"]))
        wrapper.removeFileWrapper(try #require(children["manifest.json"]))
        let newManifest = FileWrapper(regularFileWithContents: Data("{\"v\":2}".utf8))
        newManifest.preferredFilename = "manifest.json"
        #expect(wrapper.addFileWrapper(newManifest) == "manifest.json")
        let stickers = try #require(children["stickers"])
        stickers.removeFileWrapper(try #require(stickers.fileWrappers?["two.png"]))
        stickers.addRegularFile(withContents: Data("TWO".utf8), preferredFilename: "two.png")
        // A slash key merges into the existing "stickers" folder wrapper.
        wrapper.addRegularFile(withContents: Data("three".utf8), preferredFilename: "stickers/three.png")

        try wrapper.write(to: package, options: [.atomic, .withNameUpdating], originalContentsURL: package)

        #expect(try inode("background.png") == background)
        #expect(try inode("stickers/one.png") == one)
        #expect(try inode("manifest.json") != manifest)
        #expect(try Disk.text(package.appendingPathComponent("manifest.json")) == "{\"v\":2}")
        #expect(try inode("stickers/two.png") != two)
        #expect(try Disk.text(package.appendingPathComponent("stickers/two.png")) == "TWO")
        #expect(try Disk.text(package.appendingPathComponent("stickers/three.png")) == "three")
        #expect(try POSIX.statusIfPresent(package.appendingPathComponent("obsolete.txt")) == nil)
        #expect(try POSIX.directoryEntries(package) == ["background.png", "manifest.json", "stickers"])
        #expect(try POSIX.status(package.appendingPathComponent("background.png")).linkCount == 1)
        #expect(try Disk.temporaries(beside: package).isEmpty)
        #expect(newManifest.filename == "manifest.json" && wrapper.filename == "board.boardpkg")

        // The wrappers now remember the files just written: a second save links every one of them.
        let before = try Disk.listing(package)
        #expect(!wrapper.needsToBeUpdated(fromPath: package))
        try wrapper.write(to: package, options: .atomic, originalContentsURL: package)
        let after = try Disk.listing(package)
        #expect(after.filter { $0.value.hasPrefix("file") } == before.filter { $0.value.hasPrefix("file") })
        #expect(after.keys.sorted() == before.keys.sorted())
    }

    @Test func savingToANewPlaceLinksFromTheOriginalAndLeavesItIntact() throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(dir)
        let original = try Disk.listing(package)
        let wrapper = try FileWrapper(url: package)
        let copy = dir.file("Copy.boardpkg")
        try wrapper.write(to: copy, originalContentsURL: package)
        #expect(try Disk.inode(copy.appendingPathComponent("background.png"))
            == Disk.inode(package.appendingPathComponent("background.png")))
        #expect(try Disk.listing(package) == original)
        #expect(wrapper.matchesContents(of: copy))
        // Without an original nothing is linked.
        let plain = dir.file("Plain.boardpkg")
        try wrapper.write(to: plain, originalContentsURL: nil)
        #expect(try Disk.inode(plain.appendingPathComponent("background.png"))
            != Disk.inode(copy.appendingPathComponent("background.png")))
    }

    /// Seed 000 rebuilds every wrapper on each save; files whose bytes did not change are still linked.
    @Test func freshWrappersWithUnchangedBytesAreLinked() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("notes.pkg")
        func build(_ attachment: String) -> FileWrapper {
            FileWrapper(directoryWithFileWrappers: [
                "document.json": FileWrapper(regularFileWithContents: Data("{}".utf8)),
                "attachments/a.png": FileWrapper(regularFileWithContents: Data(repeating: 7, count: 100_000)),
                "attachments/b.png": FileWrapper(regularFileWithContents: Data(attachment.utf8)),
            ])
        }
        try build("b1").write(to: url, options: .atomic, originalContentsURL: nil)
        let a = try Disk.inode(url.appendingPathComponent("attachments/a.png"))
        let b = try Disk.inode(url.appendingPathComponent("attachments/b.png"))
        try build("b2").write(to: url, options: .atomic, originalContentsURL: url)
        #expect(try Disk.inode(url.appendingPathComponent("attachments/a.png")) == a)
        #expect(try Disk.inode(url.appendingPathComponent("attachments/b.png")) != b)
        #expect(try Disk.text(url.appendingPathComponent("attachments/b.png")) == "b2")
    }

    @Test func slashKeysBecomeNestedFoldersAndReadBackAsWrappers() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("pkg")
        let wrapper = FileWrapper(directoryWithFileWrappers: [
            "document.json": FileWrapper(regularFileWithContents: Data("{}".utf8)),
            "attachments/a.png": FileWrapper(regularFileWithContents: Data("A".utf8)),
            "attachments/deeper/b.png": FileWrapper(regularFileWithContents: Data("B".utf8)),
        ])
        try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
        let read = try FileWrapper(url: url)
        let attachments = try #require(read.fileWrappers?["attachments"])
        #expect(attachments.isDirectory)
        #expect(attachments.fileWrappers?["a.png"]?.regularFileContents == Data("A".utf8))
        #expect(attachments.fileWrappers?["deeper"]?.fileWrappers?["b.png"]?.regularFileContents == Data("B".utf8))
        #expect(wrapper.matchesContents(of: url))

        let clash = FileWrapper(directoryWithFileWrappers: [
            "a": FileWrapper(regularFileWithContents: Data()),
            "a/b": FileWrapper(regularFileWithContents: Data()),
        ])
        let error = #expect(throws: DocumentError.self) { try clash.write(to: dir.file("clash"), originalContentsURL: nil) }
        #expect(error?.code == .nameTaken)
        #expect(try POSIX.statusIfPresent(dir.file("clash")) == nil)
    }

    @Test(arguments: ["", ".", "..", "/etc/passwd", "a\0b", "x/../y", "x//y", "x/", "./x"])
    func invalidChildNamesAreRefusedAndTheOriginalIsUntouched(name: String) throws {
        let dir = TemporaryDirectory()
        let package = try makePackage(dir)
        let before = try Disk.listing(package)
        let wrapper = try FileWrapper(url: package)
        wrapper.addRegularFile(withContents: Data("evil".utf8), preferredFilename: "aaa-first.txt")
        let evil = FileWrapper(regularFileWithContents: Data("evil".utf8))
        let stickers = try #require(wrapper.fileWrappers?["stickers"])
        // Behind the `addFileWrapper` uniquing: set the key directly through the initializer.
        let folder = FileWrapper(directoryWithFileWrappers: [name: evil, "stickers": stickers])
        let attempts: [(FileWrapper, FileWrapper.WritingOptions)] = [(wrapper, .atomic), (folder, .atomic), (folder, [])]
        for (target, options) in attempts {
            if target === wrapper { wrapper.addFileWrapper(folder) }
            let error = #expect(throws: DocumentError.self) {
                try target.write(to: package, options: options, originalContentsURL: package)
            }
            #expect(error?.code == .invalidName)
            let shown = name.replacingOccurrences(of: "\0", with: "\\0")
            #expect(error?.detail?.contains("“\(shown)”") == true || error?.detail?.contains("/\(shown)”") == true,
                    "\(error?.detail ?? "")")
        }
        #expect(try Disk.listing(package) == before)
        #expect(try Disk.temporaries(beside: package).isEmpty)
    }

    @Test func aFailureMidwayLeavesTheDestinationByteIdentical() throws {
        let dir = TemporaryDirectory()
        let source = try makePackage(dir)
        let destination = dir.file("dest.pkg")
        try Disk.write("keep me", destination.appendingPathComponent("precious.txt"))
        let before = try Disk.listing(destination)
        let wrapper = try FileWrapper(url: source)
        // "background.png" and "manifest.json" are written first; "stickers/one.png" has vanished.
        try POSIX.unlink(source.appendingPathComponent("stickers/one.png"))
        for options in [FileWrapper.WritingOptions.atomic, []] {
            let error = #expect(throws: DocumentError.self) {
                try wrapper.write(to: destination, options: options, originalContentsURL: destination)
            }
            #expect(error?.code == .notFound)
            #expect(error?.url == source.appendingPathComponent("stickers/one.png"))
            #expect(try Disk.listing(destination) == before)
            #expect(try Disk.temporaries(beside: destination).isEmpty)
        }
        // A file where the parent folder should be: nothing is created anywhere.
        try Disk.write("in the way", dir.file("blocker"))
        #expect(throws: DocumentError.self) {
            try FileWrapper(regularFileWithContents: Data()).write(to: dir.file("blocker/x"), options: .atomic, originalContentsURL: nil)
        }
        #expect(try Disk.text(dir.file("blocker")) == "in the way")
        // Errors name the item being written, not its hidden temporary.
        // (Twenty nested 250-byte names exceed PATH_MAX, so creating the deepest folder fails.)
        let long = String(repeating: "n", count: 250)
        let deep = FileWrapper(directoryWithFileWrappers: [
            Array(repeating: long, count: 20).joined(separator: "/"): FileWrapper(regularFileWithContents: Data()),
        ])
        let target = dir.file("deep.pkg")
        let error = #expect(throws: DocumentError.self) { try deep.write(to: target, originalContentsURL: nil) }
        #expect(error?.url?.path.hasPrefix(target.path + "/" + long) == true, "\(error?.url?.path ?? "")")
        #expect(try Disk.temporaries(beside: target).isEmpty)
    }

    @Test func writingReplacesWhateverIsThereWithoutAtomicToo() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("thing")
        try Disk.write("a file", url)
        try FileWrapper(directoryWithFileWrappers: ["x": FileWrapper(regularFileWithContents: Data("x".utf8))])
            .write(to: url, originalContentsURL: nil)
        #expect(try POSIX.status(url).isDirectory && Disk.text(url.appendingPathComponent("x")) == "x")
        try FileWrapper(regularFileWithContents: Data("file again".utf8)).write(to: url, options: .atomic, originalContentsURL: nil)
        #expect(try Disk.text(url) == "file again")
        try FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "/etc/passwd")).write(to: url, originalContentsURL: nil)
        #expect(try POSIX.readLink(url) == "/etc/passwd")
        #expect(try Disk.temporaries(beside: url).isEmpty)
    }

    @Test func aSingleFileKeepsItsModeAndAnUnchangedSaveTouchesNothing() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        try Disk.write("hello", url)
        #expect(chmod(url.path, 0o640) == 0)
        let wrapper = try FileWrapper(url: url)
        let inode = try Disk.inode(url)
        try wrapper.write(to: url, options: .atomic, originalContentsURL: url)
        #expect(try Disk.inode(url) == inode)

        try FileWrapper(regularFileWithContents: Data("changed".utf8)).write(to: url, options: .atomic, originalContentsURL: url)
        #expect(try Disk.text(url) == "changed")
        #expect(try Disk.inode(url) != inode)
        // Read from disk, the wrapper carries 0640 in its attributes; a fresh one inherits the file's.
        #expect(try POSIX.status(url).permissions == 0o640)
        #expect(try Disk.temporaries(beside: url).isEmpty)
    }

    @Test func aWrapperContainingItselfIsRefused() throws {
        let dir = TemporaryDirectory()
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        folder.addFileWrapper(folder)
        let error = #expect(throws: DocumentError.self) { try folder.write(to: dir.file("loop"), originalContentsURL: nil) }
        #expect(error?.code == .tooLarge)
        folder.removeFileWrapper(folder)
    }
}
