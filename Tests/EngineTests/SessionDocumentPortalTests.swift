import BoardModel
import ChecklistModel
import Foundation
import NotesModel
import QuireTestDrives
import Synchronization
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// The session suite's scenarios on Debian 12's real document portal (`TestPortal`: xdg-document-portal
/// 1.16 on a private bus), where a sandboxed app reaches what the person picked in the file chooser:
/// open, edit, save, autosave, versions and a restore, another program's change, a failed save. The
/// real file lives in a folder of the temp folder (the person's folder); the session sees it only
/// through the portal's mount. Drafts and versions live in the data folder, as in the sandbox.
@MainActor
@Suite(.serialized, .enabled(if: TestPortal.isAvailable, "needs root, /dev/fuse and xdg-document-portal (scripts/install-deps.sh)"))
struct SessionDocumentPortalTests {
    /// A checklist of `items` in a fresh folder, exported through a fresh portal.
    struct Exported {
        let portal: TestPortal
        let folder: TemporaryDirectory
        /// The person's file.
        let host: URL
        /// What the session opens: the file in the portal's mount.
        let document: URL

        init(items: Int) throws {
            portal = try TestPortal()
            folder = TemporaryDirectory("quire-portal-documents")
            host = folder.file("Trip.checklist")
            try Data(checklistJSON(items: items).utf8).write(to: host)
            document = try portal.export(host)
        }

        /// Names in the person's folder: the portal keeps a temporary made in a document's folder as a
        /// hidden `.xdp-<name>-XXXXXX` file here.
        func hostListing() throws -> [String] { try POSIX.directoryEntries(folder.url).sorted() }
    }

