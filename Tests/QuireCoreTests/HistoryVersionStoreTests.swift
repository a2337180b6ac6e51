import Foundation
import Testing
@testable import QuireCore

@Suite struct HistoryVersionStoreTests {
    let dir = TemporaryDirectory("quire-versions")
    var store: VersionStore { VersionStore(root: dir.file("data/versions")) }

    func write(_ text: String, to url: URL) throws { try AtomicFile.write(Data(text.utf8), to: url) }
    func read(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

    @Test func appStoreLivesUnderDataHome() throws {
        let store = try VersionStore(appID: "org.example.Notes", dataHome: dir.url)
        #expect(store.root.path == dir.url.path + "/org.example.Notes/versions")
        #expect(throws: DocumentError.self) { try VersionStore(appID: "../evil", dataHome: dir.url) }
        let home = DataDirectories.dataHome(environment: ["HOME": "/home/ada"])
        #expect(home.path == "/home/ada/.local/share")
        #expect(DataDirectories.dataHome(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "/x/data"]).path == "/x/data")
        #expect(DataDirectories.dataHome(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "relative"]).path == "/home/ada/.local/share")
    }

    @Test func retireKeepsAHardLinkAndARecord() throws {
        let doc = dir.file("Note.txt")
        try write("one", to: doc)
        let id = try store.documentID(for: doc)
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        let version = try store.retire(doc, documentID: id, date: date, contentType: "public.plain-text")
        #expect(try POSIX.status(version.url).inode == POSIX.status(doc).inode)
        #expect(version.size == 3 && version.fileName == "Note.txt" && version.kind == .file)
        #expect(version.contentTypeIdentifier == "public.plain-text")
        #expect(version.date == date)
        #expect(version.id.hasPrefix("20231114T221320.250000Z-"))
        #expect(try POSIX.status(store.root).permissions == 0o700)
        #expect(try POSIX.status(version.directory.deletingLastPathComponent()).permissions == 0o700)
        #expect(try POSIX.status(version.directory.appendingPathComponent("version.json")).permissions == 0o600)
        #expect(try store.versions(documentID: id) == [version])
        #expect(try store.documentIDs() == [id])
    }

    @Test func identicalContentIsNotKeptTwice() throws {
        let doc = dir.file("Note.txt")
        try write("one", to: doc)
        let id = try store.documentID(for: doc)
        let first = try store.retire(doc, documentID: id, contentType: nil)
        let again = try store.retire(doc, documentID: id, contentType: nil)
        #expect(again == first)
        try write("two", to: doc)  // a safe save: new inode
        try store.retire(doc, documentID: id, contentType: nil)
        let versions = try store.versions(documentID: id)
        #expect(versions.count == 2)
        #expect(try versions.map { try read($0.url) } == ["two", "one"])
    }

    @Test func packageIsRecreatedWithLinkedFilesAndCopiedSymlinks() throws {
        let package = dir.file("Board.boardpkg")
        try POSIX.makeDirectories(package.appendingPathComponent("images/thumbs"))
        try write("{}", to: package.appendingPathComponent("board.json"))
        try write("PNGDATA", to: package.appendingPathComponent("images/a.png"))
        try POSIX.symlink(target: "images/a.png", at: package.appendingPathComponent("cover"))
        let id = try store.documentID(for: package)
        let version = try store.retire(package, documentID: id, contentType: "com.example.board")
        #expect(version.kind == .package && version.size == 9)
        let copy = try store.contentURL(of: version)
        #expect(try POSIX.status(copy.appendingPathComponent("images/a.png")).inode
            == POSIX.status(package.appendingPathComponent("images/a.png")).inode)
        #expect(try POSIX.status(copy.appendingPathComponent("images/thumbs")).isDirectory)
        #expect(try POSIX.status(copy.appendingPathComponent("cover")).isSymbolicLink)
        #expect(try POSIX.readLink(copy.appendingPathComponent("cover")) == "images/a.png")
        // Unchanged package: same inode set, nothing new.
        #expect(try store.retire(package, documentID: id, contentType: nil) == version)
        // One child replaced by a safe save: a new version.
        try write("{\"v\":2}", to: package.appendingPathComponent("board.json"))
        try store.retire(package, documentID: id, contentType: nil)
        let versions = try store.versions(documentID: id)
        #expect(versions.count == 2)
        #expect(try read(versions[1].url.appendingPathComponent("board.json")) == "{}")
    }

