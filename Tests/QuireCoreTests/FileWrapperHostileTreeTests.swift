import Foundation
import Testing
@testable import QuireCore

/// Trees `make fuzz` (FuzzFileWrapper) and issue 7's hostile-package list produce, read and written
/// back by `FileWrapper`.
@Suite struct FileWrapperHostileTreeTests {
    /// A link whose destination is not UTF-8 was read lossily, so writing the wrapper back silently
    /// pointed the link at “\u{FFFD}”. It is refused now, like a name that is not UTF-8.
    @Test func aLinkDestinationThatIsNotUTF8IsRefused() throws {
        let dir = TemporaryDirectory()
        try POSIX.makeDirectory(dir.file("pkg"))
        let link = dir.file("pkg/link")
        let target: [CChar] = [CChar(bitPattern: 0x61), CChar(bitPattern: 0xFF), 0]
        #expect(target.withUnsafeBufferPointer { symlink($0.baseAddress!, link.path) } == 0)
        for url in [dir.file("pkg"), link] {
            let error = #expect(throws: DocumentError.self) { try FileWrapper(url: url) }
            #expect(error?.code == .invalidName)
            #expect(error?.detail?.contains("symbolic link") == true, "\(error?.detail ?? "")")
        }
    }

    /// Names may hold newlines, tabs, quotes and non-ASCII: all read, written and read back exactly,
    /// with unchanged files hard-linked from the original.
    @Test func namesWithNewlinesRoundTrip() throws {
        let dir = TemporaryDirectory()
        let names = ["line\nbreak.txt", "tab\there", "quote\"d", "żółw 🐢", " leading space", "trailing."]
        try POSIX.makeDirectory(dir.file("pkg"))
        for (index, name) in names.enumerated() {
            try Data("\(index)".utf8).write(to: dir.file("pkg").appendingPathComponent(name), options: [])
        }
        let wrapper = try FileWrapper(url: dir.file("pkg"))
        #expect(wrapper.fileWrappers.map { Set($0.keys) } == Set(names))
        try wrapper.write(to: dir.file("copy"), options: .atomic, originalContentsURL: dir.file("pkg"))
        let copy = try FileWrapper(url: dir.file("copy"))
        for (index, name) in names.enumerated() {
            #expect(copy.fileWrappers?[name]?.regularFileContents == Data("\(index)".utf8), "\(name)")
            #expect(try POSIX.status(dir.file("copy").appendingPathComponent(name)).inode
                    == POSIX.status(dir.file("pkg").appendingPathComponent(name)).inode, "hard-linked")
        }
    }
}