    nonisolated static func checklistJSON(items: Int) -> String {
        let entries = (0..<items).map { #"{"id":"6F3C3C1A-4C1E-4C5C-9E0B-\#(String(format: "%012d", $0))","isChecked":false,"title":"item \#($0)"}"# }
        return #"{"id":"6F3C3C1A-4C1E-4C5C-9E0B-111111111111","items":[\#(entries.joined(separator: ","))]}"#
    }

    func add(_ session: DocumentSession, _ title: String) {
        let checklist = session.document(as: ChecklistDocument.self)
        session.edit { _ = checklist?.addItem(title: title, undoManager: session.undoManager) }
    }

    func count(_ url: URL, _ fixture: EngineFixture) async throws -> Int? {
        let session = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        return session.document(as: ChecklistDocument.self)?.checklist.items.count
    }

    @Test func theProbeFindsWhatThePortalCanDo() throws {
        let exported = try Exported(items: 1)
        let drive = try DriveCapabilities.of(exported.document.deletingLastPathComponent())
        #expect(drive.fileSystem == "fuse.portal")
        #expect(!drive.makesFolders, "mkdir is EPERM")
        #expect(!drive.renameExchange, "its RENAME_EXCHANGE is a plain rename")
        #expect(!drive.hardLinks && !drive.extendedAttributes && !drive.reflinks)
        #expect(drive.saveGuarantee == .keepsCopyUntilSaved)
        #expect(try exported.hostListing() == ["Trip.checklist"], "the probe left nothing")
        #expect(try POSIX.directoryEntries(exported.document.deletingLastPathComponent()) == ["Trip.checklist"])
    }

    @Test func openEditSaveVersionsAndRestore() async throws {
        let fixture = EngineFixture()
        let exported = try Exported(items: 1)
        let session = try await DocumentSession.open(exported.document, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        #expect(session.isEditable)

        add(session, "second")
        try await session.save()
        #expect(session.saveGuarantee == .keepsCopyUntilSaved)
        #expect(try await count(exported.document, fixture) == 2)
        #expect(try await count(exported.host, fixture) == 2, "the person's file has the edit")
        #expect(try exported.hostListing() == ["Trip.checklist"], "no temporary left beside it")

        // The identity read back after the rename is the document's: the next save is no conflict.
        add(session, "third")
        try await session.save()
        #expect(try await count(exported.host, fixture) == 3)

        let versions = try await session.versions()
        #expect(versions.count == 2, "both previous versions were kept")
        let first = try #require(versions.last)
        try await session.restore(first)
        #expect(session.document(as: ChecklistDocument.self)?.checklist.items.count == 1)
        #expect(try await count(exported.host, fixture) == 1)
        #expect(try await session.versions().count == 3, "the version the restore replaced is kept")
        #expect(try exported.hostListing() == ["Trip.checklist"])
    }

    @Test func autosaveSavesInPlaceAndAnotherProgramsChangeIsKept() async throws {
        let fixture = EngineFixture()
        let exported = try Exported(items: 1)
        let session = try await DocumentSession.open(exported.document, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false

        add(session, "autosaved")
        try await session.autosave()
        #expect(try await count(exported.host, fixture) == 2, "autosave saves a saved document in place")
        #expect(try fixture.drafts().isEmpty)

        // Another program (a sync tool) replaces the person's file by rename.
        let theirs = Data(Self.checklistJSON(items: 5).utf8)
        let incoming = exported.folder.file("incoming")
        try theirs.write(to: incoming)
        try POSIX.rename(incoming, to: exported.host)

        add(session, "ours")
        await expectDocumentError(.changedOnDisk) { try await session.autosave() }
        #expect(try bytes(exported.host) == theirs, "their version is untouched")
        #expect(try fixture.drafts().contains { $0.originalURL?.path == exported.document.path }, "our edits are in a draft")
        let error = await expectDocumentError(.changedOnDisk) { try await session.save() }
        #expect(error?.conflictCopyURL == nil, "no conflict copy: it would be a portal temporary")
        #expect(try bytes(exported.host) == theirs)
        #expect(try exported.hostListing() == ["Trip.checklist"], "nothing left beside it")

        try await session.saveReplacingChangesOnDisk()
        #expect(try await count(exported.host, fixture) == 3, "Keep Mine")
        let kept = try await session.versions()
        #expect(try kept.contains { try bytes($0.contentURL) == theirs }, "their version is in the versions")
    }

    /// The portal's rename can't be checked after it (no exchange): what is at the path when the
    /// previous version is kept is what the rename replaces, so a writer striking between the check and
    /// the rename has its version kept in the versions rather than lost.
    @Test nonisolated func aWriterBetweenTheCheckAndTheRenameIsKeptInTheVersions() async throws {
        let exported = try Exported(items: 1)
        let known = try #require(try FileIdentity.current(of: exported.document))
        let theirs = Data(Self.checklistJSON(items: 7).utf8)
        let kept = Mutex<[Data]>([])
        try await SafeSave.$beforeSwap.withValue({ _ in
            let incoming = exported.folder.file("incoming")
            try theirs.write(to: incoming)
            try POSIX.rename(incoming, to: exported.host)
        }) {
            try await SafeSave.save(.file(exported.document, expected: known, retire: { previous in
                let bytes = try Data(contentsOf: previous)
                kept.withLock { $0.append(bytes) }
            })) { try Data(Self.checklistJSON(items: 2).utf8).write(to: $0) }
        }
        #expect(try bytes(exported.host) == Data(Self.checklistJSON(items: 2).utf8), "ours is saved")
        #expect(kept.withLock { $0 } == [theirs], "theirs was kept as the previous version")
        #expect(try exported.hostListing() == ["Trip.checklist"])
    }

    /// The portal has no locks: a temporary a killed save left goes with the next open only when its
    /// name's writer (`WriterToken`) is provably gone; a live writer's, or one of another pid
    /// namespace (another instance of the sandboxed app), stays.
    @Test func aKilledSavesTemporaryGoesWithTheNextOpen() async throws {
        let fixture = EngineFixture()
        let exported = try Exported(items: 1)
        let portalFolder = exported.document.deletingLastPathComponent()
        let current = try #require(WriterToken.current)
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = WriterToken(namespace: current.namespace, pid: finished.processIdentifier, startTime: 1)
        let elsewhere = WriterToken(namespace: current.namespace &+ 1, pid: finished.processIdentifier, startTime: 1)
        func leftover(_ writer: WriterToken) throws -> String {
            let url = TemporaryItem.url(beside: exported.document, writer: writer)
            try Data("half a save".utf8).write(to: url)
            #expect(WriterToken(temporaryName: url.lastPathComponent) == writer)
            return url.lastPathComponent
        }
        let deadName = try leftover(dead), liveName = try leftover(current), otherName = try leftover(elsewhere)

        _ = try await DocumentSession.open(exported.document, kinds: EngineKinds.all, environment: fixture.environment)
        let listed = Set(try POSIX.directoryEntries(portalFolder))
        #expect(!listed.contains(deadName), "the dead writer's temporary went")
        #expect(listed.isSuperset(of: [liveName, otherName, "Trip.checklist"]), "\(listed)")
        for name in [liveName, otherName] { try POSIX.unlink(portalFolder.appendingPathComponent(name)) }
        #expect(try exported.hostListing() == ["Trip.checklist"])
    }

    @Test func aFailedSaveLeavesTheDocumentByteIdentical() async throws {
        // The person's file on a 1 MiB tmpfs: the portal passes on its ENOSPC.
        let (filesystem, reason) = TinyFilesystem.mount()
        guard let filesystem else { try Test.cancel("No tmpfs here: \(reason)") }
        let fixture = EngineFixture()
        let portal = try TestPortal()
        let host = filesystem.url.appendingPathComponent("Big.txt")
        let original = Data("small original text\n".utf8)
        try original.write(to: host)
        let document = try portal.export(host)

        let session = try await DocumentSession.open(document, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        let text = try #require(session.binding(for: TextDocument.self)).text
        text.wrappedValue = String(repeating: "x", count: 2 << 20)
        await expectDocumentError(.diskFull) { try await session.save() }
        #expect(try bytes(host) == original, "the original is byte-identical")
        #expect(try POSIX.directoryEntries(filesystem.url) == ["Big.txt"], "no temporary left")
        #expect(session.hasUnsavedChanges)

        text.wrappedValue = "fits now"
        try await session.save()
        #expect(try String(decoding: bytes(host), as: UTF8.self) == "fits now")
    }

    /// What the file chooser portal gives a Save As: an empty file it made at the chosen name, exported.
    @Test func aPackageIsRefusedSayingWhy() async throws {
        let fixture = EngineFixture()
        let portal = try TestPortal()
        let folder = TemporaryDirectory("quire-portal-documents")
        let host = folder.file("Board.boardpkg")
        try Data().write(to: host)
        let destination = try portal.export(host)
        let board = try DocumentSession(newDocumentOf: EngineKinds.board, environment: fixture.environment)
        board.autosavesAutomatically = false
        let error = await expectDocumentError(.permissionDenied) { try await board.save(to: destination, replacingExisting: true) }
        #expect(error?.message.contains("is a package (a folder)") == true, "\(error?.message ?? "")")
        #expect(try POSIX.directoryEntries(folder.url) == ["Board.boardpkg"])
        #expect(try bytes(host).isEmpty, "the file is untouched")
    }

    /// A new name in a document's folder would be a portal temporary, hidden from the person: Save As,
    /// rename and move there are refused, and the person's folder is unchanged.
    @Test func newNamesInThePortalAreRefused() async throws {
        let fixture = EngineFixture()
        let exported = try Exported(items: 1)
        let portalFolder = exported.document.deletingLastPathComponent()
        let session = try await DocumentSession.open(exported.document, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false

        await expectDocumentError(.permissionDenied) { try await session.rename(to: "Renamed") }
        #expect(session.fileURL == exported.document)
        let copy = try await session.duplicate()
        await expectDocumentError(.permissionDenied) { try await copy.save(to: portalFolder.appendingPathComponent("Copy.checklist")) }
        let other = fixture.file("Other.checklist")
        try Data(Self.checklistJSON(items: 1).utf8).write(to: other)
        let elsewhere = try await DocumentSession.open(other, kinds: EngineKinds.all, environment: fixture.environment)
        await expectDocumentError(.permissionDenied) { try await elsewhere.move(to: portalFolder) }
        #expect(try POSIX.statusIfPresent(other) != nil, "the document moved nowhere")
        #expect(try exported.hostListing() == ["Trip.checklist"])
        #expect(try POSIX.directoryEntries(portalFolder) == ["Trip.checklist"])
    }
}