    @Test func aDocumentNamedLikeTheRecordIsStoredBesideIt() throws {
        let doc = dir.file("version.json")
        try write("mine", to: doc)
        let id = try store.documentID(for: doc)
        let version = try store.retire(doc, documentID: id, contentType: nil)
        #expect(version.fileName == "version.json")
        #expect(try read(version.url) == "mine")
        #expect(version.url.lastPathComponent != "version.json")
    }

    @Test func documentIDFollowsRenamesThroughTheExtendedAttribute() throws {
        let doc = dir.file("a.txt")
        try write("x", to: doc)
        do {
            try DocumentID.write(DocumentID.make(), to: doc)
        } catch where DocumentID.isUnsupported(error) {
            return  // This filesystem has no user attributes; the index test covers the fallback.
        }
        let id = try store.documentID(for: doc)
        #expect(try DocumentID.read(from: doc) == id)
        let moved = dir.file("b.txt")
        try POSIX.rename(doc, to: moved)
        #expect(try store.documentID(for: moved) == id)
        // A new version written by a safe save gets the id copied on by the session.
        let temporary = TemporaryItem.url(beside: moved)
        try Data("y".utf8).write(to: temporary)
        try DocumentID.write(id, to: temporary)
        try POSIX.rename(temporary, to: moved)
        #expect(try DocumentID.ensure(for: moved) == id)
        // The index is not used when attributes work.
        #expect(try POSIX.statusIfPresent(store.root.appendingPathComponent(DocumentIDIndex.fileName)) == nil)
    }

    @Test func hostileAttributeValueIsRefusedAndReplaced() throws {
        let doc = dir.file("a.txt")
        try write("x", to: doc)
        do {
            try POSIX.setExtendedAttribute(DocumentID.attributeName, Data("../../etc".utf8), on: doc)
        } catch where DocumentID.isUnsupported(error) {
            return
        }
        #expect(throws: DocumentError.self) { try DocumentID.read(from: doc) }
        let id = try DocumentID.ensure(for: doc)
        #expect(DocumentID.isValid(id) && id != "../../etc")
        #expect(throws: DocumentError.self) { try store.versions(documentID: "../../etc") }
        #expect(throws: DocumentError.self) { try store.retire(doc, documentID: "..", contentType: nil) }
    }

    @Test func indexFallbackGivesStableIDsAndFollowsMoves() throws {
        let store = VersionStore(root: dir.file("data/versions"), usesExtendedAttributes: false)
        let doc = dir.file("a.txt")
        try write("x", to: doc)
        let id = try store.documentID(for: doc)
        #expect(try store.documentID(for: doc) == id)
        #expect((try? DocumentID.read(from: doc)) == nil)
        let index = store.root.appendingPathComponent(DocumentIDIndex.fileName)
        #expect(try POSIX.status(index).permissions == 0o600)

        let moved = dir.file("sub/b.txt")
        try POSIX.makeDirectories(moved.deletingLastPathComponent())
        try POSIX.rename(doc, to: moved)
        try store.documentMoved(from: doc, to: moved)
        #expect(try store.documentID(for: moved) == id)
        try write("new", to: doc)
        #expect(try store.documentID(for: doc) != id)

        // Entries inside a moved package folder follow it.
        let package = dir.file("p.pkg")
        try POSIX.makeDirectory(package)
        try write("c", to: package.appendingPathComponent("child"))
        let childID = try store.documentID(for: package.appendingPathComponent("child"))
        try POSIX.rename(package, to: dir.file("q.pkg"))
        try store.documentMoved(from: package, to: dir.file("q.pkg"))
        #expect(try store.documentID(for: dir.file("q.pkg/child")) == childID)

        // The fallback id works for history like any other.
        try store.retire(moved, documentID: id, contentType: nil)
        #expect(try store.versions(documentID: id).count == 1)
        try store.removeHistory(documentID: id)
        #expect(try store.versions(documentID: id).isEmpty)
        #expect(try store.documentID(for: moved) != id)
    }

