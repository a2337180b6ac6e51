import Foundation
import NotesModel
import QuireCore
import Testing

@Suite("NotesModel: TextDocument")
struct TextDocumentTests {
    private func write(_ document: TextDocument, to url: URL) throws {
        let wrapper = try document.fileWrapper(configuration: .init(contentType: .plainText, existingFile: nil))
        try wrapper.write(to: url, options: [], originalContentsURL: nil)
    }

    private func read(_ url: URL) throws -> TextDocument {
        let wrapper = try FileWrapper(url: url, options: [])
        return try TextDocument(configuration: .init(contentType: .plainText, file: wrapper))
    }

    @Test func readsAndWritesPlainText() {
        #expect(TextDocument.readableContentTypes == [.plainText])
        #expect(TextDocument.writableContentTypes == [.plainText])
        #expect(TextDocument().text == "")
    }

    @Test func roundTripKeepsEveryByte() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("note.txt")
        let text = "Groceries 🛒\r\n- oat milk 🥛\r\n- 👩‍👩‍👧 family pack\nnaïve café\u{0}end\r\n"
        try write(TextDocument(text: text), to: url)

        #expect(try Data(contentsOf: url) == Data(text.utf8), "UTF-8, CRLF kept as written, no BOM added")
        let reread = try read(url)
        #expect(reread.text == text)
        #expect(reread.text.utf8.elementsEqual(text.utf8), "CRLF not normalised")
    }

    @Test func emptyFileIsEmptyText() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("empty.txt")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data()))
        #expect(try read(url).text == "")
    }

    /// Opens `url` as a window does: the seed's `init(configuration:)`, its error explained by Quire.
    @MainActor
    private func open(_ url: URL) async throws -> DocumentSession {
        let home = TemporaryDirectory("quire-notes-home")
        let environment = DocumentEnvironment(appID: "org.quire.tests.Notes", dataHome: home.url, recentsFile: .some(nil))
        return try await DocumentSession.open(url, kinds: [.fileDocument(TextDocument.self) { TextDocument() }],
                                              environment: environment)
    }

    @Test(arguments: [
        // (bytes, offset, line, column, byte)
        (Array("ab\ncdé".utf8) + [0xFF] + Array("xyz".utf8), 7, 2, 4, "0xFF"),
        (Array("abc".utf8) + [0xE2, 0x82], 3, 1, 4, "0xE2"),          // truncated at the end
        (Array("x\r\n\r\ny".utf8) + [0xC0, 0xAF], 6, 3, 2, "0xC0"),    // overlong “/”
        (Array("🙂".utf8) + [0xED, 0xA0, 0x80], 4, 1, 2, "0xED"),      // a UTF-16 surrogate
        ([0x80], 0, 1, 1, "0x80"),                                     // a lone continuation byte
        (Array("ok".utf8) + [0xE2, 0x28, 0xA1], 2, 1, 3, "0xE2"),      // bad continuation
    ])
    @MainActor
    func invalidUTF8SaysWhere(bytes: [UInt8], offset: Int, line: Int, column: Int, byte: String) async throws {
        let folder = TemporaryDirectory()
        let url = folder.file("bad.txt")
        try Data(bytes).write(to: url)

        // The seed's reader says only that the file is corrupt; opening it says where.
        #expect(throws: CocoaError.self) { try read(url) }
        let error = await #expect(throws: DocumentError.self) { try await open(url) }
        #expect(error?.code == .corrupt)
        let message = error?.message ?? ""
        #expect(message.contains("not valid UTF-8"), "\(message)")
        #expect(message.contains("byte \(byte) at offset \(offset)"), "\(message)")
        #expect(message.contains("(line \(line), column \(column))"), "\(message)")
        #expect(try Data(contentsOf: url) == Data(bytes), "reading never changes the file")
    }

    @Test func aFolderIsNotANote() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("folder.txt")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        try Data("inside".utf8).write(to: url.appendingPathComponent("a.txt"))
        #expect(throws: CocoaError(.fileReadCorruptFile)) { try read(url) }
    }

    @Test func aSymbolicLinkIsNotReadThrough() throws {
        let folder = TemporaryDirectory()
        try Data("secret".utf8).write(to: folder.file("target.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.txt").path, withDestinationPath: "target.txt")
        #expect(throws: CocoaError(.fileReadCorruptFile)) { try read(folder.file("link.txt")) }
    }

    @Test func largeTextRoundTrips() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("large.txt")
        let text = String(repeating: "Zeile mit Umlauten äöü und 🎉\r\n", count: 20_000)
        try write(TextDocument(text: text), to: url)
        #expect(try read(url).text == text)
    }
}
