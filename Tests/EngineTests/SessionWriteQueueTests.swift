import ChecklistModel
import Foundation
import Synchronization
import Testing
@testable import QuireCore

@MainActor
@Suite struct SessionWriteQueueTests {
    private func titles(_ url: URL) throws -> [String] {
        try JSONDecoder().decode(Checklist.self, from: bytes(url)).items.map(\.title)
    }

    @Test func concurrentSavesRunOneAtATimeAndTheLastStateWins() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        session.autosavesAutomatically = false
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        let url = fixture.file("Busy.checklist")
        checklist.addItem(title: "0", undoManager: session.undoManager)
        try await session.save(to: url)

        session.edit { checklist.addItem(title: "1", undoManager: session.undoManager) }
        async let first: Void = session.save()
        async let second: Void = session.autosave()
        // Let the first write get going, then change the document again before a third request.
        await Task.yield()
        session.edit { checklist.addItem(title: "2", undoManager: session.undoManager) }
        async let third: Void = session.save()
        async let fourth: Void = session.autosave()
        _ = try await (first, second, third, fourth)

        #expect(try titles(url) == ["0", "1", "2"], "the file holds the latest state")
        #expect(!session.hasUnsavedChanges)
        #expect(try fixture.temporaries().isEmpty)
        #expect(try fixture.listing() == ["Busy.checklist"])
        if case .saved = session.state {} else { Issue.record("state is \(session.state)") }
        // Every write checked the identity the previous one left: no false conflict among our own saves.
        #expect(try await session.versions().count <= 4)
    }

    @Test func aBurstOfAutosavesIsCoalesced() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        session.autosavesAutomatically = false
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        let url = fixture.file("Coalesced.checklist")
        try await session.save(to: url)

        session.edit { checklist.addItem(title: "edit", undoManager: session.undoManager) }
        let requests = (0..<20).map { _ in Task { @MainActor in try await session.autosave() } }
        for request in requests { try await request.value }
        #expect(try titles(url) == ["edit"])
        // One write did the work (the first save to a new name keeps no version; each replace keeps one).
        #expect(try await session.versions().count == 1)
        #expect(try fixture.temporaries().isEmpty)
    }
}

/// Lets a test hold one write open: the writer reports that it started, then waits to be let go.
final class WriteGate: Sendable {
    let started: AsyncStream<Void>
    private let startedContinuation: AsyncStream<Void>.Continuation
    private let opened: AsyncStream<Void>
    private let openContinuation: AsyncStream<Void>.Continuation

    init() {
        (started, startedContinuation) = AsyncStream.makeStream()
        (opened, openContinuation) = AsyncStream.makeStream()
    }

    func pass() async {
        startedContinuation.yield()
        for await _ in opened { return }
    }

    func open() { openContinuation.finish() }
}

/// The gate the next write takes (nil: write straight away).
final class GateSlot: Sendable {
    private let gate = Mutex<WriteGate?>(nil)
    func set(_ newGate: WriteGate) { gate.withLock { $0 = newGate } }
    func take() -> WriteGate? { gate.withLock { gate in defer { gate = nil }; return gate } }
}

/// A snapshot document whose writer can be held at a gate, so a test can edit while a write is out.
@Observable
@MainActor
final class GatedDocument: Document {
    static let readableContentTypes: [UTType] = [.plainText]
    var lines: [String] = []
    nonisolated let slot = GateSlot()

    init() {}

    func add(_ line: String, undoManager: UndoManager?) {
        lines.append(line)
        undoManager?.registerUndo(withTarget: self) { document in
            document.lines.removeLast()
        }
    }

    struct Reader: DocumentReader {
        nonisolated func read(from source: URL, progress: consuming Subprogress) async throws -> sending [String] {
            let text = String(decoding: try Data(contentsOf: source), as: UTF8.self)
            return text.isEmpty ? [] : text.components(separatedBy: "\n")
        }
    }

    struct Writer: DocumentWriter {
        let gate: WriteGate?
        nonisolated func write(content: sending [String], to destination: URL, previous: sending [String]?,
                               progress: consuming Subprogress) async throws {
            if let gate { await gate.pass() }
            try Data(content.joined(separator: "\n").utf8).write(to: destination)
        }
    }

    nonisolated func reader(configuration: sending ReadConfiguration) -> sending Reader { Reader() }
    func apply(snapshot: sending [String], previous: sending [String]?) async throws { lines = snapshot }
    func snapshot(contentType: UTType) async throws -> sending [String] { lines }
    nonisolated func writer(configuration: sending WriteConfiguration) -> sending Writer { Writer(gate: slot.take()) }
}

@MainActor
@Suite struct SessionEditDuringWriteTests {
    @Test(arguments: ["save", "save as", "autosave"])
    func anEditMadeWhileAWriteRunsStaysUnsaved(operation: String) async throws {
        let fixture = EngineFixture()
        let kind = DocumentKind.document(GatedDocument.self) { _, _ in GatedDocument() }
        let session = try DocumentSession(newDocumentOf: kind, environment: fixture.environment)
        session.autosavesAutomatically = false
        let document = try #require(session.document(as: GatedDocument.self))
        let url = fixture.file("During.txt")
        session.edit { document.add("before", undoManager: session.undoManager) }
        if operation != "save as" { try await session.save(to: url) }
        session.edit { document.add("written", undoManager: session.undoManager) }

        let gate = WriteGate()
        document.slot.set(gate)
        let target = operation == "save as" ? fixture.file("During as.txt") : url
        let write = Task { @MainActor in
            switch operation {
            case "save": try await session.save()
            case "save as": try await session.save(to: target)
            default: try await session.autosave()
            }
        }
        for await _ in gate.started { break }
        #expect(session.state == .saving)
        session.edit { document.add("during", undoManager: session.undoManager) }
        gate.open()
        try await write.value

        #expect(try String(decoding: bytes(target), as: UTF8.self) == "before\nwritten")
        #expect(session.hasUnsavedChanges, "the edit made during the write is not in the file")
        session.undoManager.undo()
        #expect(document.lines == ["before", "written"])
        #expect(!session.hasUnsavedChanges, "undoing it returns to what was written")
    }
}
