import Foundation
import Testing
@testable import QuireCore

/// Inputs `make fuzz` (FuzzPlist) found, and the hostile shapes around them: each must end in a
/// `.corrupt` `DocumentError`, never a crash, a stack overflow or an exponential walk.
@Suite struct FuzzFindingsPropertyListTests {
    private func corruptDetail(_ data: Data) -> String? {
        do {
            _ = try PropertyListTypeDeclarations(data: data)
            return nil
        } catch let error as DocumentError {
            return error.code == .corrupt ? error.detail : "wrong code \(error.code)"
        } catch {
            return "not a DocumentError: \(error)"
        }
    }

    /// A binary property list: `objects` are the encoded values (object 0 is the top), references
    /// 4 bytes, offsets 8.
    private func binaryList(_ objects: [[UInt8]]) -> Data {
        func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
            (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(offset, 8) }
        bytes += [0, 0, 0, 0, 0, 0, 8, 4] + bigEndian(objects.count, 8) + bigEndian(0, 8) + bigEndian(table, 8)
        return Data(bytes)
    }

    private func reference(_ object: Int) -> [UInt8] { [0, 0, UInt8(object >> 8), UInt8(object & 0xFF)] }

    /// FuzzPlist's first crash: CoreFoundation parsed a binary list holding a set inside an array, and
    /// bridging the result into Swift crashed (SIGSEGV in `swift_conformsToProtocol`).
    @Test func aSetInsideABinaryListIsRefusedNotACrash() throws {
        let key = Array("CFBundleDocumentTypes".utf8)
        let list = binaryList([
            [0xD1] + reference(1) + reference(2),       // { key: [ set ] }
            [0x50 | UInt8(key.count)] + key,
            [0xA1] + reference(3),                        // [ set ]
            [0xC1] + reference(4),                        // set { "x" }
            [0x51, UInt8(ascii: "x")],
        ])
        let detail = try #require(corruptDetail(list))
        #expect(detail.contains("malformed"), "\(detail)")
    }

