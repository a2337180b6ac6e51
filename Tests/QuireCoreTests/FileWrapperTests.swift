import Foundation
import Testing
@testable import QuireCore

/// Builds small real trees for the FileWrapper suites and inspects what was written.
enum Disk {
    static func write(_ text: String, _ url: URL) throws {
        try POSIX.makeDirectories(url.deletingLastPathComponent())
        try Data(text.utf8).write(to: url)
    }

    static func text(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

    static func inode(_ url: URL) throws -> UInt64 { try POSIX.status(url).inode }

    /// Every path under `url` with its kind and bytes (or link destination), for "untouched" checks.
    static func listing(_ url: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ folder: URL, _ prefix: String) throws {
            for name in try POSIX.directoryEntries(folder) {
                let child = folder.appendingPathComponent(name)
                let status = try POSIX.status(child)
                let key = prefix + name
                if status.isDirectory {
                    result[key] = "dir \(status.inode)"
                    try walk(child, key + "/")
                } else if status.isSymbolicLink {
                    result[key] = "link " + (try POSIX.readLink(child))
                } else {
                    result[key] = "file \(status.inode) " + (try Data(contentsOf: child)).base64EncodedString()
                }
            }
        }
        try walk(url, "")
        return result
    }

    static func temporaries(beside url: URL) throws -> [String] {
        try POSIX.directoryEntries(url.deletingLastPathComponent()).filter(TemporaryItem.isTemporary)
    }
}

