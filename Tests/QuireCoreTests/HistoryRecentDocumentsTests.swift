import Foundation
import Testing
@testable import QuireCore

@Suite struct HistoryRecentDocumentsTests {
    /// Written by GLib 2.74's `GBookmarkFile` (the layout GtkRecentManager produces; no final newline),
    /// byte for byte what GLib writes back when it reads it.
    static let glibFixture = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <xbel version="1.0"
          xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks"
          xmlns:mime="http://www.freedesktop.org/standards/shared-mime-info"
    >
      <bookmark href="file:///home/ada/Documents/report%20final.pdf" added="2024-03-01T09:15:02.701725Z" modified="2024-03-01T09:15:02.701735Z" visited="2024-03-01T09:15:02.701726Z">
        <info>
          <metadata owner="http://freedesktop.org">
            <mime:mime-type type="application/pdf"/>
            <bookmark:groups>
              <bookmark:group>Work</bookmark:group>
            </bookmark:groups>
            <bookmark:applications>
              <bookmark:application name="Document Viewer" exec="&apos;evince %u&apos;" modified="2024-03-01T09:15:02.701728Z" count="1"/>
            </bookmark:applications>
          </metadata>
        </info>
      </bookmark>
      <bookmark href="file:///home/ada/notes.txt" added="2024-03-02T10:00:00Z" modified="2024-03-02T11:30:00.500000Z" visited="2024-03-02T10:00:00Z">
        <title>Notes &amp; &lt;stuff&gt;</title>
        <info>
          <metadata owner="http://freedesktop.org">
            <mime:mime-type type="text/plain"/>
            <bookmark:applications>
              <bookmark:application name="org.gnome.TextEditor" exec="&apos;gnome-text-editor %u&apos;" modified="2024-03-02T11:30:00.500000Z" count="2"/>
            </bookmark:applications>
          </metadata>
        </info>
      </bookmark>
    </xbel>
    """#

    let dir = TemporaryDirectory("quire-recents")
    var file: URL { dir.file("share/recently-used.xbel") }
    var recents: RecentDocuments { RecentDocuments(fileURL: file) }
    let date = Date(timeIntervalSince1970: 1_717_243_200)  // 2024-06-01T12:00:00Z

    func installFixture() throws -> [UInt8] {
        try POSIX.makeDirectories(file.deletingLastPathComponent())
        try Data(Self.glibFixture.utf8).write(to: file)
        return Array(Self.glibFixture.utf8)
    }

    func bytes() throws -> [UInt8] { [UInt8](try Data(contentsOf: file)) }
    func text() throws -> String { String(decoding: try bytes(), as: UTF8.self) }

    @Test func readsWhatGLibWrote() throws {
        _ = try installFixture()
        let entries = try recents.entries()
        #expect(entries.map(\.url.path) == ["/home/ada/Documents/report final.pdf", "/home/ada/notes.txt"])
        #expect(entries[0].mimeType == "application/pdf")
        #expect(entries[0].applications == [.init(name: "Document Viewer", exec: "evince file:///home/ada/Documents/report%20final.pdf",
                                                  modified: ISO8601Timestamp.parse("2024-03-01T09:15:02.701728Z"), count: 1)])
        #expect(entries[1].applications.first?.count == 2)
        #expect(entries[1].modified == Date(timeIntervalSince1970: 1_709_379_000.5))
        #expect(entries[1].href == "file:///home/ada/notes.txt")
    }

    /// GLib writes back a file it wrote byte for byte: adding ours inserts exactly our bookmark, and
    /// removing it gives the original file again.
    @Test func otherAppsEntriesSurviveAddUpdateRemoveByteForByte() throws {
        let original = try installFixture()
        let doc = URL(fileURLWithPath: "/home/ada/Board.boardpkg")
        try recents.add(url: doc, mimeType: "application/x-board", appName: "Board Studio", appExec: "board-studio %u", date: date)
        let added = try bytes()
        let ours = """
          <bookmark href="file:///home/ada/Board.boardpkg" added="2024-06-01T12:00:00Z" modified="2024-06-01T12:00:00Z" visited="2024-06-01T12:00:00Z">
            <info>
              <metadata owner="http://freedesktop.org">
                <mime:mime-type type="application/x-board"/>
                <bookmark:applications>
                  <bookmark:application name="Board Studio" exec="&apos;board-studio %u&apos;" modified="2024-06-01T12:00:00Z" count="1"/>
                </bookmark:applications>
              </metadata>
            </info>
          </bookmark>

