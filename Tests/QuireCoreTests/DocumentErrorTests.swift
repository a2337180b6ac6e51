import Foundation
import Testing
@testable import QuireCore

@Suite struct DocumentErrorTests {
    @Test func posixErrorsMapToCodesAndNameTheFile() {
        let url = URL(fileURLWithPath: "/tmp/Notes.txt")
        let full = DocumentError.posix(ENOSPC, url: url, operation: "writing")
        #expect(full.code == .diskFull)
        #expect(full.errno == ENOSPC)
        #expect(full.message.contains("“Notes.txt”"))
        #expect(full.message.contains("/tmp/Notes.txt"))
        #expect(DocumentError.posix(ENOENT, url: url).code == .notFound)
        #expect(DocumentError.posix(EROFS, url: url).code == .readOnly)
        #expect(DocumentError.posix(EACCES, url: url).code == .permissionDenied)
        #expect(DocumentError.posix(EIO, url: url).code == .ioFailure)
    }

    @Test func wrappingNamesTheFileWhenTheErrorDoesNot() {
        let url = URL(fileURLWithPath: "/tmp/notes.txt"), other = URL(fileURLWithPath: "/tmp/other.txt")
        let anonymous = DocumentError(.corrupt, detail: "The text is not valid UTF-8")
        let wrapped = DocumentError.wrapping(anonymous, url: url)
        #expect(wrapped.url == url)
        #expect(wrapped.detail == anonymous.detail)
        #expect(wrapped.message.contains("“notes.txt” is damaged"))
        // An error that already names its file keeps it.
        #expect(DocumentError.wrapping(DocumentError(.notFound, url: other), url: url).url == other)
    }

    @Test func decodingErrorsSayWhere() throws {
        struct Item: Decodable { var title: String }
        struct List: Decodable { var items: [Item] }
        let data = Data(#"{"items":[{"title":"a"},{"name":"b"}]}"#.utf8)
        do {
            _ = try JSONDecoder().decode(List.self, from: data)
            Issue.record("decoding should fail")
        } catch let error as DecodingError {
            let wrapped = DocumentError.wrapping(error, url: URL(fileURLWithPath: "/tmp/a.checklist"))
            #expect(wrapped.code == .corrupt)
            #expect(wrapped.message.contains("title"))
            #expect(wrapped.message.contains("items[1]"))
        }
    }
}
