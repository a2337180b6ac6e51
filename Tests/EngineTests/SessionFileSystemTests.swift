import BoardModel
import ChecklistModel
import Foundation
import QuireTestDrives
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// Issue 19's table, rerun: the session suite's core — a new document, saving over it, its versions
/// and a restore, rename, duplicate, and a conflict with another program (their version kept, ours in
/// a draft and a conflict copy, then "Keep Mine") — for a flat document (a checklist) and a package (a
/// board), on every file system a person saves to, each made for the test (`TestDrive`). Prints the
/// table, "works" in every cell that did. Drafts and versions live in the data folder (on the
/// temp folder's file system), as they do in the person's home.
@MainActor
@Suite(.serialized, .enabled(if: getuid() == 0, "mounting file systems needs root"))
struct SessionFileSystemTests {
    /// The steps of the table, in order; each uses what the one before left.
    enum Step: String, CaseIterable {
        case new = "new", saveOver = "save over", versions = "versions", rename = "rename",
             duplicate = "duplicate", conflict = "conflict + draft"
    }

    /// A flat document or a package, with one edit that adds an entry and a count of the entries.
    @MainActor
    struct Shape {
        let name: String
        let fileExtension: String
        let kind: DocumentKind
        let add: @MainActor (DocumentSession, Int) -> Void
        let count: @MainActor (DocumentSession) -> Int?
        /// What another program does to the saved document (a sync tool's write).
        let changeBehindOurBack: (URL) throws -> Void

        static var flat: Shape { Shape(
            name: "flat file", fileExtension: "checklist", kind: EngineKinds.checklist,
            add: { session, index in
                let checklist = session.document(as: ChecklistDocument.self)
                session.edit { _ = checklist?.addItem(title: "item \(index)", undoManager: session.undoManager) }
            },
            count: { $0.document(as: ChecklistDocument.self)?.checklist.items.count },
            changeBehindOurBack: { url in
                let temporary = url.deletingLastPathComponent().appendingPathComponent("sync-\(UUID().uuidString)")
                try Data(#"{"id":"6F3C3C1A-4C1E-4C5C-9E0B-111111111111","items":[]}"#.utf8).write(to: temporary)
                try POSIX.rename(temporary, to: url)
            }) }

        static var package: Shape { Shape(
            name: "package", fileExtension: "boardpkg", kind: EngineKinds.board,
            add: { session, index in
                let board = session.document(as: BoardDocument.self)
                session.edit {
                    board?.addSticker(PlacedSticker(imagePNG: fakePNG(index), position: CodablePoint(x: Double(index), y: 0)),
                                      undoManager: session.undoManager)
                }
            },
            count: { $0.document(as: BoardDocument.self)?.board.stickers.count },
            changeBehindOurBack: { url in try Data("theirs".utf8).write(to: url.appendingPathComponent("notes.txt")) }) }
    }

    /// One row: a file system and a shape, with what each step came to.
    struct Row {
        var fileSystem: String
        var shape: String
        var guarantee: String
        var cells: [Step: String] = [:]
    }

    @Test func theIssuesTableOnEveryFileSystem() async throws {
        var rows: [Row] = []
        var unmountable: [String] = []
        for kind in TestDrive.Kind.writable {
            guard kind.isAvailable else {
                unmountable.append("\(kind): its kernel driver or tools are missing")
                continue
            }
            let drive: TestDrive
            do {
                drive = try TestDrive(kind)
            } catch {
                Issue.record("\(kind) could not be mounted: \(error)")
                unmountable.append("\(kind): \(error)")
                continue
            }
            for shape in [Shape.flat, Shape.package] {
                rows.append(await run(shape, on: drive))
            }
        }
        print(Self.table(rows))
        for line in unmountable { print("not mounted: \(line)") }
    }

