import Foundation
import Testing
@testable import QuireCore

@Suite struct FileWrapperReadingTests {
    @Test func readsAPackageTreeWithNamesAndContents() throws {
        let dir = TemporaryDirectory()
        let package = dir.file("board.boardpkg")
        try Disk.write("{}", package.appendingPathComponent("manifest.json"))
        try Disk.write("png", package.appendingPathComponent("stickers/one.png"))
        let wrapper = try FileWrapper(url: package)
        #expect(wrapper.isDirectory && wrapper.filename == "board.boardpkg" && wrapper.preferredFilename == "board.boardpkg")
        let children = try #require(wrapper.fileWrappers)
        #expect(children.keys.sorted() == ["manifest.json", "stickers"])
        #expect(children["manifest.json"]?.regularFileContents == Data("{}".utf8))
        #expect(children["manifest.json"]?.filename == "manifest.json")
        let sticker = children["stickers"]?.fileWrappers?["one.png"]
        #expect(sticker?.regularFileContents == Data("png".utf8))
        #expect(throws: DocumentError.self) { try FileWrapper(url: dir.file("missing")) }
    }

    @Test func symbolicLinksAreKeptAsLinksAndNeverFollowed() throws {
        let dir = TemporaryDirectory()
        let package = dir.file("pkg")
        try Disk.write("data", package.appendingPathComponent("real.txt"))
        try POSIX.symlink(target: "../../etc/passwd", at: package.appendingPathComponent("escape"))
        try POSIX.symlink(target: "/etc/passwd", at: package.appendingPathComponent("absolute"))
        try POSIX.symlink(target: ".", at: package.appendingPathComponent("loop"))
        try POSIX.symlink(target: "/", at: package.appendingPathComponent("root"))
        try POSIX.symlink(target: "missing/nowhere", at: package.appendingPathComponent("dangling"))

        let wrapper = try FileWrapper(url: package, options: .immediate)
        let children = try #require(wrapper.fileWrappers)
        let expected = ["escape": "../../etc/passwd", "absolute": "/etc/passwd", "loop": ".", "root": "/",
                        "dangling": "missing/nowhere"]
        for (name, target) in expected {
            let link = try #require(children[name])
            #expect(link.isSymbolicLink, "\(name)")
            #expect(link.regularFileContents == nil && link.fileWrappers == nil, "\(name)")
            #expect(link.symbolicLinkDestinationURL?.relativePath == target, "\(name)")
        }

        // Written back, each is again a link with the same destination, with or without an original.
        for original in [nil, package] {
            let copy = dir.file("copy-\(original == nil)")
            try wrapper.write(to: copy, options: .atomic, originalContentsURL: original)
            for (name, target) in expected {
                #expect(try POSIX.status(copy.appendingPathComponent(name)).isSymbolicLink)
                #expect(try POSIX.readLink(copy.appendingPathComponent(name)) == target)
            }
            #expect(try Disk.text(copy.appendingPathComponent("real.txt")) == "data")
        }
        // A root that is itself a link is read as a link.
        let rootLink = try FileWrapper(url: package.appendingPathComponent("escape"))
        #expect(rootLink.isSymbolicLink && rootLink.regularFileContents == nil)
    }

    @Test func pipesAreRefusedWithoutBeingOpened() throws {
        let dir = TemporaryDirectory()
        let package = dir.file("pkg")
        try Disk.write("x", package.appendingPathComponent("a.txt"))
        let fifo = package.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        // Opening a FIFO for reading would block this test forever; refusing must come from lstat.
        for options in [FileWrapper.ReadingOptions(), .immediate] {
            let error = #expect(throws: DocumentError.self) { try FileWrapper(url: package, options: options) }
            #expect(error?.code == .unsupportedType)
            #expect(error?.detail?.contains("“pipe”") == true)
            #expect(error?.detail?.contains("named pipe") == true)
        }
        let error = #expect(throws: DocumentError.self) { try FileWrapper(url: fifo, options: .immediate) }
        #expect(error?.code == .unsupportedType)
    }

    @Test func namesThatAreNotUTF8AreRefused() throws {
        let dir = TemporaryDirectory()
        try POSIX.makeDirectory(dir.file("pkg"))
        var path = Array(dir.file("pkg").path.utf8CString.dropLast()) + [CChar(bitPattern: 0x2F), CChar(bitPattern: 0xFF), 0]
        let fd = path.withUnsafeMutableBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        #expect(fd >= 0)
        close(fd)
        let error = #expect(throws: DocumentError.self) { try FileWrapper(url: dir.file("pkg")) }
        #expect(error?.code == .invalidName)
    }

