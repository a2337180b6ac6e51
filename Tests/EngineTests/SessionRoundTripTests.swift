import BoardModel
import ChecklistModel
import Foundation
import NotesModel
import Testing
@testable import QuireCore

/// A `ReferenceFileDocument` the engine knows nothing about: an `ObservableObject` with `@Published`.
@MainActor
final class SketchDocument: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    @Published var lines: [String]

    init(lines: [String] = []) { self.lines = lines }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw DocumentError(.corrupt, detail: "A sketch is UTF-8 text")
        }
        lines = text.isEmpty ? [] : text.components(separatedBy: "\n")
    }

    func snapshot(contentType: UTType) throws -> [String] { lines }

    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(snapshot.joined(separator: "\n").utf8))
    }

    static let kind = DocumentKind.referenceFileDocument(SketchDocument.self) { SketchDocument() }
}

@MainActor
@Suite struct SessionRoundTripTests {
    @Test func checklistRoundTripsThroughItsJSON() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        #expect(session.state == .untitled && session.fileURL == nil && session.isEditable)
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        let milk = checklist.addItem(title: "Milk", undoManager: session.undoManager)
        checklist.addItem(title: "Bread", undoManager: session.undoManager)
        checklist.addItem(title: "Eggs", at: 0, undoManager: session.undoManager)
        checklist.toggleItem(id: milk.id, undoManager: session.undoManager)
        let expected = checklist.checklist.items
        #expect(expected.map(\.title) == ["Eggs", "Milk", "Bread"])

        let url = fixture.file("Shopping.checklist")
        try await session.save(to: url)
        #expect(session.fileURL == url && session.displayName == "Shopping.checklist")
        #expect(session.contentType == .checklistDocument)
        #expect(!session.hasUnsavedChanges)
        if case .saved = session.state {} else { Issue.record("state is \(session.state)") }

        let onDisk = try JSONDecoder().decode(Checklist.self, from: bytes(url))
        #expect(onDisk.items == expected)
        #expect(onDisk.id == checklist.checklist.id)
        #expect(try fixture.temporaries().isEmpty)

        let reopened = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        #expect(reopened.contentType == .checklistDocument && reopened.isEditable && !reopened.hasUnsavedChanges)
        #expect(reopened.document(as: ChecklistDocument.self)?.checklist.items == expected)
    }

    @Test func noteRoundTripsThroughItsBinding() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.notes, environment: fixture.environment)
        let binding = try #require(session.binding(for: TextDocument.self))
        binding.text.wrappedValue = "Dear diary,\nnon-ASCII too: żółw 🐢\n"
        let url = fixture.file("Diary.txt")
        try await session.save(to: url)
        #expect(try String(decoding: bytes(url), as: UTF8.self) == "Dear diary,\nnon-ASCII too: żółw 🐢\n")

        binding.text.wrappedValue += "Second line"
        try await session.save()
        let reopened = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        #expect(reopened.contentType.conforms(to: .plainText))
        #expect(reopened.document(as: TextDocument.self)?.text == "Dear diary,\nnon-ASCII too: żółw 🐢\nSecond line")
        let configuration = reopened.fileDocumentConfiguration(TextDocument.self)
        #expect(configuration.fileURL == url && configuration.isEditable)
    }

    @Test func boardPackageRoundTripsStickersAndStrokes() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.board, environment: fixture.environment)
        let board = try #require(session.document(as: BoardDocument.self))
        let stickers = (0..<3).map { PlacedSticker(imagePNG: fakePNG($0), position: CodablePoint(x: Double($0) * 10, y: 5)) }
        for sticker in stickers { board.addSticker(sticker, undoManager: session.undoManager) }
        let stroke = InkStroke(color: RGBAColor(red: 1, green: 0, blue: 0), width: 3,
                               points: [CodablePoint(x: 0, y: 0), CodablePoint(x: 4.5, y: 9.25)])
        board.addStroke(stroke, undoManager: session.undoManager)
        board.setBackground(fakePNG(99, size: 10_000), undoManager: session.undoManager)

        let url = fixture.file("Weekend.boardpkg")
        try await session.save(to: url)
        #expect(session.contentType == .boardPackage)
        let names = try POSIX.directoryEntries(url.appendingPathComponent("stickers")).sorted()
        #expect(names == stickers.map { "\($0.id.uuidString).png" }.sorted())
        for sticker in stickers {
            #expect(try bytes(url.appendingPathComponent("stickers/\(sticker.id.uuidString).png")) == sticker.imagePNG)
        }
        #expect(try bytes(url.appendingPathComponent("background.png")) == fakePNG(99, size: 10_000))

        let reopened = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        let copy = try #require(reopened.document(as: BoardDocument.self))
        #expect(copy.board == board.board)
        #expect(copy.board.strokes == [stroke])
        // Picking a file inside the package opens the package.
        let viaManifest = try await DocumentSession.open(url.appendingPathComponent("manifest.json"),
                                                         kinds: EngineKinds.all, environment: fixture.environment)
        #expect(viaManifest.fileURL?.path == url.path, "\(String(describing: viaManifest.fileURL)) vs \(url)")
        #expect(viaManifest.fileURL == url && viaManifest.document(as: BoardDocument.self)?.board == board.board)
    }

    @Test func referenceDocumentIsMarkedDirtyByObjectWillChange() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: SketchDocument.kind, environment: fixture.environment)
        let sketch = try #require(session.document(as: SketchDocument.self))
        let url = fixture.file("Plan.txt")
        sketch.lines = ["first"]
        try await session.save(to: url)
        #expect(!session.hasUnsavedChanges)

        // No undo registration: only objectWillChange tells the session.
        sketch.lines.append("second")
        #expect(await settle { session.hasUnsavedChanges })
        try await session.save()
        #expect(!session.hasUnsavedChanges)
        #expect(try String(decoding: bytes(url), as: UTF8.self) == "first\nsecond")

        // And again after the save: observation is re-armed.
        sketch.lines.append("third")
        #expect(await settle { session.hasUnsavedChanges })
        try await session.autosave()
        #expect(!session.hasUnsavedChanges)
        #expect(try String(decoding: bytes(url), as: UTF8.self) == "first\nsecond\nthird")

        let reopened = try await DocumentSession.open(url, kinds: [SketchDocument.kind], environment: fixture.environment)
        #expect(reopened.document(as: SketchDocument.self)?.lines == ["first", "second", "third"])
    }
}