    /// A save that could not stamp the id (no user xattrs there) records it in the index, and opening
    /// finds it there; where the attribute holds the id, nothing is written to the index.
    @Test func idsThatCouldNotBeStampedAreRememberedInTheIndex() throws {
        let doc = dir.file("Plain.txt")
        try write("one", to: doc)
        #expect(store.existingDocumentID(for: doc) == nil)
        let id = DocumentID.make()
        try store.rememberDocumentID(id, for: doc)
        #expect(store.existingDocumentID(for: doc) == id)
        #expect(try DocumentIDIndex(root: store.root).id(for: doc) == id)
        try store.documentMoved(from: doc, to: dir.file("Moved.txt"))
        #expect(store.existingDocumentID(for: dir.file("Moved.txt")) == id)

        let stamped = dir.file("Stamped.txt")
        try write("two", to: stamped)
        let other = DocumentID.make()
        try DocumentID.stampIfSupported(other, on: stamped)
        try store.rememberDocumentID(other, for: stamped)
        #expect(try DocumentIDIndex(root: store.root).id(for: stamped) == nil)
        #expect(store.existingDocumentID(for: stamped) == other)
    }

    @Test func restoreHandsOverContentAndKeepsTheReplacedVersion() throws {
        let doc = dir.file("Note.txt")
        try write("first", to: doc)
        let id = try store.documentID(for: doc)
        try store.retire(doc, documentID: id, date: Date(timeIntervalSince1970: 1000), contentType: nil)
        try write("second", to: doc)
        let old = try #require(try store.versions(documentID: id).first)

        // What the session's safe save does: retire the current version, then install the new content.
        func safeSave(_ content: URL, date: Date) throws {
            try store.retire(doc, documentID: id, date: date, contentType: nil)
            try AtomicFile.write(try Data(contentsOf: content), to: doc)
        }
        try store.restore(old, over: doc) { try safeSave($0, date: Date(timeIntervalSince1970: 2000)) }
        #expect(try read(doc) == "first")
        var versions = try store.versions(documentID: id)
        #expect(try versions.map { try read($0.url) } == ["second", "first"])
        // Restoring is itself undoable: restore the version the restore replaced.
        try store.restore(versions[0], over: doc) { try safeSave($0, date: Date(timeIntervalSince1970: 3000)) }
        #expect(try read(doc) == "second")
        versions = try store.versions(documentID: id)
        #expect(versions.count == 3)
        // The kept content was never touched by either restore.
        #expect(try read(old.url) == "first")

        let failing = DocumentError(.diskFull, url: doc)
        #expect(throws: failing) { try store.restore(old, over: doc) { _ in throw failing } }
        try POSIX.removeTree(old.directory)
        #expect(throws: DocumentError.self) { try store.contentURL(of: old) }
    }

