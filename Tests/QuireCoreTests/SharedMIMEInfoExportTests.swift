import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import QuireCore

@Suite struct SharedMIMEInfoExportTests {
    /// Element name and attributes, in document order.
    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [(String, [String: String])] = []
        var text: [String: String] = [:]
        private var current = ""
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes: [String: String] = [:]) {
            elements.append((elementName, attributes))
            current = elementName
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text[current, default: ""] += string
        }
    }

    @Test func writesParsableSharedMIMEInfo() throws {
        try UTType.registerDeclarations(fromPropertyList: Data("""
        <key>UTExportedTypeDeclarations</key>
        <array>
            <dict>
                <key>UTTypeIdentifier</key><string>org.quire-tests.export-notes</string>
                <key>UTTypeDescription</key><string>Notes &amp; "Ideas" &lt;v2&gt;</string>
                <key>UTTypeConformsTo</key><array><string>public.json</string></array>
                <key>UTTypeTagSpecification</key>
                <dict><key>public.filename-extension</key><array><string>qnotes</string><string>qn</string></array></dict>
            </dict>
            <dict>
                <key>UTTypeIdentifier</key><string>org.quire-tests.export-sheet</string>
                <key>UTTypeConformsTo</key><array><string>public.data</string><string>public.content</string></array>
                <key>UTTypeTagSpecification</key>
                <dict><key>public.mime-type</key><array><string>application/vnd.quire.sheet</string><string>application/x-qsheet</string></array></dict>
            </dict>
        </array>
        """.utf8))
        let notes = try #require(UTType("org.quire-tests.export-notes"))
        let sheet = try #require(UTType("org.quire-tests.export-sheet"))
        #expect(notes.preferredMIMEType == "application/x-export-notes")

        let xml = UTType.sharedMIMEInfoXML(for: [notes, sheet, .png, notes])
        #expect(xml.contains(#"<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">"#))
        #expect(xml.contains("Notes &amp; &quot;Ideas&quot; &lt;v2&gt;"))
        #expect(!xml.contains("image/png"), "built-in types are the system's to describe")

        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let mimeTypes = collector.elements.filter { $0.0 == "mime-type" }.compactMap { $0.1["type"] }
        #expect(mimeTypes == ["application/x-export-notes", "application/vnd.quire.sheet"])
        #expect(collector.elements.filter { $0.0 == "glob" }.compactMap { $0.1["pattern"] } == ["*.qnotes", "*.qn"])
        #expect(collector.elements.filter { $0.0 == "sub-class-of" }.compactMap { $0.1["type"] } == ["application/json"])
        #expect(collector.elements.filter { $0.0 == "alias" }.compactMap { $0.1["type"] } == ["application/x-qsheet"])
        #expect(collector.text["comment"]?.contains(#"Notes & "Ideas" <v2>"#) == true)

        let xmllint = "/usr/bin/xmllint"
        if FileManager.default.isExecutableFile(atPath: xmllint) {
            let dir = TemporaryDirectory()
            let file = dir.file("quire-tests.xml")
            try Data(xml.utf8).write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: xmllint)
            process.arguments = ["--noout", file.path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
    }

    @Test func escapesEverythingXMLCannotCarry() {
        #expect(UTType.escaped("a<b>&\"'\u{1}\u{7}c\n") == "a&lt;b&gt;&amp;&quot;&apos;c\n")
    }
}
