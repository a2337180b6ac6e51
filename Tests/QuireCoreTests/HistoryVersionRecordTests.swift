import Foundation
import Testing
@testable import QuireCore

@Suite struct DirectoryNameOrderTests {
    /// Listings are sorted by a fast path for ASCII names; the order must be `String`'s all the same.
    @Test func namesAreSortedAsStringsSortThem() {
        var names = (0..<200).map { _ in UUID().uuidString + ".png" }
        names += ["manifest.json", "stickers", "a", "ab", "abcdefgh", "abcdefghi", "abcdefgh-", "abcdefg", "B", "_", "~x", " space"]
        names.shuffle()
        #expect(POSIX.sortedNames(names, keys: { names[$0] }) == names.sorted())
        var mixed = names + ["Café", "Cafe\u{301}", "Caf", "Ärger", "zebra", "Zürich", "日本"]
        mixed.shuffle()
        #expect(POSIX.sortedNames(mixed, keys: { mixed[$0] }) == mixed.sorted())
        #expect(POSIX.sortedNames(["only"], keys: { _ in "only" }) == ["only"])
    }

    @Test func aListingIsSorted() throws {
        let dir = TemporaryDirectory("quire-names")
        let names = (0..<50).map { "\($0 * 7919 % 1000)-\(UUID().uuidString)" } + ["manifest.json", "stickers"]
        for name in names { try Data().write(to: dir.file(name)) }
        #expect(try POSIX.directoryEntries(dir.url) == names.sorted())
    }
}

@Suite struct ExchangeMarkerTests {
    /// The marker is written over, not truncated first: a shorter note leaves nothing of a longer one.
    @Test func aShorterNoteReplacesALongerOneWhole() throws {
        let dir = TemporaryDirectory("quire-marker")
        let package = dir.file("Board.boardpkg")
        try POSIX.makeDirectory(package, mode: 0o755)
        let folder = try SaveFolder(beside: package, document: package)
        defer { folder.remove() }
        let marker = folder.url.appendingPathComponent(SaveFolder.markerName(forItemNamed: "Board.boardpkg"))
        try folder.noteExchange(ours: 123_456_789_012, expected: 987_654_321_098, document: package)
        #expect(try String(contentsOf: marker, encoding: .utf8) == "ours 123456789012\nexpected 987654321098\n")
        try folder.noteExchange(ours: 5, expected: nil, document: package)
        #expect(try String(contentsOf: marker, encoding: .utf8) == "ours 5\nexpected any\n")
    }
}
