import Foundation
import Testing
import QuireCore

/// A reader written as the seeds write theirs says only `CocoaError(.fileReadCorruptFile)` or hands
/// on `JSONDecoder`'s error; Quire's `DocumentError` names the file and, from what it read, the fault.
@Suite struct DocumentErrorReadingTests {
    let folder = TemporaryDirectory()

    /// Reads `url` as `contentType` with the seeds' reader closure: the bytes, or `fileReadCorruptFile`;
    /// `decode` (the seed 001 way) when given.
    private func failure(_ url: URL, as contentType: UTType,
                         decode: (@Sendable (Data) throws -> Void)? = nil) async -> DocumentError? {
        let reader = FileWrapperDocumentReader<Int>(DocumentReadConfiguration(contentType: contentType, fileURL: url)) { file in
            guard let data = file.regularFileContents, String(data: data, encoding: .utf8) != nil else {
                throw CocoaError(.fileReadCorruptFile)
            }
            try decode?(data)
            return data.count
        }
        let before = try? Data(contentsOf: url)
        let error = await #expect(throws: DocumentError.self) {
            _ = try await reader.read(from: url, progress: ProgressManager(totalCount: 1).subprogress(assigningCount: 1))
        }
        #expect((try? Data(contentsOf: url)) == before, "reading never changes the file")
        #expect(error?.url == url)
        return error
    }

    @Test func aFolderWhereTheTypeIsAFileSaysSo() async throws {
        let url = folder.file("Folder.txt")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        let error = await failure(url, as: .plainText)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("It is a folder, not a file") == true, "\(error?.message ?? "")")
    }

    @Test func aLinkWhereTheTypeIsAFileSaysSo() async throws {
        try Data("secret".utf8).write(to: folder.file("target.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.txt").path, withDestinationPath: "target.txt")
        let error = await failure(folder.file("link.txt"), as: .plainText)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("It is a symbolic link, not a file") == true, "\(error?.message ?? "")")
    }

    @Test func textThatIsNotUTF8SaysWhere() async throws {
        let url = folder.file("bad.txt")
        try Data(Array("ab\ncdé".utf8) + [0xFF] + Array("xyz".utf8)).write(to: url)
        let error = await failure(url, as: .plainText)
        #expect(error?.code == .corrupt)
        let message = error?.message ?? ""
        #expect(message.contains("not valid UTF-8: byte 0xFF at offset 7 (line 2, column 4)"), "\(message)")
    }

    @Test func bytesOfATypeThatIsNotTextGetNoTextDiagnosis() async throws {
        let url = folder.file("blob.data")
        try Data([0xFF, 0xFE]).write(to: url)
        let error = await failure(url, as: .data)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("UTF-8") == false, "\(error?.message ?? "")")
    }

    @Test func jsonThatDoesNotParseSaysLineAndColumn() async throws {
        struct Item: Decodable { var title: String }
        let url = folder.file("broken.json")
        try Data("[\n  {\"title\": \"a\"},\n  oops\n]".utf8).write(to: url)
        let error = await failure(url, as: .json) { _ = try JSONDecoder().decode([Item].self, from: $0) }
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("not valid JSON at line 3, column 3") == true, "\(error?.message ?? "")")
    }
}