    @Test func deepOrCrowdedTreesAreRefused() throws {
        let dir = TemporaryDirectory()
        var deep = dir.file("deep")
        for _ in 0..<66 { deep = deep.appendingPathComponent("d") }
        try POSIX.makeDirectories(deep)
        let deepError = #expect(throws: DocumentError.self) { try FileWrapper(url: dir.file("deep")) }
        #expect(deepError?.code == .tooLarge)

        for index in 0..<6 { try Disk.write("\(index)", dir.file("crowd/\(index)")) }
        var limits = FileWrapperLimits.standard
        limits.maximumEntries = 5
        let crowdError = #expect(throws: DocumentError.self) {
            try FileWrapper(url: dir.file("crowd"), options: [], limits: limits)
        }
        #expect(crowdError?.code == .tooLarge)
        limits.maximumEntries = 6
        #expect(try FileWrapper(url: dir.file("crowd"), options: [], limits: limits).fileWrappers?.count == 6)
    }

    /// A 50 MB sparse file: a lazy wrapper does not read it at init (it notices the file was replaced
    /// before being asked), an immediate one does; mapped and unmapped reads give every byte.
    @Test func largeFilesAreReadLazilyAndMappedByDefault() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("big.bin")
        let size = 50 * 1024 * 1024
        let fd = open(url.path, O_WRONLY | O_CREAT, 0o644)
        #expect(fd >= 0)
        #expect(ftruncate(fd, off_t(size)) == 0)
        close(fd)

        let mapped = try FileWrapper(url: url)
        let contents = try #require(mapped.regularFileContents)
        #expect(contents.count == size && contents[size - 1] == 0)

        let unmapped = try FileWrapper(url: url, options: .withoutMapping)
        #expect(unmapped.regularFileContents?.count == size)

        let lazy = try FileWrapper(url: url)
        let immediate = try FileWrapper(url: url, options: .immediate)
        try AtomicFile.write(Data("replaced".utf8), to: url)
        #expect(lazy.regularFileContents == nil)
        #expect(immediate.regularFileContents?.count == size)
        let writeError = #expect(throws: DocumentError.self) {
            try lazy.write(to: dir.file("copy.bin"), originalContentsURL: nil)
        }
        #expect(writeError?.code == .changedOnDisk)
        #expect(try Disk.temporaries(beside: dir.file("copy.bin")).isEmpty)
    }

    @Test func needsToBeUpdatedFollowsIdentityAndMatchesContentsFollowsBytes() throws {
        let dir = TemporaryDirectory()
        let package = dir.file("pkg")
        try Disk.write("one", package.appendingPathComponent("a.txt"))
        try Disk.write("two", package.appendingPathComponent("sub/b.txt"))
        try POSIX.symlink(target: "a.txt", at: package.appendingPathComponent("link"))
        // Immediate: the comparisons below must be against the bytes read, not the files being edited.
        let wrapper = try FileWrapper(url: package, options: .immediate)
        #expect(!wrapper.needsToBeUpdated(fromPath: package))
        #expect(wrapper.matchesContents(of: package))
        #expect(!wrapper.matchesContents(of: dir.file("missing")))
        #expect(FileWrapper(regularFileWithContents: Data()).needsToBeUpdated(fromPath: package))

        let other = try FileWrapper(url: package)
        try Disk.write("extra", package.appendingPathComponent("sub/c.txt"))
        #expect(other.needsToBeUpdated(fromPath: package))
        #expect(!other.matchesContents(of: package))

        let copy = dir.file("copy")
        try wrapper.write(to: copy, originalContentsURL: nil)
        #expect(!wrapper.needsToBeUpdated(fromPath: copy))
        #expect(wrapper.matchesContents(of: copy))
        try Disk.write("TWO", copy.appendingPathComponent("sub/b.txt"))
        #expect(!wrapper.matchesContents(of: copy))
        try Disk.write("two", copy.appendingPathComponent("sub/b.txt"))
        #expect(wrapper.matchesContents(of: copy))
        try Disk.write("one!", copy.appendingPathComponent("a.txt"))
        #expect(wrapper.needsToBeUpdated(fromPath: copy))
    }
}