    @Test func thinningKeepsRecentAllThenHourlyDailyWeekly() throws {
        let doc = dir.file("Note.txt")
        try write("0", to: doc)
        let id = try store.documentID(for: doc)
        let now = Date(timeIntervalSince1970: 1_704_888_000)  // 2024-01-10T12:00:00Z, on an hour and day boundary
        let hour = 3600.0, day = 86_400.0
        let ages: [TimeInterval] = [
            10 * 60, 50 * 60,                  // last hour: both kept
            hour + 10 * 60, hour + 20 * 60,    // 10:50 and 10:40, same hour: the newer kept
            3 * hour + 5 * 60,                 // another hour: kept
            3 * day - 3 * hour, 3 * day + 3 * hour,  // 3 days ago 15:00 and 09:00, same day: the newer kept
            5 * day,                           // another day: kept
            60 * day, 60 * day + hour,         // same week: the newer kept
            100 * day,                         // another week: kept
        ]
        for (n, age) in ages.enumerated().reversed() {
            try write("v\(n)", to: doc)
            try store.retire(doc, documentID: id, date: now.addingTimeInterval(-age), contentType: nil)
        }
        #expect(try store.versions(documentID: id).count == ages.count)
        let removed = try store.thin(documentID: id, now: now)
        #expect(try removed.allSatisfy { try POSIX.statusIfPresent($0.directory) == nil })
        let removedAges: [TimeInterval] = removed.map { now.timeIntervalSince($0.date) }.sorted()
        let expectedRemoved: [TimeInterval] = [ages[3], ages[6], ages[9]]
        #expect(removedAges == expectedRemoved)
        let kept: [TimeInterval] = try store.versions(documentID: id).map { now.timeIntervalSince($0.date) }
        let expectedKept: [TimeInterval] = [ages[0], ages[1], ages[2], ages[4], ages[5], ages[7], ages[8], ages[10]]
        #expect(kept == expectedKept)
        // Thinning is idempotent.
        #expect(try store.thin(documentID: id, now: now).isEmpty)
        // A maximum age drops the oldest, but never the newest version.
        var policy = ThinningPolicy.default
        policy.maximumAge = 90 * day
        #expect(try store.thin(documentID: id, now: now, policy: policy).count == 1)
        #expect(try store.thin(documentID: id, now: now.addingTimeInterval(1000 * day), policy: policy).count == 6)
        #expect(try store.versions(documentID: id).count == 1)
    }

    @Test func recentVersionsAreAllKeptAndTheirNamesCarryTheirDates() throws {
        let doc = dir.file("Note.txt")
        try write("0", to: doc)
        let id = try store.documentID(for: doc)
        let now = Date(timeIntervalSince1970: 1_704_888_000)
        var made: [Version] = []
        for minutes in [50.0, 20, 1] {
            try write("v\(minutes)", to: doc)
            made.append(try store.retire(doc, documentID: id, date: now.addingTimeInterval(-minutes * 60), contentType: nil))
        }
        for version in made {
            #expect(VersionStore.date(ofVersionNamed: version.id).map { abs($0.timeIntervalSince(version.date)) < 1e-5 } == true)
        }
        #expect(VersionStore.date(ofVersionNamed: "not-a-version") == nil)
        #expect(try store.thin(documentID: id, now: now).isEmpty)
        #expect(try store.versions(documentID: id).count == 3)
        // An hour later the oldest two share an hour bucket (11:10 and 11:40): the full pass runs.
        #expect(try store.thin(documentID: id, now: now.addingTimeInterval(3600)).count == 1)
        #expect(try store.newestVersion(documentID: id)?.id == made[2].id)
    }

    @Test func theNewestReadableVersionIsFoundByNameSkippingDamagedOnes() throws {
        let doc = dir.file("Note.txt")
        try write("same", to: doc)
        let id = try store.documentID(for: doc)
        let kept = try store.retire(doc, documentID: id, contentType: nil)
        // A damaged entry whose name sorts after the real newest one.
        let damaged = kept.directory.deletingLastPathComponent().appendingPathComponent("29991231T000000.000000Z-bad")
        try POSIX.makeDirectory(damaged)
        try write("{\"date\": 12", to: damaged.appendingPathComponent("version.json"))
        #expect(try store.newestVersion(documentID: id)?.id == kept.id)
        // Identical content is still recognised, so no second version is made.
        #expect(try store.retire(doc, documentID: id, contentType: nil).id == kept.id)
        #expect(try store.versions(documentID: id).count == 1)
    }

