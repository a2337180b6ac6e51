import Foundation
import Testing
@testable import QuireCore

@Suite struct HistoryVersionRecordTests {
    func jsonEncoderBytes(_ record: VersionRecord) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(record)
    }

    @Test(arguments: [
        VersionRecord(date: "2026-01-02T03:04:05.678Z", size: 104_857_600, fileName: "Board-100.boardpkg",
                      storedName: "Board-100.boardpkg", contentType: "org.quire.board", kind: .package),
        VersionRecord(date: "2026-01-02T03:04:05Z", size: 0, fileName: "version.json", storedName: "_version.json",
                      contentType: nil, kind: .file),
        VersionRecord(date: "d", size: -3, fileName: "a/b c~!@#$%^&*()", storedName: "x", contentType: "public.plain-text",
                      kind: .file),
    ])
    func plainRecordsAreWrittenDirectlyAsJSONEncoderWritesThem(_ record: VersionRecord) throws {
        let direct = try #require(record.plainEncoding())
        #expect(direct == (try jsonEncoderBytes(record)))
        #expect(try JSONDecoder().decode(VersionRecord.self, from: direct) == record)
    }

    @Test(arguments: ["Café.txt", "quote\".txt", "back\\slash", "tab\there", "new\nline"])
    func namesJSONEncoderEscapesGoThroughIt(_ name: String) throws {
        let record = VersionRecord(date: "2026-01-02T03:04:05Z", size: 1, fileName: name, storedName: name,
                                   contentType: nil, kind: .file)
        #expect(record.plainEncoding() == nil)
        let bytes = try record.encodedJSON()
        #expect(bytes == (try jsonEncoderBytes(record)))
        #expect(try JSONDecoder().decode(VersionRecord.self, from: bytes) == record)
    }
}
