import Foundation
import Testing
@testable import QuireCore

/// Inputs `make fuzz` (FuzzXBEL) found: recents files that parsed, but that `add` turned into a
/// file it could not read back. Each must now round-trip, or be refused and left as it was.
@Suite struct FuzzFindingsRecentDocumentsTests {
    let dir = TemporaryDirectory("quire-recents-fuzz")
    var file: URL { dir.file("recently-used.xbel") }
    var recents: RecentDocuments { RecentDocuments(fileURL: file) }
    let date = Date(timeIntervalSince1970: 1_717_243_200)

    private func install(_ text: String) throws { try Data(text.utf8).write(to: file) }

    /// `g_markup_escape_text` writes control characters as `&#x3;`: a bookmark without metadata whose
    /// href held one must read back once it is completed.
    @Test func controlCharacterReferencesReadBackAndSurviveAnUpdate() throws {
        try install(#"<xbel version="1.0"><bookmark href="file:///home/ada/a&#x3;b.txt" added="2024-01-01T00:00:00Z"/></xbel>"#)
        let entries = try recents.entries()
        #expect(entries.map(\.url.path) == ["/home/ada/a\u{3}b.txt"])

        try recents.add(url: URL(fileURLWithPath: "/home/ada/a\u{3}b.txt"), mimeType: "text/plain",
                        appName: "Quire Notes", appExec: "quire-notes %u", date: date)
        let after = try recents.entries()
        #expect(after.count == 1)
        #expect(after.first?.url.path == "/home/ada/a\u{3}b.txt")
        #expect(after.first?.applications.map(\.name) == ["Quire Notes"])
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self).contains("a&#x3;b.txt"))
    }

    @Test func aRawControlCharacterInAnAttributeIsWrittenBackAsAReference() throws {
        try install("<xbel version=\"1.0\"><bookmark href=\"file:///home/ada/x.txt\" added=\"2024-01-01T00:00:00Z\"><title>a\u{1}b</title>"
                    + "<info><metadata owner=\"http://freedesktop.org\"><bookmark:applications xmlns:bookmark=\"http://www.freedesktop.org/standards/desktop-bookmarks\">"
                    + "<bookmark:application name=\"Other\" exec=\"other %u\" count=\"1\"/></bookmark:applications></metadata></info></bookmark></xbel>")
        try recents.add(url: URL(fileURLWithPath: "/tmp/new.txt"), mimeType: "text/plain",
                        appName: "Quire Notes", appExec: "quire-notes \u{2}%u", date: date)
        let entries = try recents.entries()
        #expect(entries.map(\.url.path) == ["/home/ada/x.txt", "/tmp/new.txt"])
        #expect(entries.last?.applications.first?.exec == "quire-notes \u{2}file:///tmp/new.txt")
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self).contains("<title>a&#x1;b</title>"))
    }

    /// A NUL byte parsed (as part of an attribute value) but could only be written back as `&#x0;`,
    /// which no XML allows. Now the file is refused as damaged, and left as it was.
    @Test func aNULByteIsRefusedAndTheFileLeftAlone() throws {
        let text = "<xbel version=\"1.0\"><bookmark href=\"file:///home/ada/a\u{0}b.txt\"/></xbel>"
        try install(text)
        let error = #expect(throws: DocumentError.self) { try recents.entries() }
        #expect(error?.code == .corrupt)
        #expect(error?.detail?.contains("NUL") == true, "\(error?.detail ?? "")")
        #expect(throws: DocumentError.self) {
            try recents.add(url: URL(fileURLWithPath: "/tmp/new.txt"), mimeType: "text/plain",
                            appName: "Quire Notes", appExec: "quire-notes %u", date: date)
        }
        #expect(try Data(contentsOf: file) == Data(text.utf8))
    }

    /// `xmlns:boolns:bookmark="…"` bound the bookmark namespace to a "prefix" with a colon; elements
    /// written with it (`<boolns:bookmark:applications>`) read back as prefix `boolns`, undeclared.
    /// Also `xmlns:1bookmark="…"`: `<1bookmark:applications>` is not an element name.
    @Test(arguments: ["boolns:bookmark", "1bookmark", "-b", ".b"])
    func aDeclarationWhosePrefixCannotStartAnElementIsNotUsed(_ prefix: String) throws {
        try install("""
        <xbel version="1.0"
              xmlns:\(prefix)="http://www.freedesktop.org/standards/desktop-bookmarks"
              xmlns:mime="http://www.freedesktop.org/standards/shared-mime-info"
        >
        </xbel>
        """)
        try recents.add(url: URL(fileURLWithPath: "/tmp/new.txt"), mimeType: "text/plain",
                        appName: "Quire Notes", appExec: "quire-notes %u", date: date)
        let entries = try recents.entries()
        #expect(entries.map(\.url.path) == ["/tmp/new.txt"])
        #expect(entries.first?.applications.map(\.name) == ["Quire Notes"])
    }

    /// `xmlns:!ime="…"` for the MIME namespace parsed, and a bookmark added to the file was written
    /// with the prefix `!ime` (`<!ime:mime-type …>`), which no XML parser reads. GLib refuses a name
    /// with `!` anywhere, so the file is refused as damaged and left as it was.
    @Test(arguments: ["!ime", "m!me", "mi me", "m\u{7F}e"])
    func aPrefixWithACharacterNoXMLNameHasIsRefused(_ prefix: String) throws {
        let text = """
        <xbel version="1.0"
              xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks"
              xmlns:\(prefix)="http://www.freedesktop.org/standards/shared-mime-info"
        >
        </xbel>
        """
        try install(text)
        let readError = #expect(throws: DocumentError.self) { try recents.entries() }
        #expect(readError?.code == .corrupt)
        let error = #expect(throws: DocumentError.self) {
            try recents.add(url: URL(fileURLWithPath: "/tmp/new.txt"), mimeType: "text/plain",
                            appName: "Quire Notes", appExec: "quire-notes %u", date: date)
        }
        #expect(error?.code == .corrupt)
        #expect(try Data(contentsOf: file) == Data(text.utf8))
    }

    /// The `!ime` finding as `make fuzz` made it: bookmarks (ours among them) whose MIME types are
    /// written with the `!ime` prefix. Noting a document must neither read it nor write anything.
    @Test func theBangPrefixFileIsLeftAloneWhenADocumentIsNoted() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xbel version="1.0"
              xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks"
              xmlns:!ime="http://www.freedesktop.org/standards/shared-mime-info"
        >
          <bookmark href="file:///tmp/new.txt" added="2024-01-01T00:00:00Z" modified="2024-01-01T00:00:00Z" visited="2024-01-01T00:00:00Z">
            <info>
              <metadata owner="http://freedesktop.org">
                <!ime:mime-type type="text/plain"/>
                <bookmark:applications>
                  <bookmark:application name="Quire Notes" exec="&apos;quire-notes %u&apos;" modified="2024-01-01T00:00:00Z" count="1"/>
                </bookmark:applications>
              </metadata>
            </info>
          </bookmark>
        </xbel>
        """
        try install(text)
        for url in ["/tmp/new.txt", "/tmp/other.txt"].map(URL.init(fileURLWithPath:)) {
            let error = #expect(throws: DocumentError.self) {
                try recents.add(url: url, mimeType: "text/plain", appName: "Quire Notes", appExec: "quire-notes %u", date: date)
            }
            #expect(error?.code == .corrupt)
            #expect(error?.detail?.contains("!") == true, "\(error?.detail ?? "")")
        }
        #expect(throws: DocumentError.self) { try recents.remove(url: URL(fileURLWithPath: "/tmp/new.txt")) }
        #expect(try Data(contentsOf: file) == Data(text.utf8))
    }

    /// GLib 2.74 reads a MIME type holding `&` (written `&amp;`) but writes it back unescaped, which
    /// no XML parser reads: what would be written is read back first, so the file is refused and
    /// left as it was instead of being damaged for every app.
    @Test func aFileGLibCannotWriteBackIsRefusedAndLeftAlone() throws {
        let text = """
        <xbel version="1.0"
              xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks"
              xmlns:mime="http://www.freedesktop.org/standards/shared-mime-info">
          <bookmark href="file:///home/ada/a.txt" added="2024-01-01T00:00:00Z" modified="2024-01-01T00:00:00Z" visited="2024-01-01T00:00:00Z">
            <info><metadata owner="http://freedesktop.org"><mime:mime-type type="text/a&amp;b"/><bookmark:applications>
              <bookmark:application name="Other" exec="&apos;other %u&apos;" modified="2024-01-01T00:00:00Z" count="1"/>
            </bookmark:applications></metadata></info>
          </bookmark>
        </xbel>
        """
        try install(text)
        #expect(try recents.entries().first?.mimeType == "text/a&b")
        let error = #expect(throws: DocumentError.self) {
            try recents.add(url: URL(fileURLWithPath: "/tmp/new.txt"), mimeType: "text/plain", appName: "Quire Notes",
                            appExec: "quire-notes %u", date: date)
        }
        #expect(error?.code == .corrupt)
        #expect(error?.detail?.contains("reads back") == true, "\(error?.detail ?? "")")
        #expect(try Data(contentsOf: file) == Data(text.utf8))
    }

    /// Every recents file the fuzzer found a problem with, as it wrote them: adding must succeed (or
    /// refuse the file as damaged) and never produce a file that does not read back.
    @Test(arguments: ["xbel-control-character", "xbel-nul-byte", "xbel-colon-prefix", "xbel-nul-byte-2", "xbel-digit-prefix"])
    func fuzzedFilesEitherAcceptTheEntryOrAreRefused(_ name: String) throws {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "xbel", subdirectory: "Fixtures/Fuzz"))
        let original = try Data(contentsOf: url)
        try original.write(to: file)
        do {
            try recents.add(url: URL(fileURLWithPath: "/tmp/Quire fuzz/new document.txt"), mimeType: "text/plain",
                            appName: "Quire Fuzz", appExec: "quire-fuzz %u", date: date)
        } catch let error as DocumentError {
            #expect(error.code == .corrupt)
            #expect(try Data(contentsOf: file) == original)
            return
        }
        #expect(try recents.entries().contains { $0.url.path == "/tmp/Quire fuzz/new document.txt" })
    }
}