    /// The crashing input itself, as the fuzzer wrote it.
    @Test func theFuzzedBinaryListIsRefused() throws {
        let url = try #require(Bundle.module.url(forResource: "plist-set-crash", withExtension: "bplist",
                                                 subdirectory: "Fixtures/Fuzz"))
        #expect(corruptDetail(try Data(contentsOf: url)) != nil)
    }

    @Test func xmlNested100000DeepIsRefusedBeforeParsing() {
        let depth = 100_000
        let text = "<plist version=\"1.0\"><dict><key>CFBundleDocumentTypes</key>"
            + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</dict></plist>"
        let detail = corruptDetail(Data(text.utf8))
        #expect(detail?.contains("nested more than 64 levels") == true, "\(detail ?? "accepted")")
    }

    @Test func nestingJustWithinTheLimitIsRead() throws {
        let text = "<plist version=\"1.0\"><dict><key>X</key>"
            + String(repeating: "<array>", count: 60) + String(repeating: "</array>", count: 60) + "</dict></plist>"
        #expect(try PropertyListTypeDeclarations(data: Data(text.utf8)).documentTypes.isEmpty)
    }

    @Test func commentsAndCDATADoNotCountAsNesting() throws {
        let entries = (0..<200).map { "<!-- <array><dict> --><key>K\($0)</key><string><![CDATA[<array><dict>]]></string>" }
        let text = "<plist version=\"1.0\"><dict>\(entries.joined())</dict></plist>"
        #expect(try PropertyListTypeDeclarations(data: Data(text.utf8)).exported.isEmpty)
    }

    @Test func aBinaryListThatContainsItselfIsRefused() {
        let detail = corruptDetail(binaryList([[0xA1] + reference(0)]))
        #expect(detail?.contains("contains itself") == true, "\(detail ?? "accepted")")
    }

    @Test func aBinaryChain100000DeepIsRefused() {
        let count = 100_000
        let objects = (0..<count).map { index -> [UInt8] in
            index == count - 1 ? [0xA0] : [0xA1] + [UInt8(truncatingIfNeeded: (index + 1) >> 24),
                                                   UInt8(truncatingIfNeeded: (index + 1) >> 16),
                                                   UInt8(truncatingIfNeeded: (index + 1) >> 8),
                                                   UInt8(truncatingIfNeeded: index + 1)]
        }
        let detail = corruptDetail(binaryList(objects))
        #expect(detail?.contains("nested more than 64 levels") == true, "\(detail ?? "accepted")")
    }

    /// 40 arrays each holding the next twice: 80 bytes that expand to 2⁴⁰ values if walked naively.
    @Test func aBinaryReferenceBombIsRefusedQuickly() {
        let levels = 40
        let objects = (0..<levels).map { index -> [UInt8] in
            index == levels - 1 ? [0x51, UInt8(ascii: "x")] : [0xA2] + reference(index + 1) + reference(index + 1)
        }
        let started = ContinuousClock.now
        let detail = corruptDetail(binaryList(objects))
        #expect(detail?.contains("expands to more than") == true, "\(detail ?? "accepted")")
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    /// FuzzPlist's second crash: swift-foundation's binary decoder trapped on a UTF-16 string whose
    /// length ran past the end of the data. Every value's extent is checked first now.
    @Test func valuesRunningPastTheEndAreRefusedNotACrash() throws {
        let key = Array("CFBundleDocumentTypes".utf8)
        for value: [UInt8] in [
            [0x6F, 0x10, 0x6E, 0x00, 0x41],   // UTF-16 string of 110 characters, 1 present
            [0x5F, 0xD1, 0x41],               // a count that is not an integer
            [0x4F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],  // data of 2⁶³ bytes
            [0x13, 0x00],                      // an 8-byte integer with 1 byte
            [0x33, 0x41, 0xC0],                // a date with 2 of its 8 bytes
            [0x90],                            // an unknown marker
        ] {
            let list = binaryList([[0xD1] + reference(1) + reference(2), [0x50 | UInt8(key.count)] + key, value])
            let detail = corruptDetail(list)
            #expect(detail?.contains("damaged") == true, "\(value): \(detail ?? "accepted")")
        }
        let url = try #require(Bundle.module.url(forResource: "plist-string-overrun-crash", withExtension: "bplist",
                                                 subdirectory: "Fixtures/Fuzz"))
        #expect(corruptDetail(try Data(contentsOf: url)) != nil)
    }

    @Test func dictionaryKeysThatAreNotStringsAreRefused() {
        let list = binaryList([[0xD1] + reference(1) + reference(1), [0x10, 0x07]])
        #expect(corruptDetail(list)?.contains("damaged") == true)
    }

    @Test func damagedBinaryTrailersAndReferencesAreRefused() {
        var truncated = [UInt8](binaryList([[0x51, UInt8(ascii: "x")]]))
        truncated.removeLast(10)
        #expect(corruptDetail(Data(truncated)) != nil)
        #expect(corruptDetail(binaryList([[0xA1] + reference(7)])) != nil, "a reference past the last object")
        #expect(corruptDetail(binaryList([[0xAF, 0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]])) != nil,
                "a count larger than the file")
    }

    @Test func binaryListsStillRegisterTheirTypes() throws {
        let xml = """
        <plist version="1.0"><dict><key>UTExportedTypeDeclarations</key><array><dict>
        <key>UTTypeIdentifier</key><string>org.example.fuzz</string>
        <key>UTTypeConformsTo</key><array><string>public.data</string></array>
        <key>UTTypeTagSpecification</key><dict><key>public.filename-extension</key><string>fz</string></dict>
        </dict></array></dict></plist>
        """
        let object = try PropertyListSerialization.propertyList(from: Data(xml.utf8), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let declarations = try PropertyListTypeDeclarations(data: binary)
        #expect(declarations.exported.map(\.identifier) == ["org.example.fuzz"])
        #expect(declarations.exported.first?.filenameExtensions == ["fz"])
    }

    /// Like the MIME database files (a `make fuzz` timeout), an Info.plist path that is a named pipe
    /// blocked `open`; now it is refused at once.
    @Test(.timeLimit(.minutes(1)))
    func aPipeInsteadOfAnInfoPlistIsRefusedWithoutWaiting() throws {
        let dir = TemporaryDirectory()
        let url = dir.file("Info.plist")
        #expect(mkfifo(url.path, 0o644) == 0)
        let error = #expect(throws: DocumentError.self) { try UTType.registerDeclarations(fromPropertyListAt: url) }
        #expect(error?.code == .unsupportedType)
    }
}