        """
        // Exactly one insertion, GLib-shaped, right before </xbel>; every other byte untouched.
        let insertAt = original.count - "</xbel>".utf8.count
        #expect(added == Array(original[..<insertAt]) + Array(ours.utf8) + Array(original[insertAt...]))

        // Updating ours changes only ours.
        let later = date.addingTimeInterval(90.25)
        try recents.add(url: doc, mimeType: "application/x-board", appName: "Board Studio", appExec: "board-studio %u", date: later)
        let updated = try text()
        #expect(updated.contains(#"modified="2024-06-01T12:01:30.250000Z" count="2"/>"#))
        #expect(updated.contains(#"added="2024-06-01T12:00:00Z" modified="2024-06-01T12:01:30.250000Z" visited="2024-06-01T12:01:30.250000Z""#))
        #expect(updated.hasPrefix(String(decoding: original[..<insertAt], as: UTF8.self)))
        #expect(updated.hasSuffix("</xbel>"))
        #expect(try recents.entries().count == 3)

        // Removing ours gives back the original file exactly.
        try recents.remove(url: doc)
        #expect(try bytes() == original)
        try recents.remove(url: doc)  // nothing to remove: no write
        #expect(try bytes() == original)
    }

    @Test func addingToAnotherAppsBookmarkKeepsTheirRegistration() throws {
        let original = try installFixture()
        let notes = URL(fileURLWithPath: "/home/ada/notes.txt")
        try recents.add(url: notes, mimeType: "text/plain", appName: "Quire Notes", appExec: "quire-notes %u", date: date)
        let after = try text()
        let theirs = #"<bookmark:application name="org.gnome.TextEditor" exec="&apos;gnome-text-editor %u&apos;" modified="2024-03-02T11:30:00.500000Z" count="2"/>"#
        #expect(after.contains(theirs + "\n          <bookmark:application name=\"Quire Notes\" exec=\"&apos;quire-notes %u&apos;\" modified=\"2024-06-01T12:00:00Z\" count=\"1\"/>\n        </bookmark:applications>"))
        #expect(after.contains("<title>Notes &amp; &lt;stuff&gt;</title>"))
        // The other bookmark is untouched: the file up to the edited one is identical.
        let firstEnd = Self.glibFixture.range(of: "</bookmark>\n")!.upperBound
        #expect(after.hasPrefix(String(Self.glibFixture[..<firstEnd])))
        let entry = try #require(try recents.entries().first { $0.url.path == "/home/ada/notes.txt" })
        #expect(entry.applications.map(\.name) == ["org.gnome.TextEditor", "Quire Notes"])
        #expect(entry.added == ISO8601Timestamp.parse("2024-03-02T10:00:00Z"))
        #expect(entry.modified == date)
        #expect(try bytes().count > original.count)
        // A different MIME type is updated in place.
        try recents.add(url: notes, mimeType: "text/markdown", appName: "Quire Notes", appExec: "quire-notes %u", date: date)
        #expect(try recents.entries().first { $0.url.path == "/home/ada/notes.txt" }?.mimeType == "text/markdown")
        // Remove takes the whole bookmark, like GTK's “Remove From Recent”; the other stays byte-identical.
        try recents.remove(url: notes)
        let remaining = try text()
        let secondStart = Self.glibFixture.range(of: "  <bookmark href=\"file:///home/ada/notes.txt\"")!.lowerBound
        #expect(remaining == String(Self.glibFixture[..<secondStart]) + "</xbel>")
    }

    @Test func newFileIsGLibShapedAndPrivate() throws {
        let doc = URL(fileURLWithPath: "/tmp/My Notes/été #1;x?.txt")
        try recents.add(url: doc, mimeType: "text/plain", appName: "Quire \"Notes\" & Co", appExec: "quire-notes 'a' %u", date: date)
        #expect(try POSIX.status(file).permissions == 0o600)
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xbel version="1.0"
              xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks"
              xmlns:mime="http://www.freedesktop.org/standards/shared-mime-info"
        >
          <bookmark href="file:///tmp/My%20Notes/%C3%A9t%C3%A9%20%231%3Bx%3F.txt" added="2024-06-01T12:00:00Z" modified="2024-06-01T12:00:00Z" visited="2024-06-01T12:00:00Z">
            <info>
              <metadata owner="http://freedesktop.org">
                <mime:mime-type type="text/plain"/>
                <bookmark:applications>
                  <bookmark:application name="Quire &quot;Notes&quot; &amp; Co" exec="&apos;quire-notes &apos;\\&apos;&apos;a&apos;\\&apos;&apos; %u&apos;" modified="2024-06-01T12:00:00Z" count="1"/>
                </bookmark:applications>
              </metadata>
            </info>
          </bookmark>
        </xbel>
        """
        #expect(try text() == expected)
        let entry = try #require(try recents.entries().first)
        #expect(entry.url.path == "/tmp/My Notes/été #1;x?.txt")
        #expect(entry.applications.first?.name == "Quire \"Notes\" & Co")
        #expect(entry.applications.first?.exec == "quire-notes 'a' file:///tmp/My%20Notes/%C3%A9t%C3%A9%20%231%3Bx%3F.txt")
        // Equivalent spellings of the same file are the same entry (no duplicate href, which GLib rejects).
        try recents.add(url: URL(fileURLWithPath: "/tmp/My Notes/./été #1;x?.txt"), mimeType: "text/plain",
                        appName: "Quire \"Notes\" & Co", appExec: "quire-notes %u", date: date)
        #expect(try recents.entries().count == 1)
        #expect(try recents.entries().first?.applications.first?.count == 2)
    }

    @Test func percentEncodingMatchesGLib() {
        #expect(FileURI.string(for: URL(fileURLWithPath: "/a b/c+d,e=f@g:h$i&j!k'(l)*~_-.txt"))
            == "file:///a%20b/c+d,e=f@g:h$i&j!k'(l)*~_-.txt")
        #expect(FileURI.string(for: URL(fileURLWithPath: "/x/<\"%\\^`{|}[]>"))
            == "file:///x/%3C%22%25%5C%5E%60%7B%7C%7D%5B%5D%3E")
        #expect(FileURI.string(for: URL(fileURLWithPath: "/ü/日本")) == "file:///%C3%BC/%E6%97%A5%E6%9C%AC")
        #expect(FileURI.path(from: "file:///%C3%BC/a%20b") == "/ü/a b")
        #expect(FileURI.path(from: "file://localhost/etc/x") == "/etc/x")
        #expect(FileURI.path(from: "file:///a%2") == nil)
        #expect(FileURI.path(from: "file:///a%00b") == nil)
        #expect(FileURI.path(from: "https://example.org/") == nil)
    }

    /// Whatever GLib refuses is `corrupt` with GLib's reason (its line and character when it has
    /// them), and the file is left as it was.
    @Test func corruptOrHostileFilesAreReportedAndNeverClobbered() throws {
        try POSIX.makeDirectories(file.deletingLastPathComponent())
        let cases = [
            "<?xml version=\"1.0\"?>\n<xbel version=\"1.0\">\n  <bookmark href=\"file:///a\">\n</xbel>",
            "not xml at all",
            "<!DOCTYPE xbel [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;\">]><xbel version=\"1.0\">&b;</xbel>",
            "<xbel version=\"1.0\"><bookmark/></xbel>",
            "<html></html>",
            "<xbel version=\"1.0\"><x:y/></xbel>",
            "<xbel version=\"1.0\">&unknown;</xbel>",
            "<xbel version=\"1.0\">" + String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100) + "</xbel>",
            // No `version="1.0"`: not a desktop bookmark file to GLib.
            "<xbel><bookmark href=\"file:///a\"/></xbel>",
        ]
        for content in cases {
            try Data(content.utf8).write(to: file)
            let error = #expect(throws: DocumentError.self) { try recents.entries() }
            #expect(error?.code == .corrupt)
            #expect(error?.url == file)
            #expect(error?.detail?.isEmpty == false)
            #expect(throws: DocumentError.self) {
                try recents.add(url: URL(fileURLWithPath: "/x"), mimeType: "text/plain", appName: "A", appExec: "a %u")
            }
            #expect(try String(contentsOf: file, encoding: .utf8) == content)
        }
        // The line and character say where.
        try Data("<xbel version=\"1.0\">\n  <bookmark href=\"file:///a\">\n  </bookmar>\n</xbel>".utf8).write(to: file)
        let error = #expect(throws: DocumentError.self) { try recents.entries() }
        #expect(error?.detail?.contains("line 3") == true, "\(error?.detail ?? "")")
        // Invalid UTF-8.
        try Data([0x3C, 0x78, 0x62, 0x65, 0x6C, 0xFF, 0x3E]).write(to: file)
        #expect(throws: DocumentError.self) { try recents.entries() }
    }

    @Test func oversizedFileIsRefusedWithoutReadingIt() throws {
        try POSIX.makeDirectories(file.deletingLastPathComponent())
        let fd = try POSIX.open(file, O_WRONLY | O_CREAT)
        ftruncate(fd, off_t(RecentDocuments.sizeLimit + 1))  // sparse: no real disk use
        POSIX.close(fd)
        let error = #expect(throws: DocumentError.self) { try recents.entries() }
        #expect(error?.code == .tooLarge)
        #expect(throws: DocumentError.self) {
            try recents.add(url: URL(fileURLWithPath: "/x"), mimeType: "text/plain", appName: "A", appExec: "a %u")
        }
        #expect(try POSIX.status(file).size == Int64(RecentDocuments.sizeLimit + 1))
    }

    @Test func recentsTurnedOffWithALinkStayOff() throws {
        try POSIX.makeDirectories(file.deletingLastPathComponent())
        try POSIX.symlink(target: "/dev/null", at: file)
        #expect(try recents.entries().isEmpty)
        try recents.add(url: URL(fileURLWithPath: "/x"), mimeType: "text/plain", appName: "A", appExec: "a %u")
        #expect(try POSIX.status(file).isSymbolicLink)
    }

    @Test func otherLayoutsAndPrefixesAreHandled() throws {
        try POSIX.makeDirectories(file.deletingLastPathComponent())
        // Another app's bookmark under other namespace prefixes, a comment: read, kept, and written
        // back in GLib's layout with ours.
        let other = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment -->
        <xbel version="1.0" xmlns:bm="http://www.freedesktop.org/standards/desktop-bookmarks"
              xmlns:m="http://www.freedesktop.org/standards/shared-mime-info">
          <bookmark href="file:///other" added="2020-01-01T00:00:00Z" modified="2020-01-01T00:00:00Z" visited="2020-01-01T00:00:00Z">
            <info><metadata owner="http://freedesktop.org"><m:mime-type type="text/csv"/>
              <bm:applications><bm:application name="Other" exec="&apos;other %u&apos;" modified="2020-01-01T00:00:00Z" count="4"/></bm:applications>
            </metadata></info>
          </bookmark>
        </xbel>
        """
        try Data(other.utf8).write(to: file)
        try recents.add(url: URL(fileURLWithPath: "/a"), mimeType: "text/plain", appName: "A", appExec: "a %u", date: date)
        let result = try text()
        #expect(result.contains("<bookmark:application name=\"A\""))
        #expect(result.contains("<bookmark:application name=\"Other\" exec=\"&apos;other %u&apos;\" modified=\"2020-01-01T00:00:00Z\" count=\"4\"/>"))
        let entries = try recents.entries()
        #expect(entries.map(\.url.path) == ["/other", "/a"])
        #expect(entries.map(\.mimeType) == ["text/csv", "text/plain"])
        #expect(entries.map { $0.applications.map(\.name) } == [["Other"], ["A"]])
        // Self-closing root.
        try Data("<xbel version=\"1.0\"/>".utf8).write(to: file)
        try recents.add(url: URL(fileURLWithPath: "/b"), mimeType: "text/plain", appName: "B", appExec: "b %u", date: date)
        #expect(try recents.entries().map(\.url.path) == ["/b"])
        // A bookmark without freedesktop metadata (which GLib drops when it writes) is completed, keeping `added`.
        try Data("<xbel version=\"1.0\">\n  <bookmark href=\"file:///c\" added=\"2020-01-01T00:00:00Z\"/>\n</xbel>".utf8).write(to: file)
        try recents.add(url: URL(fileURLWithPath: "/c"), mimeType: "text/plain", appName: "C", appExec: "c %u", date: date)
        let completed = try recents.entries()
        #expect(completed.count == 1)
        #expect(completed.first?.added == ISO8601Timestamp.parse("2020-01-01T00:00:00Z"))
        #expect(completed.first?.applications.map(\.name) == ["C"])
    }

    @Test func timestampsRoundTrip() {
        #expect(ISO8601Timestamp.extended(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(ISO8601Timestamp.extended(Date(timeIntervalSince1970: 1.5)) == "1970-01-01T00:00:01.500000Z")
        #expect(ISO8601Timestamp.basic(Date(timeIntervalSince1970: 1.5)) == "19700101T000001.500000Z")
        #expect(ISO8601Timestamp.parse("2024-06-01T14:00:00+02:00") == Date(timeIntervalSince1970: 1_717_243_200))
        #expect(ISO8601Timestamp.parse("2024-06-01T12:00:00.250Z") == Date(timeIntervalSince1970: 1_717_243_200.25))
        for bad in ["", "2024-06-01", "2024-13-01T00:00:00Z", "2024-06-01T00:00:00", "2024-06-01T00:00:00Zjunk", "２０２４-06-01T00:00:00Z"] {
            #expect(ISO8601Timestamp.parse(bad) == nil)
        }
    }

    /// Optional: GLib itself parses what we write (needs a C compiler and GLib's headers; skipped otherwise).
    @Test func glibParsesOurOutput() throws {
        guard let checker = try GLibChecker(in: dir) else { return }
        _ = try installFixture()
        try recents.add(url: URL(fileURLWithPath: "/home/ada/Ünïcode & spaces.txt"), mimeType: "text/plain",
                        appName: "Quire Notes", appExec: "quire-notes %u", date: date)
        try recents.add(url: URL(fileURLWithPath: "/home/ada/notes.txt"), mimeType: "text/plain",
                        appName: "Quire Notes", appExec: "quire-notes %u", date: date)
        let output = try checker.run(file)
        #expect(output.contains("file:///home/ada/%C3%9Cn%C3%AFcode%20&%20spaces.txt mime=text/plain"))
        #expect(output.contains("app=Quire Notes exec=quire-notes file:///home/ada/%C3%9Cn%C3%AFcode%20&%20spaces.txt count=1 modified=2024-06-01T12:00:00Z"))
        #expect(output.contains("app=org.gnome.TextEditor exec=gnome-text-editor file:///home/ada/notes.txt count=2"))
        #expect(output.contains("app=Quire Notes exec=quire-notes file:///home/ada/notes.txt count=1"))
        #expect(!output.contains("ERROR"))
    }
}

/// Builds a tiny C program that loads a bookmark file with GLib's `GBookmarkFile` and prints it.
private struct GLibChecker {
    let executable: URL

    init?(in dir: TemporaryDirectory) throws {
        let tools = ["/usr/bin/cc", "/usr/bin/pkg-config"]
        guard tools.allSatisfy({ FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        guard let flags = try? Self.output("/usr/bin/pkg-config", ["--cflags", "--libs", "glib-2.0"]), !flags.isEmpty else { return nil }
        let source = dir.file("check.c")
        try Data(Self.source.utf8).write(to: source)
        executable = dir.file("check")
        let arguments = [source.path, "-o", executable.path] + flags.split(whereSeparator: \.isWhitespace).map(String.init)
        guard (try? Self.output("/usr/bin/cc", arguments)) != nil,
              FileManager.default.isExecutableFile(atPath: executable.path) else { return nil }
    }

    func run(_ file: URL) throws -> String { try Self.output(executable.path, [file.path]) }

    static func output(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static let source = #"""
    #include <glib.h>
    int main(int argc, char **argv) {
      GBookmarkFile *b = g_bookmark_file_new();
      GError *e = NULL;
      if (argc < 2 || !g_bookmark_file_load_from_file(b, argv[1], &e)) { g_print("ERROR %s\n", e ? e->message : "usage"); return 1; }
      gsize n; gchar **uris = g_bookmark_file_get_uris(b, &n);
      for (gsize i = 0; i < n; i++) {
        gchar *mime = g_bookmark_file_get_mime_type(b, uris[i], NULL);
        g_print("%s mime=%s\n", uris[i], mime ? mime : "-");
        gsize m; gchar **apps = g_bookmark_file_get_applications(b, uris[i], &m, NULL);
        for (gsize j = 0; j < m; j++) {
          gchar *exec = NULL; guint count = 0; time_t stamp = 0;
          if (!g_bookmark_file_get_app_info(b, uris[i], apps[j], &exec, &count, &stamp, &e)) { g_print("ERROR %s\n", e->message); return 1; }
          GDateTime *dt = g_date_time_new_from_unix_utc(stamp);
          gchar *s = g_date_time_format_iso8601(dt);
          g_print("  app=%s exec=%s count=%u modified=%s\n", apps[j], exec, count, s);
        }
      }
      return 0;
    }
    """#
}
