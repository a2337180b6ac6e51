import Foundation
import Testing
@testable import QuireCore

@Suite struct DocumentErrorJSONTests {
    struct Item: Decodable { var title: String }

    private func failure(decoding text: String) -> DocumentError? {
        let data = Data(text.utf8)
        do {
            _ = try JSONDecoder().decode([Item].self, from: data)
            return nil
        } catch let error as DecodingError {
            return DocumentError.corrupt(url: URL(fileURLWithPath: "/tmp/list.json"), json: data, decoding: error)
        } catch {
            return nil
        }
    }

    @Test func syntaxErrorsGetALineAndColumn() throws {
        let error = try #require(failure(decoding: "[\n  {\"title\": \"é\"},\n  {\"title\": x}\n]"))
        #expect(error.code == .corrupt)
        #expect(error.detail == "The text is not valid JSON at line 3, column 13: Invalid value.", "\(error.detail ?? "")")
    }

    @Test func aByteOrderMarkDoesNotShiftTheColumn() throws {
        let error = try #require(failure(decoding: "\u{FEFF}[x]"))
        #expect(error.detail?.contains("line 1, column 2") == true, "\(error.detail ?? "")")
    }

    @Test func deepNestingIsReportedNotFatal() throws {
        let error = try #require(failure(decoding: String(repeating: "[", count: 100_000)))
        #expect(error.code == .corrupt)
        #expect(error.detail?.contains("nested") == true, "\(error.detail ?? "")")
    }

    @Test func shapeErrorsKeepTheCodingPath() throws {
        let error = try #require(failure(decoding: #"[{"title": "a"}, {"title": 1}]"#))
        #expect(error.detail?.contains("[1].title") == true, "\(error.detail ?? "")")
    }

    @Test func errorsWithoutAPositionStillSayWhy() throws {
        struct Point: Decodable { var x: Double }
        let data = Data(#"{"x": 1e999}"#.utf8)
        let decoding = try #require(#expect(throws: DecodingError.self) { try JSONDecoder().decode(Point.self, from: data) })
        let error = DocumentError.corrupt(url: nil, json: data, decoding: decoding)
        #expect(error.detail == "The text is not valid JSON: Number 1e999 is not representable in Swift.", "\(error.detail ?? "")")
        #expect(try #require(failure(decoding: "")).code == .corrupt)
    }

    @Test func textPositionsCountCharactersFromOne() {
        let data = Data("ab\r\ncdé🙂x\nz".utf8)
        #expect(TextPosition(of: 0, in: data) == TextPosition(line: 1, column: 1))
        #expect(TextPosition(of: 4, in: data).line == 2)
        #expect(TextPosition(of: 4, in: data).column == 1)
        // c d é(2 bytes) 🙂(4 bytes) → x is byte 4 + 2 + 2 + 4 = 12, the fifth character.
        #expect(TextPosition(of: 12, in: data) == TextPosition(line: 2, column: 5))
        #expect(TextPosition(of: 14, in: data) == TextPosition(line: 3, column: 1))
        #expect(TextPosition(of: -3, in: data) == TextPosition(line: 1, column: 1))
        #expect(TextPosition(of: 999, in: data).line == 3)
    }
}
