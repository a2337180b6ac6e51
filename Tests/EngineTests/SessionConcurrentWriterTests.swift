import ChecklistModel
import Foundation
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// Issue 7.3 at the session level: processes editing and autosaving one document, a sync tool replacing
/// it while an autosave is in flight, "Keep Mine" after a conflict, drafts remembering the version they
/// were based on, and Viewer roles.
@MainActor
@Suite struct SessionConcurrentWriterTests {
    private static let appID = "org.quire.tests.Checklist"

    private func items(_ url: URL) throws -> [String] {
        try JSONDecoder().decode(Checklist.self, from: bytes(url)).items.map(\.title)
    }

    private func writeChecklist(_ titles: [String], to url: URL) throws {
        var checklist = Checklist(items: [])
        for title in titles { checklist.items.append(ChecklistItem(title: title)) }
        try JSONEncoder().encode(checklist).write(to: url)
    }

    /// A sync tool: a new file beside, renamed over (new inode).
    private func replaceByRename(_ url: URL, with data: Data) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".sync-\(UUID().uuidString)")
        try data.write(to: temporary)
        try POSIX.rename(temporary, to: url)
    }

    /// Items of every draft in the data home `home`.
    private func draftItems(home: URL) throws -> [String] {
        let environment = DocumentEnvironment(appID: Self.appID, dataHome: home, recentsFile: .some(nil))
        return try DocumentSession.recoverableDrafts(environment: environment).flatMap { try items($0.contentURL) }
    }

    /// Runs `writers` QuireSessionChild editors on `url` at once, each in its own data home (so no
    /// edit lock orders them), adding `count` items; returns tag → (final state, data home).
    private func runEditors(_ writers: Int, count: Int, on url: URL, root: URL) async throws -> [String: (String, URL)] {
        let executable = try #require(SessionChild.executable, "QuireSessionChild must be built next to the tests")
        var running: [(String, URL, Process, Pipe, Pipe, AsyncStream<Void>)] = []
        for index in 0..<writers {
            let tag = "w\(index)"
            let home = root.appendingPathComponent("home-\(tag)", isDirectory: true)
            let child = Process()
            child.executableURL = executable
            child.arguments = ["edit", home.path, url.path, tag, String(count)]
            let output = Pipe(), input = Pipe()
            child.standardOutput = output
            child.standardInput = input
            let exit = try SessionChild.start(child)
            #expect(await SessionChild.readLine(output.fileHandleForReading) == "ready")
            running.append((tag, home, child, output, input, exit))
        }
        for writer in running { try writer.4.fileHandleForWriting.close() }
        var outcomes: [String: (String, URL)] = [:]
        for (tag, home, child, output, _, exit) in running {
            let line = await SessionChild.readLine(output.fileHandleForReading) ?? "(none)"
            for await _ in exit {}
            #expect(child.terminationStatus == 0, "\(tag) failed")
            outcomes[tag] = (line, home)
        }
        return outcomes
    }

    /// Every item each writer added is in the file, its drafts or a conflict copy; a writer that ended
    /// "saved" has all its items in the file.
    private func expectNothingLost(_ outcomes: [String: (String, URL)], count: Int, url: URL, folder: URL) throws {
        let final = try items(url)
        let copies = try POSIX.directoryEntries(folder).filter { $0.contains("conflicted copy") }
            .flatMap { try items(folder.appendingPathComponent($0)) }
        for (tag, (state, home)) in outcomes.sorted(by: { $0.key < $1.key }) {
            let drafts = try draftItems(home: home)
            for index in 1...count {
                let item = "\(tag)-\(index)"
                #expect(final.contains(item) || drafts.contains(item) || copies.contains(item), "\(item) (\(state)) was lost")
                if state == "saved" { #expect(final.contains(item), "\(tag) ended saved, but \(item) is not in the file") }
            }
            #expect(state == "saved" || state == "changedOnDisk", "\(tag) ended \(state)")
        }
        #expect(try POSIX.directoryEntries(folder).allSatisfy { !TemporaryItem.isTemporary($0) })
    }

    @Test func twoProcessesEditingAndAutosavingLoseNothing() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Shared.checklist")
        try writeChecklist(["base"], to: url)
        let outcomes = try await runEditors(2, count: 15, on: url, root: fixture.root.url)
        try expectNothingLost(outcomes, count: 15, url: url, folder: fixture.documents)
        // Both started from "base": the first save wins, the other conflicts and keeps its edits in a draft.
        #expect(outcomes.values.filter { $0.0 == "saved" }.count == 1)
        #expect(try items(url).first == "base")
    }

    /// The `quire-samples checklist add` report: eight processes with different data homes add one item each
    /// at once. Before the exchange-and-verify swap, two could pass the check and one edit vanished.
    @Test func eightProcessesAddingAtOnceLoseNothing() async throws {
        for _ in 0..<3 {
            let fixture = EngineFixture()
            let url = fixture.file("Race.checklist")
            try writeChecklist(["base"], to: url)
            let outcomes = try await runEditors(8, count: 1, on: url, root: fixture.root.url)
            try expectNothingLost(outcomes, count: 1, url: url, folder: fixture.documents)
            #expect(outcomes.values.filter { $0.0 == "saved" }.count == 1, "all expected “base”: one can win")
        }
    }

    @Test func aSyncToolReplacingTheFileDuringAnAutosaveIsAConflictAndBothAreKept() async throws {
        let fixture = EngineFixture()
        let kind = DocumentKind.document(GatedDocument.self) { _, _ in GatedDocument() }
        let session = try DocumentSession(newDocumentOf: kind, environment: fixture.environment)
        session.autosavesAutomatically = false
        let document = try #require(session.document(as: GatedDocument.self))
        let url = fixture.file("Synced.txt")
        session.edit { document.add("saved", undoManager: session.undoManager) }
        try await session.save(to: url)
        session.edit { document.add("ours", undoManager: session.undoManager) }

        let gate = WriteGate()
        document.slot.set(gate)
        let autosave = Task { @MainActor in try await session.autosave() }
        for await _ in gate.started { break }
        try replaceByRename(url, with: Data("theirs".utf8))
        gate.open()
        await #expect(throws: DocumentError.self) { try await autosave.value }

        #expect(try String(decoding: bytes(url), as: UTF8.self) == "theirs", "not overwritten")
        #expect(session.state == .changedOnDisk)
        let draft = try #require(try fixture.drafts().first { $0.originalURL?.path == url.path })
        #expect(try String(decoding: bytes(draft.contentURL), as: UTF8.self) == "saved\nours", "ours is in the draft")
        #expect(try fixture.listing() == ["Synced.txt"])
    }

    // MARK: Keep Mine

    @Test(arguments: ["saveReplacingChangesOnDisk", "save(to:replacingExisting:)"])
    func keepMineOverwritesAndKeepsTheirsInTheVersions(call: String) async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Mine.checklist")
        try writeChecklist(["base"], to: url)
        let session = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        session.edit { checklist.addItem(title: "mine", undoManager: session.undoManager) }
        try await session.save()  // gives the document an id, so versions can follow it
        session.edit { checklist.addItem(title: "mine 2", undoManager: session.undoManager) }
        var theirs = try JSONDecoder().decode(Checklist.self, from: bytes(url))
        theirs.items.append(ChecklistItem(title: "theirs"))
        let theirData = try JSONEncoder().encode(theirs)
        try replaceByRename(url, with: theirData)
        await expectDocumentError(.changedOnDisk) { try await session.save() }
        await expectDocumentError(.changedOnDisk) { try await session.save() }  // plain save still refuses
        for copy in try fixture.listing() where copy.contains("conflicted copy") {
            try FileManager.default.removeItem(at: fixture.file(copy))
        }

        if call == "saveReplacingChangesOnDisk" {
            try await session.saveReplacingChangesOnDisk()
        } else {
            try await session.save(to: url, replacingExisting: true)
        }
        #expect(try items(url) == ["base", "mine", "mine 2"])
        if case .saved = session.state {} else { Issue.record("state is \(session.state)") }
        #expect(!session.hasUnsavedChanges)
        #expect(try fixture.drafts().isEmpty, "the conflict's draft is gone once saved")
        let kept = try await session.versions().map { try bytes($0.contentURL) }
        #expect(kept.contains(theirData), "their version was kept before being replaced")
        #expect(try fixture.listing() == ["Mine.checklist"])
        // And ordinary saves work again afterwards.
        session.edit { checklist.addItem(title: "after", undoManager: session.undoManager) }
        try await session.save()
        #expect(try items(url).last == "after")
    }

    // MARK: Drafts remember their base

    @Test func aRestoredDraftStillConflictsWithAVersionWrittenMeanwhile() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Base.checklist")
        try writeChecklist(["base"], to: url)
        let session = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        session.edit { checklist.addItem(title: "ours", undoManager: session.undoManager) }
        try replaceByRename(url, with: try JSONEncoder().encode(Checklist(items: [])))  // theirs: an empty list
        await expectDocumentError(.changedOnDisk) { try await session.autosave() }  // ours → a draft

        // "After a crash": a new session restores the draft, then saves.
        let draft = try #require(try fixture.drafts().first)
        let restored = try await DocumentSession.restore(draft, kinds: EngineKinds.all, environment: fixture.environment)
        #expect(restored.fileURL?.path == url.path)
        await expectDocumentError(.changedOnDisk) { try await restored.save() }
        #expect(try items(url).isEmpty, "their version was not silently replaced")
    }

    @Test func aDraftWithoutABaseIdentityStillRestores() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Old.checklist")
        try writeChecklist(["on disk"], to: url)
        // A draft as written before base identities existed (the key is absent from draft.json).
        let store = DraftStore(root: fixture.environment.draftsDirectory)
        let info = DraftInfo(contentTypeIdentifier: UTType.checklistDocument.identifier, displayName: "Old.checklist",
                             originalURL: url)
        let drafted = try JSONEncoder().encode(Checklist(items: [ChecklistItem(title: "on disk"), ChecklistItem(title: "drafted")]))
        let draft = try await Task.detached {
            try await store.save(draftID: DocumentID.make(), info: info) { content in try drafted.write(to: content) }
        }.value
        let record = try String(decoding: bytes(draft.directory.appendingPathComponent(DraftStore.recordName)), as: UTF8.self)
        #expect(!record.contains("baseIdentity"))
        let recoverable = try #require(try fixture.drafts().first)
        let restored = try await DocumentSession.restore(recoverable, kinds: EngineKinds.all, environment: fixture.environment)
        try await restored.save()
        #expect(try items(url) == ["on disk", "drafted"])
    }

    // MARK: Viewer roles

    private static let viewerPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>UTExportedTypeDeclarations</key><array><dict>
      <key>UTTypeIdentifier</key><string>org.quire.tests.viewed-note</string>
      <key>UTTypeConformsTo</key><array><string>public.plain-text</string></array>
      <key>UTTypeTagSpecification</key><dict>
        <key>public.filename-extension</key><array><string>viewednote</string></array>
      </dict>
    </dict></array>
    <key>CFBundleDocumentTypes</key><array><dict>
      <key>CFBundleTypeName</key><string>Viewed Note</string>
      <key>CFBundleTypeRole</key><string>Viewer</string>
      <key>LSItemContentTypes</key><array><string>org.quire.tests.viewed-note</string></array>
    </dict></array>
    </dict></plist>
    """

    @Test func aTypeDeclaredOnlyAsViewerOpensReadOnly() async throws {
        let fixture = EngineFixture()
        try UTType.registerDeclarations(fromPropertyList: Data(Self.viewerPlist.utf8))
        let url = fixture.file("Look.viewednote")
        try Data("look, don't touch\n".utf8).write(to: url)
        let session = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        #expect(session.contentType.identifier == "org.quire.tests.viewed-note")
        #expect(!session.isEditable, "Viewer role and no Editor role: read-only")
        await expectDocumentError(.readOnly) { try await session.save() }
        #expect(try String(decoding: bytes(url), as: UTF8.self) == "look, don't touch\n")

        // Plain text, which the app declares in no role, stays editable.
        let other = fixture.file("Edit.txt")
        try Data("edit me\n".utf8).write(to: other)
        #expect(try await DocumentSession.open(other, kinds: EngineKinds.all, environment: fixture.environment).isEditable)
        #expect(DocumentTypeRoles.isViewerOnly(try #require(UTType("org.quire.tests.viewed-note"))))
        #expect(!DocumentTypeRoles.isViewerOnly(.checklistDocument), "the checklist's Info.plist says Editor")
    }
}
