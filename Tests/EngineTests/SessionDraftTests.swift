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

    /// Reads one line from `handle`; nil at end of file. The blocking reads run on a thread of their
    /// own: on the cooperative pool (two threads on a 2-core machine) a few children slow to print
    /// would hold up every other test's tasks.
    static func readLine(_ handle: FileHandle) async -> String? {
        await withCheckedContinuation { continuation in
            Thread {
                var line = Data()
                while true {
                    let chunk = handle.readData(ofLength: 1)
                    if chunk.isEmpty {
                        continuation.resume(returning: line.isEmpty ? nil : String(decoding: line, as: UTF8.self))
                        return
                    }
                    if chunk == Data("\n".utf8) {
                        continuation.resume(returning: String(decoding: line, as: UTF8.self))
                        return
                    }
                    line.append(chunk)
                }
            }.start()
        }
    }

    /// Starts `process`; awaiting the returned stream to its end waits for the process to exit.
    /// `waitUntilExit()` would block the main actor, and on Linux run the main run loop inside the
    /// caller, nesting other tests' main-actor jobs in it.
    static func start(_ process: Process) throws -> AsyncStream<Void> {
        let (exit, continuation) = AsyncStream.makeStream(of: Void.self)
        process.terminationHandler = { _ in continuation.finish() }
        try process.run()
        return exit
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
        let exit = try SessionChild.start(child)
        let line = await SessionChild.readLine(output.fileHandleForReading)
        #expect(line == "ready")
        #expect(kill(child.processIdentifier, SIGKILL) == 0)
        for await _ in exit {}
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