    @Test func leftoversAndDamagedRecordsAreSkippedAndCleaned() throws {
        let doc = dir.file("Note.txt")
        try write("x", to: doc)
        let id = try store.documentID(for: doc)
        let version = try store.retire(doc, documentID: id, contentType: nil)
        let documentDirectory = version.directory.deletingLastPathComponent()
        // A crash mid-retire leaves a staging folder; a damaged record; a stray file.
        let leftover = documentDirectory.appendingPathComponent(TemporaryItem.prefix + "dead-20240101T000000.000000Z-x")
        try POSIX.makeDirectory(leftover)
        try write("half", to: leftover.appendingPathComponent("Note.txt"))
        let damaged = documentDirectory.appendingPathComponent("20200101T000000.000000Z-bad")
        try POSIX.makeDirectory(damaged)
        try write("{\"date\": 12", to: damaged.appendingPathComponent("version.json"))
        let hostile = documentDirectory.appendingPathComponent("20200101T000000.000000Z-evil")
        try POSIX.makeDirectory(hostile)
        try write(#"{"date":"2020-01-01T00:00:00Z","size":1,"fileName":"x","storedName":"../../x","kind":"file"}"#,
                  to: hostile.appendingPathComponent("version.json"))
        try write("stray", to: documentDirectory.appendingPathComponent("stray"))
        #expect(try store.versions(documentID: id) == [version])

        // A staging folder still being filled (locked) survives cleanup; an abandoned one does not.
        let busy = try StagingDirectory(beside: documentDirectory.appendingPathComponent("busy"))
        try write("y", to: doc)
        try store.retire(doc, documentID: id, contentType: nil)
        #expect(try POSIX.statusIfPresent(leftover) == nil)
        #expect(try POSIX.statusIfPresent(busy.url) != nil)
        busy.discard()
        #expect(try store.versions(documentID: id).count == 2)
    }

    /// History thinning cleans the document's folder in the background while the next save keeps a
    /// version there: its cleanup could take a new staging folder's lock before the save did and
    /// remove it under the save (found by `make torture` on ext4: "could not be found … while keeping
    /// the previous version"). A staging folder handed out is always still there, and ours.
    @Test func aStagingFolderIsNeverRemovedByACleanupRunningBesideIt() throws {
        let folder = dir.file("busy-history")
        try POSIX.makeDirectories(folder, mode: 0o700)
        // (stop asked, sweeps made); a thread of its own, as the session's thinning has.
        let cleaner = PthreadMutex((stop: false, sweeps: 0))
        let started = DispatchSemaphore(value: 0), ended = DispatchSemaphore(value: 0)
        Thread {
            started.signal()
            while !cleaner.withLock({ $0.stop }) {
                StagingDirectory.removeAbandoned(in: folder)
                cleaner.withLock { $0.sweeps += 1 }
            }
            ended.signal()
        }.start()
        started.wait()
        for round in 0..<400 {
            let staging = try StagingDirectory(beside: folder.appendingPathComponent("version-\(round)"))
            let present = try POSIX.statusIfPresent(staging.url) != nil
            staging.discard()
            #expect(present, "round \(round): the cleanup removed the folder it was given")
            if !present { break }
        }
        cleaner.withLock { $0.stop = true }
        ended.wait()
        #expect(cleaner.withLock { $0.sweeps } > 0)
    }

    @Test func wholeHistoriesAreListedAndRemoved() throws {
        var ids: [String] = []
        for name in ["a", "b"] {
            let doc = dir.file(name)
            try write(name, to: doc)
            let id = try store.documentID(for: doc)
            try store.retire(doc, documentID: id, contentType: nil)
            ids.append(id)
        }
        #expect(try store.documentIDs() == ids.sorted())
        try store.removeHistory(documentID: ids[0])
        #expect(try store.documentIDs() == [ids[1]])
        #expect(try store.versions(documentID: ids[0]).isEmpty)
        try store.removeHistory(documentID: ids[0])  // already gone: fine
    }
}
