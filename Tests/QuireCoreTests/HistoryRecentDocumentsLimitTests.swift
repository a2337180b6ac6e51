import Foundation
import Synchronization
import Testing
@testable import QuireCore

/// The recents file stays bounded (`RecentDocuments.maximumCount`, GTK's limit) however many
/// documents were ever noted, and queued notes are written together: what a note reads and writes
/// no longer grows with every document the account ever saved.
@Suite struct HistoryRecentDocumentsLimitTests {
    let dir = TemporaryDirectory("quire-recents-limit")

    static func note(_ index: Int, app: String = "Quire Test") -> RecentDocuments.Note {
        RecentDocuments.Note(url: URL(fileURLWithPath: "/home/ada/Documents/doc-\(index).board"), mimeType: "application/x-board",
                             appName: app, appExec: "'quire-test %u'")
    }

    static let january = ISO8601Timestamp.parse("2024-01-01T00:00:00Z")!
    static let february = ISO8601Timestamp.parse("2024-02-01T00:00:00Z")!

    static func hrefs(_ bytes: [UInt8], url: URL) throws -> [String] {
        try BookmarkFile(bytes: bytes, url: url).uris
    }

    static func entries(_ bytes: [UInt8], url: URL) throws -> [RecentDocument] {
        let file = try BookmarkFile(bytes: bytes, url: url)
        return file.uris.compactMap(file.entry)
    }

    /// 2,000 documents already listed (a file written before the limit): one more note leaves the
    /// newest 1,000 — the 1,001 oldest go, the kept ones unchanged — and the next note reads a
    /// file of 1,000, not 2,001.
    @Test func aNoteToALongListKeepsTheNewestThousand() throws {
        let file = dir.file("recently-used.xbel")
        let big = try RecentDocuments.contents(adding: (0..<2000).map { Self.note($0) }, date: Self.january, to: nil,
                                               maximumCount: .max)
        try Data(big).write(to: file)
        #expect(try Self.hrefs(big, url: file).count == 2000)

        let recents = RecentDocuments(fileURL: file)
        try recents.add(url: URL(fileURLWithPath: "/home/ada/new.board"), mimeType: "application/x-board", appName: "Quire Test",
                        appExec: "'quire-test %u'")
        let after = [UInt8](try Data(contentsOf: file))
        let hrefs = try Self.hrefs(after, url: file)
        #expect(hrefs.count == RecentDocuments.maximumCount)
        #expect(hrefs.first == FileURI.string(for: URL(fileURLWithPath: "/home/ada/Documents/doc-1001.board")))
        #expect(hrefs.last == FileURI.string(for: URL(fileURLWithPath: "/home/ada/new.board")))
        // The kept bookmarks are unchanged: the list is the old one's tail plus the new entry.
        let old = try Self.entries(big, url: file), new = try Self.entries(after, url: file)
        #expect(Array(old[1001...]) == Array(new[..<999]))
        #expect(after.count < big.count / 2 + 2_000)

        let size = after.count
        for index in 0..<5 { try recents.add(url: URL(fileURLWithPath: "/home/ada/more-\(index).board"), mimeType: "application/x-board",
                                             appName: "Quire Test", appExec: "'quire-test %u'") }
        #expect(try recents.entries().count == RecentDocuments.maximumCount)
        #expect(abs((try POSIX.status(file).size) - Int64(size)) < 2_000, "the file stays the same size")
    }

    /// An entry being noted is never the one dropped, even when it is the oldest.
    @Test func theOldestIsKeptWhenItIsNotedAgain() throws {
        let file = dir.file("recently-used.xbel")
        let full = try RecentDocuments.contents(adding: (0..<10).map { Self.note($0) }, date: Self.january, to: nil)
        let bytes = try RecentDocuments.contents(adding: [Self.note(0), Self.note(99)], date: Self.february, to: full,
                                                 maximumCount: 10)
        let hrefs = try Self.hrefs(bytes, url: file)
        #expect(hrefs.count == 10)
        #expect(hrefs.first?.hasSuffix("doc-0.board") == true && !hrefs.contains { $0.hasSuffix("doc-1.board") })
        #expect(hrefs.last?.hasSuffix("doc-99.board") == true)
    }

    /// More notes than the limit in one pass: the newest new ones stay, the list at the limit; a list
    /// already over it whose every bookmark is being noted keeps them (nothing to drop), no crash.
    @Test func aBatchLargerThanTheLimitKeepsItsNewest() throws {
        let file = dir.file("recently-used.xbel")
        let start = try RecentDocuments.contents(adding: (0..<3).map { Self.note($0) }, date: Self.january, to: nil)
        let bytes = try RecentDocuments.contents(adding: (10..<20).map { Self.note($0) }, date: Self.february, to: start,
                                                 maximumCount: 4)
        #expect(try Self.hrefs(bytes, url: file).map { String($0.split(separator: "/").last ?? "") }
                == ["doc-16.board", "doc-17.board", "doc-18.board", "doc-19.board"])
        let touched = try RecentDocuments.contents(adding: (0..<3).map { Self.note($0) }, date: Self.february, to: start,
                                                   maximumCount: 2)
        #expect(try Self.hrefs(touched, url: file).count == 3)
    }

    /// Several notes in one pass give what one note after the other gives (file order, counts,
    /// another application's registration kept), and a path noted twice counts once.
    @Test func aBatchEqualsNotesOneByOne() throws {
        let file = dir.file("recently-used.xbel")
        let start = try RecentDocuments.contents(adding: [Self.note(1, app: "Other"), Self.note(2)], date: Self.january, to: nil)
        let batch = [Self.note(3), Self.note(1), Self.note(4), Self.note(3)]
        let together = try RecentDocuments.contents(adding: batch, date: Self.february, to: start)
        var oneByOne = start
        for note in [Self.note(3), Self.note(1), Self.note(4)] {
            oneByOne = try RecentDocuments.contents(adding: [note], date: Self.february, to: oneByOne)
        }
        #expect(together == oneByOne)
        let entries = try Self.entries(together, url: file)
        #expect(entries.map(\.url.lastPathComponent) == ["doc-1.board", "doc-2.board", "doc-3.board", "doc-4.board"])
        #expect(entries[0].applications.map(\.name).sorted() == ["Other", "Quire Test"])
    }

    /// Notes made while a write runs are written together by the next one: 200 opens in a burst
    /// cost two rewrites of the file, not 200.
    @Test func notesQueuedDuringAWriteAreWrittenTogether() async throws {
        let batches = Mutex<[[String]]>([])
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let (release, releaseContinuation) = AsyncStream<Void>.makeStream()
        let queue = RecentNoteQueue { _, notes in
            let count = batches.withLock { batches in
                batches.append(notes.map(\.url.lastPathComponent))
                return batches.count
            }
            if count == 1 {
                startedContinuation.yield()
                for await _ in release { break }
            }
        }
        let file = dir.file("recently-used.xbel")
        queue.add(Self.note(0), to: file)
        for await _ in started { break }
        for index in 1...200 { queue.add(Self.note(index), to: file) }
        releaseContinuation.yield()
        await queue.flush()
        let written = batches.withLock { $0 }
        #expect(written.count == 2)
        #expect(written.first == ["doc-0.board"])
        #expect(written.last == (1...200).map { "doc-\($0).board" })
        await queue.flush()  // nothing pending: returns at once
    }
}
