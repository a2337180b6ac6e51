import ChecklistModel
import Foundation
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// The built `QuireSessionChild`: beside the test bundle's executable, else under `.build/debug`
/// found upward from this file.
enum SessionChild {
    static let executable: URL? = {
        let name = "QuireSessionChild"
        if let test = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let candidate = URL(fileURLWithPath: test).deletingLastPathComponent().appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent(".build/debug/\(name)")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    /// Reads one line from `handle` (blocking, off the main actor); nil at end of file.
    static func readLine(_ handle: FileHandle) async -> String? {
        await Task.detached {
            var line = Data()
            while true {
                let chunk = handle.readData(ofLength: 1)
                if chunk.isEmpty { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
                if chunk == Data("\n".utf8) { return String(decoding: line, as: UTF8.self) }
                line.append(chunk)
            }
        }.value
    }
}

@MainActor
@Suite struct SessionDraftTests {
    @Test func untitledEditsAutosaveToADraftThatSavingRemoves() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        session.autosavesAutomatically = false
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        try await session.autosave()
        #expect(try fixture.drafts().isEmpty, "nothing to keep yet")

        checklist.addItem(title: "one", undoManager: session.undoManager)
        try await session.autosave()
        if case .draft = session.state {} else { Issue.record("state is \(session.state)") }
        let drafts = try fixture.drafts()
        #expect(drafts.count == 1)
        let draft = try #require(drafts.first)
        #expect(draft.contentType == .checklistDocument && draft.originalURL == nil)
        #expect(draft.displayName == session.displayName)
        #expect(try JSONDecoder().decode(Checklist.self, from: bytes(draft.contentURL)).items.map(\.title) == ["one"])
        #expect(session.hasUnsavedChanges, "a draft is not a saved file")

        // A second autosave replaces the draft rather than adding one.
        checklist.addItem(title: "two", undoManager: session.undoManager)
        try await session.autosave()
        #expect(try fixture.drafts().map(\.id) == [draft.id])
        #expect(try JSONDecoder().decode(Checklist.self, from: bytes(draft.contentURL)).items.map(\.title) == ["one", "two"])

        try await session.save(to: fixture.file("Kept.checklist"))
        #expect(try fixture.drafts().isEmpty, "saving the document removes its draft")
        #expect(!session.hasUnsavedChanges)
    }

    @Test func discardingOnCloseRemovesTheDraft() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        session.autosavesAutomatically = false
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        checklist.addItem(title: "scratch", undoManager: session.undoManager)
        try await session.autosave()
        #expect(try fixture.drafts().count == 1)

        var asked = 0
        let cancelled = try await session.close { _ in asked += 1; return .cancel }
        #expect(!cancelled && asked == 1)
        #expect(try fixture.drafts().count == 1, "cancelling keeps the draft")
        let closed = try await session.close { _ in .discard }
        #expect(closed)
        #expect(try fixture.drafts().isEmpty)
    }

    @Test func closingASavedDocumentSavesItsEditsWithoutAsking() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        session.autosavesAutomatically = false
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        let url = fixture.file("Close.checklist")
        try await session.save(to: url)
        // Edited in this very turn, then closed: the edit must not be dropped.
        checklist.addItem(title: "last-second", undoManager: session.undoManager)
        let closed = try await session.close { _ in
            Issue.record("a saved document must not ask")
            return .cancel
        }
        #expect(closed)
        #expect(try JSONDecoder().decode(Checklist.self, from: bytes(url)).items.map(\.title) == ["last-second"])
    }

    @Test func aNewProcessRestoresTheDraftOfAKilledOne() async throws {
        let executable = try #require(SessionChild.executable, "QuireSessionChild must be built next to the tests")
        let fixture = EngineFixture()
        let dataHome = fixture.root.url.appendingPathComponent("child-data", isDirectory: true)
        let environment = DocumentEnvironment(appID: "org.quire.tests.Checklist", dataHome: dataHome,
                                              recentsFile: .some(nil))
        let titles = ["Pack tent", "Buy gas — 2×", "Call Ana 📞"]

        let child = Process()
        child.executableURL = executable
        child.arguments = [dataHome.path] + titles
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        let line = await SessionChild.readLine(output.fileHandleForReading)
        #expect(line == "ready")
        #expect(kill(child.processIdentifier, SIGKILL) == 0)
        child.waitUntilExit()
        #expect(child.terminationReason == .uncaughtSignal && child.terminationStatus == SIGKILL)

        let drafts = try DocumentSession.recoverableDrafts(environment: environment)
        #expect(drafts.count == 1)
        let draft = try #require(drafts.first)
        #expect(draft.contentType == .checklistDocument && draft.originalURL == nil)

        let restored = try await DocumentSession.restore(draft, kinds: EngineKinds.all, environment: environment)
        #expect(restored.fileURL == nil && restored.hasUnsavedChanges && restored.isEditable)
        let checklist = try #require(restored.document(as: ChecklistDocument.self))
        #expect(checklist.checklist.items.map(\.title) == titles)
        #expect(checklist.checklist.items.allSatisfy { !$0.isChecked })

        let url = fixture.file("Recovered.checklist")
        try await restored.save(to: url)
        #expect(try DocumentSession.recoverableDrafts(environment: environment).isEmpty, "saved: the draft is gone")
        #expect(try JSONDecoder().decode(Checklist.self, from: bytes(url)).items.map(\.title) == titles)
        #expect(!restored.hasUnsavedChanges)
    }
}
