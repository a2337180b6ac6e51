@testable import ChecklistModel
import Foundation
import QuireCore
import Testing

/// The fast JSON path must never change what a checklist file reads as: whatever it accepts decodes
/// to exactly `JSONDecoder`'s value, and whatever it declines is left to `JSONDecoder`.
@Suite("ChecklistModel: fast JSON reader")
struct ChecklistJSONReaderTests {
    private func decoded(_ text: String) -> Checklist? {
        try? JSONDecoder().decode(Checklist.self, from: Data(text.utf8))
    }

    private func fast(_ text: String) -> Checklist? {
        ChecklistJSONReader.checklist(from: Data(text.utf8))
    }

    private func same(_ a: Checklist?, _ b: Checklist?) -> Bool {
        a?.id == b?.id && a?.items == b?.items
    }

    @Test func quiresOwnOutputTakesTheFastPathAndMatches() throws {
        let items = [
            ChecklistItem(title: "Milk"), ChecklistItem(isChecked: true, title: "Œufs “bio” 🥚"),
            ChecklistItem(title: ""), ChecklistItem(title: "tab\tquote\" backslash\\ slash/ newline\n \u{1} nul\u{0}"),
        ]
        for formatting in [JSONEncoder.OutputFormatting(), [.prettyPrinted, .sortedKeys], [.withoutEscapingSlashes]] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = formatting
            let data = try encoder.encode(Checklist(items: items))
            let fast = try #require(ChecklistJSONReader.checklist(from: data))
            #expect(same(fast, try JSONDecoder().decode(Checklist.self, from: data)))
            #expect(fast.items == items)
        }
    }

    @Test(arguments: [
        // Key order, spacing, escapes, lower-case ids, an empty list, surrogate pairs.
        #"{"items":[],"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF"}"#,
        " \r\n\t{ \"id\" : \"6f9619ff-8b86-d011-b42d-00c04fc964ff\" , \"items\" : [ ] } \n",
        #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":[{"title":"a\u00e9\ud83d\ude00\/","isChecked":false,"id":"00000000-0000-0000-0000-000000000001"}]}"#,
    ])
    func validShapesMatchJSONDecoder(text: String) throws {
        let read = try #require(fast(text))
        #expect(same(read, decoded(text)))
    }

    @Test(arguments: [
        // Left to JSONDecoder: it decides (and for errors, says where).
        #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":[],"extra":1}"#,         // unknown key (ignored by JSONDecoder)
        #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":[],"items":[]}"#,        // repeated key
        #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF"}"#,                              // missing key
        #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":null}"#,
        #"{"id":"6F9619FF8B86-D011-B42D-00C04FC964FF0","items":[]}"#,                  // dash misplaced
        #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FG","items":[]}"#,                  // not hex
        #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":[{"id":"00000000-0000-0000-0000-000000000001","isChecked":1,"title":"a"}]}"#,
        #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":[{"id":"00000000-0000-0000-0000-000000000001","isChecked":true,"title":"\ud800"}]}"#,
        #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":[{"id":"00000000-0000-0000-0000-000000000001","isChecked":true,"title":"a\q"}]}"#,
        #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":[]} x"#,                 // trailing text
        #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":[],}"#,                  // trailing comma
        #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":[{"id":"00000000-0000-0000-0000-000000000001","isChecked":true,"title":"a"},]}"#,
        #"{"\u0069d":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":[]}"#,              // escaped key
        "{\"id\":\"6F9619FF-8B86-D011-B42D-00C04FC964FF\",\"items\":[{\"id\":\"00000000-0000-0000-0000-000000000001\",\"isChecked\":true,\"title\":\"raw\ttab\"}]}",
        #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":["#,                     // truncated
        "",
    ])
    func otherTextIsLeftToJSONDecoder(text: String) {
        #expect(fast(text) == nil)
    }

    @Test func invalidUTF8IsLeftToJSONDecoder() {
        var data = Data(#"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":[{"id":"00000000-0000-0000-0000-000000000001","isChecked":true,"title":"a"#.utf8)
        data.append(contentsOf: [0xC3, 0x28])
        data.append(contentsOf: Data(#""}]}"#.utf8))
        #expect(ChecklistJSONReader.checklist(from: data) == nil)
        var bom = Data([0xEF, 0xBB, 0xBF])
        bom.append(contentsOf: Data(#"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":[]}"#.utf8))
        #expect(ChecklistJSONReader.checklist(from: bom) == nil)
    }

    /// Titles with bytes above ASCII are checked as UTF-8 (decoded, then compared with the input):
    /// each kind of malformed sequence, plain and after an escape, is declined.
    @Test(arguments: [
        [0xC3, 0x28],              // a lead byte without its continuation
        [0xF0, 0x90, 0x80, 0x41],  // a cut 4-byte sequence: one U+FFFD for three bytes, same length
        [0xE0, 0x80, 0x80],        // overlong
        [0xED, 0xA0, 0x80],        // a UTF-16 surrogate encoded
        [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
        [0xFF],
        [0xE2, 0x82],              // cut at the closing quote
    ] as [[UInt8]])
    func malformedUTF8InTitlesIsLeftToJSONDecoder(bytes: [UInt8]) {
        for prefix in ["a", #"a\n"#] {
            var data = Data(#"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","items":[{"id":"00000000-0000-0000-0000-000000000001","isChecked":true,"title":"\#(prefix)"#.utf8)
            data.append(contentsOf: bytes)
            data.append(contentsOf: Data(#""}]}"#.utf8))
            #expect(ChecklistJSONReader.checklist(from: data) == nil, "\(bytes) after \(prefix)")
        }
    }

    @Test func multiByteTitlesMatchJSONDecoder() throws {
        for title in ["é", "Œufs", "日本語のタイトル", "🥚🥚", "a\u{10FFFF}z", "mixed ascii ✓ and more"] {
            let data = try JSONEncoder().encode(Checklist(items: [ChecklistItem(title: title)]))
            let read = try #require(ChecklistJSONReader.checklist(from: data))
            #expect(read.items.first?.title == title)
            #expect(same(read, try JSONDecoder().decode(Checklist.self, from: data)))
        }
    }
}