    /// Runs the steps on a fresh folder of `drive`, recording each step's outcome.
    private func run(_ shape: Shape, on drive: TestDrive) async -> Row {
        let fixture = EngineFixture()
        let folder = drive.mountPoint.appendingPathComponent("Documents \(shape.fileExtension)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let guarantee = (try? DriveCapabilities.of(folder)).map { "\($0.saveGuarantee)" } ?? "?"
        var row = Row(fileSystem: "\(drive.kind)", shape: shape.name, guarantee: guarantee)
        let url = folder.appendingPathComponent("Trip.\(shape.fileExtension)")
        var session: DocumentSession?

        func step(_ step: Step, _ body: () async throws -> Void) async {
            do {
                try await body()
                row.cells[step] = "works"
            } catch {
                row.cells[step] = "fails"
                Issue.record("\(drive.kind), \(shape.name), \(step.rawValue): \(error)")
            }
        }
        func reopenedCount(_ at: URL) async throws -> Int? {
            shape.count(try await DocumentSession.open(at, kinds: EngineKinds.all, environment: fixture.environment))
        }

        await step(.new) {
            let made = try DocumentSession(newDocumentOf: shape.kind, environment: fixture.environment)
            made.autosavesAutomatically = false
            shape.add(made, 1)
            try await made.save(to: url)
            try #require(try await reopenedCount(url) == 1)
            try #require(made.saveGuarantee.map { "\($0)" } == guarantee)
            session = made
        }
        guard let session else { return row }
        await step(.saveOver) {
            shape.add(session, 2)
            try await session.save()
            try #require(try await reopenedCount(url) == 2)
        }
        await step(.versions) {
            let kept = try await session.versions()
            let first = try #require(kept.last, "the first version is kept")
            try await session.restore(first)
            try #require(shape.count(session) == 1)
            let reopened = try await reopenedCount(url)
            try #require(reopened == 1)
            shape.add(session, 3)
            try await session.save()
        }
        let renamed = folder.appendingPathComponent("Renamed.\(shape.fileExtension)")
        await step(.rename) {
            try await session.rename(to: "Renamed")
            try #require(session.fileURL == renamed)
            try #require(try POSIX.statusIfPresent(url) == nil)
            try #require(try await reopenedCount(renamed) == 2)
        }
        await step(.duplicate) {
            let copy = try await session.duplicate()
            let copyURL = folder.appendingPathComponent("Copy.\(shape.fileExtension)")
            try await copy.save(to: copyURL)
            try #require(try await reopenedCount(copyURL) == shape.count(session))
        }
        await step(.conflict) {
            let current = try #require(session.fileURL)
            try shape.changeBehindOurBack(current)
            let theirs = try FileIdentity.current(of: current)
            shape.add(session, 4)
            do {
                try await session.save()
                Issue.record("saved over another program's version")
            } catch let error as DocumentError where error.code == .changedOnDisk {
                try #require(error.conflictCopyURL != nil, "ours is kept beside theirs")
            }
            try #require(try FileIdentity.current(of: current) == theirs, "their version is untouched")
            try #require(try fixture.drafts().contains { $0.originalURL?.path == current.path }, "our edits are in a draft")
            try await session.saveReplacingChangesOnDisk()
            try #require(try await reopenedCount(current) == shape.count(session))
        }
        return row
    }

    /// Read-only media (a squashfs image, a read-only bind mount): the document opens read-only, the
    /// session says nothing can be saved there, edits go to a draft, and Save As elsewhere works; the
    /// original stays byte for byte.
    @Test(.enabled(if: TestDrive.available([.squashfs, .readOnlyBind]), "needs squashfs-tools and the kernel's squashfs"),
          arguments: [TestDrive.Kind.squashfs, .readOnlyBind])
    func readOnlyMediaOpenReadOnlyWithEditsInADraft(_ kind: TestDrive.Kind) async throws {
        let fixture = EngineFixture()
        let seed = fixture.root.url.appendingPathComponent("seed")
        try FileManager.default.createDirectory(at: seed, withIntermediateDirectories: true)
        try Data(#"{"id":"6F3C3C1A-4C1E-4C5C-9E0B-111111111111","items":[{"id":"6F3C3C1A-4C1E-4C5C-9E0B-222222222222","isChecked":false,"title":"one"}]}"#.utf8)
            .write(to: seed.appendingPathComponent("Trip.checklist"))
        let drive = try TestDrive(kind, seed: seed)
        let url = drive.mountPoint.appendingPathComponent("Trip.checklist")
        let before = try bytes(url)

        let session = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        #expect(!session.isEditable)
        #expect(session.saveGuarantee == .readOnly)
        Shape.flat.add(session, 2)
        try await session.autosave()
        #expect(try fixture.drafts().contains { $0.originalURL?.path == url.path }, "the edit is in a draft")
        await expectDocumentError(.readOnly) { try await session.save() }

        let elsewhere = fixture.file("Trip.checklist")
        try await session.save(to: elsewhere)
        let reopened = try await DocumentSession.open(elsewhere, kinds: EngineKinds.all, environment: fixture.environment)
        #expect(Shape.flat.count(reopened) == 2)
        #expect(reopened.saveGuarantee == .atomic)
        #expect(try bytes(url) == before)
    }

    /// The issue's table as Markdown.
    static func table(_ rows: [Row]) -> String {
        let header = ["file system", "document", "guarantee"] + Step.allCases.map(\.rawValue)
        var lines = ["| " + header.joined(separator: " | ") + " |", "|" + String(repeating: " --- |", count: header.count)]
        for row in rows {
            let cells = [row.fileSystem, row.shape, row.guarantee] + Step.allCases.map { row.cells[$0] ?? "—" }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