@Suite struct FileWrapperTests {
    @Test func kindsAndContentsOfWrappersMadeInMemory() {
        let file = FileWrapper(regularFileWithContents: Data("hello".utf8))
        #expect(file.isRegularFile && !file.isDirectory && !file.isSymbolicLink)
        #expect(file.regularFileContents == Data("hello".utf8))
        #expect(file.fileWrappers == nil && file.symbolicLinkDestinationURL == nil)
        #expect(file.filename == nil && file.preferredFilename == nil)

        let link = FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "../../etc/passwd"))
        #expect(link.isSymbolicLink && link.regularFileContents == nil)
        #expect(link.symbolicLinkDestinationURL?.relativePath == "../../etc/passwd")

        let folder = FileWrapper(directoryWithFileWrappers: ["doc.json": file])
        #expect(folder.isDirectory && folder.regularFileContents == nil)
        #expect(file.preferredFilename == "doc.json")
        #expect(folder.fileWrappers?["doc.json"] === file)
    }

    @Test func addingUniquesKeysLikeFinderAndRemovingByIdentity() {
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        let first = folder.addRegularFile(withContents: Data("1".utf8), preferredFilename: "note.txt")
        let second = folder.addRegularFile(withContents: Data("2".utf8), preferredFilename: "note.txt")
        let third = folder.addRegularFile(withContents: Data("3".utf8), preferredFilename: "note.txt")
        let noExtension = folder.addRegularFile(withContents: Data(), preferredFilename: "README")
        let again = folder.addRegularFile(withContents: Data(), preferredFilename: "README")
        let nested = folder.addRegularFile(withContents: Data(), preferredFilename: "a/b.png")
        let nestedAgain = folder.addRegularFile(withContents: Data(), preferredFilename: "a/b.png")
        #expect([first, second, third] == ["note.txt", "note 2.txt", "note 3.txt"])
        #expect([noExtension, again] == ["README", "README 2"])
        #expect([nested, nestedAgain] == ["a/b.png", "a/b 2.png"])

        let unnamed = FileWrapper(regularFileWithContents: Data())
        #expect(folder.addFileWrapper(unnamed) == "Untitled")
        let child = folder.fileWrappers?["note 2.txt"]
        #expect(child?.regularFileContents == Data("2".utf8))
        if let child {
            #expect(folder.keyForChildFileWrapper(child) == "note 2.txt")
            #expect(folder.keyForFileWrapper(child) == "note 2.txt")
            folder.removeFileWrapper(child)
            #expect(folder.keyForChildFileWrapper(child) == nil)
        }
        #expect(folder.fileWrappers?.count == 7)
        #expect(FileWrapper(regularFileWithContents: Data()).addFileWrapper(unnamed) == "")
    }

    @Test func fileAttributesAreAppliedWhenWrittenAndReadBack() throws {
        let dir = TemporaryDirectory()
        let file = FileWrapper(regularFileWithContents: Data("x".utf8))
        let date = Date(timeIntervalSince1970: 1_000_000_000)
        file.fileAttributes = [
            FileAttributeKey.posixPermissions.rawValue: NSNumber(value: 0o600),
            FileAttributeKey.modificationDate.rawValue: date,
        ]
        let folder = FileWrapper(directoryWithFileWrappers: ["secret": file])
        folder.fileAttributes = [FileAttributeKey.posixPermissions.rawValue: 0o750]
        let url = dir.file("pkg")
        try folder.write(to: url, originalContentsURL: nil)
        let status = try POSIX.status(url.appendingPathComponent("secret"))
        #expect(status.permissions == 0o600)
        #expect(status.modificationDate == date)
        #expect(try POSIX.status(url).permissions == 0o750)

        let read = try FileWrapper(url: url.appendingPathComponent("secret"))
        #expect(read.fileAttributes[FileAttributeKey.posixPermissions.rawValue] as? Int == 0o600)
        #expect(read.fileAttributes[FileAttributeKey.modificationDate.rawValue] as? Date == date)
        #expect(read.fileAttributes[FileAttributeKey.size.rawValue] as? Int == 1)
        #expect(read.fileAttributes[FileAttributeKey.type.rawValue] as? FileAttributeType == .typeRegular)
    }

    @Test func newItemsGetDefaultModesLessUmask() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("pkg")
        try FileWrapper(directoryWithFileWrappers: [
            "a/b.txt": FileWrapper(regularFileWithContents: Data("b".utf8)),
        ]).write(to: url, options: .atomic, originalContentsURL: nil)
        #expect(try POSIX.status(url).permissions == AtomicFile.defaultMode(directory: true))
        #expect(try POSIX.status(url.appendingPathComponent("a")).permissions == AtomicFile.defaultMode(directory: true))
        #expect(try POSIX.status(url.appendingPathComponent("a/b.txt")).permissions == AtomicFile.defaultMode())
    }

    @Test func wrappersCrossTasksAndTolerateConcurrentMutation() async throws {
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask { folder.addRegularFile(withContents: Data([UInt8(index)]), preferredFilename: "item") }
            }
        }
        #expect(folder.fileWrappers?.count == 50)
        let dir = TemporaryDirectory()
        let url = dir.file("pkg")
        try await Task.detached { try folder.write(to: url, originalContentsURL: nil) }.value
        #expect(try POSIX.directoryEntries(url).count == 50)
    }

    @Test func readFromReplacesTheWrapperContents() throws {
        let dir = TemporaryDirectory()
        try Disk.write("new", dir.file("pkg/x.txt"))
        let wrapper = FileWrapper(regularFileWithContents: Data("old".utf8))
        wrapper.preferredFilename = "kept"
        try wrapper.read(from: dir.file("pkg"), options: .immediate)
        #expect(wrapper.isDirectory)
        #expect(wrapper.fileWrappers?["x.txt"]?.regularFileContents == Data("new".utf8))
        #expect(wrapper.preferredFilename == "kept" && wrapper.filename == "pkg")
        #expect(throws: DocumentError.self) { try wrapper.read(from: dir.file("missing")) }
        #expect(wrapper.isDirectory)
    }

    @Test func appsCanSubclass() throws {
        final class TaggedWrapper: FileWrapper, @unchecked Sendable {
            // @unchecked: `tag` is set once, before the wrapper is shared.
            var tag = ""
        }
        let wrapper = TaggedWrapper(regularFileWithContents: Data("t".utf8))
        wrapper.tag = "cover"
        let dir = TemporaryDirectory()
        try wrapper.write(to: dir.file("t.txt"), options: .withNameUpdating, originalContentsURL: nil)
        #expect(wrapper.filename == "t.txt" && wrapper.tag == "cover")
    }
}
