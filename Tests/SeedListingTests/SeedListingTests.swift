import Foundation
import Testing
import Quire

// The seed listings (compiled verbatim in the files beside this one) driven through DocumentSession,
// the path a window takes: create, edit, save, reopen, and compare what came back.
@Suite(.serialized) @MainActor struct SeedListingTests {
    let folder: URL
    let environment: DocumentEnvironment

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("quire-seed-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        environment = DocumentEnvironment(appID: "org.quire.SeedListingTests",
                                          dataHome: folder.appendingPathComponent("data"))
        // The seeds declare their types in code; an app's Info.plist gives them their extensions (seed
        // 001's, exactly as printed; seed 002 and the drawing listing say to add one), which is what
        // makes `.checklist`, `.boardpkg` and `.drawing` open with their documents.
        let seed001 = try String(contentsOf: Self.seed001InfoPlist, encoding: .utf8)
        try UTType.registerDeclarations(fromPropertyList: Data(seed001.utf8))
        try UTType.registerDeclarations(fromPropertyList: Data(Self.boardTypePlist.utf8))
    }

    /// Seed 001's Info.plist fragment as the checklist example ships it.
    static let seed001InfoPlist = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Checklist/ChecklistModel/Resources/Info.plist")

    static let boardTypePlist = """
    <key>UTExportedTypeDeclarations</key>
    <array>
        <dict>
            <key>UTTypeIdentifier</key>
            <string>com.example.board-package</string>
            <key>UTTypeDescription</key>
            <string>Board</string>
            <key>UTTypeConformsTo</key>
            <array><string>com.apple.package</string></array>
            <key>UTTypeTagSpecification</key>
            <dict>
                <key>public.filename-extension</key>
                <array><string>boardpkg</string></array>
            </dict>
        </dict>
        <dict>
            <key>UTTypeIdentifier</key>
            <string>dev.swiftcrafted.drawing</string>
            <key>UTTypeConformsTo</key>
            <array><string>public.json</string></array>
            <key>UTTypeTagSpecification</key>
            <dict>
                <key>public.filename-extension</key>
                <array><string>drawing</string></array>
            </dict>
        </dict>
    </array>
    """

    @Test func seed001ChecklistDocumentRoundTripsThroughASession() async throws {
        let kind = DocumentKind.document(ChecklistDocument.self) { _, _ in ChecklistDocument() }
        let session = try DocumentSession(newDocumentOf: kind, environment: environment)
        session.autosavesAutomatically = false
        let document = try #require(session.document(as: ChecklistDocument.self))
        document.checklist.items = [ChecklistItem(title: "Buy milk"), ChecklistItem(title: "Eggs")]
        // Seed 001's toggle, through a Binding into the array, with the session's undo manager.
        let binding = Binding(get: { document.checklist.items[1] }, set: { document.checklist.items[1] = $0 })
        document.toggleItem(binding, undoManager: session.undoManager)

        let url = folder.appendingPathComponent("Groceries.checklist")
        try await session.save(to: url)
        #expect(!session.hasUnsavedChanges)
        let onDisk = try JSONDecoder().decode(Checklist.self, from: Data(contentsOf: url))
        #expect(onDisk.items.map(\.title) == ["Buy milk", "Eggs"])
        #expect(onDisk.items.map(\.isChecked) == [false, true])

        let reopened = try await DocumentSession.open(url, kinds: [kind], environment: environment)
        let again = try #require(reopened.document(as: ChecklistDocument.self))
        #expect(again.checklist.items == document.checklist.items)
    }

    @Test func seed002BoardDocumentSavesItsPackageIncrementally() async throws {
        let kind = DocumentKind.document(BoardDocument.self) { configuration, context in
            BoardDocument(configuration: configuration, context: context)
        }
        let session = try DocumentSession(newDocumentOf: kind, context: DocumentCreationContext(creationSource: .photoBoard),
                                          environment: environment)
        session.autosavesAutomatically = false
        let document = try #require(session.document(as: BoardDocument.self))
        #expect(document.shouldPresentPhotoImporter)
        let stickers = (0..<3).map { index in
            PlacedSticker(id: UUID(), imagePNG: Data(repeating: UInt8(index), count: 4096),
                          position: CodablePoint(x: Double(index) * 10, y: 5), scale: 1, rotationRadians: 0)
        }
        document.board.stickers = stickers
        document.board.strokes = [InkStroke(id: UUID(), color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1),
                                            width: 4, points: [CodablePoint(x: 0, y: 0), CodablePoint(x: 9, y: 9)])]
        session.updateChangeCount()

        let url = folder.appendingPathComponent("Weekend.boardpkg")
        try await session.save(to: url, as: .boardPackage)
        let stickerFile = { (id: UUID) in url.appendingPathComponent("stickers/\(id.uuidString).png") }
        let inodes = try stickers.map { try inode(stickerFile($0.id)) }
        let manifestInode = try inode(url.appendingPathComponent("manifest.json"))

        // Move one sticker: the seed's writer rewrites only the manifest; the engine's staging copy
        // keeps every sticker file's inode.
        document.board.stickers[1].position = CodablePoint(x: 99, y: 99)
        session.updateChangeCount()
        try await session.save()
        #expect(try stickers.map { try inode(stickerFile($0.id)) } == inodes)
        #expect(try inode(url.appendingPathComponent("manifest.json")) != manifestInode)

        let reopened = try await DocumentSession.open(url, kinds: [kind], environment: environment)
        let again = try #require(reopened.document(as: BoardDocument.self))
        #expect(again.board == document.board)
    }

    @Test func seed000AppsDescribeTheirScenesWithoutADisplay() {
        // Reading an App's body only describes scenes; nothing touches GTK until `main()` runs it.
        _ = MyNotesApp().body
        _ = MyNotesLaunchSceneApp().body
        _ = NotesAndDrawingsApp().body
        #expect(meetingTemplate.text.hasPrefix("Meeting Notes"))
    }

    @Test func seed000TextDocumentAndDrawingDocumentRoundTrip() async throws {
        let notes = DocumentKind.fileDocument(TextDocument.self) { TextDocument() }
        let note = try DocumentSession(newDocumentOf: notes, environment: environment)
        note.autosavesAutomatically = false
        let text = try #require(note.binding(for: TextDocument.self))
        text.wrappedValue.text = "Meeting notes ✍️"
        let noteURL = folder.appendingPathComponent("Meeting.txt")
        try await note.save(to: noteURL)
        #expect(try String(contentsOf: noteURL, encoding: .utf8) == "Meeting notes ✍️")
        let reopenedNote = try await DocumentSession.open(noteURL, kinds: [notes], environment: environment)
        #expect(reopenedNote.document(as: TextDocument.self)?.text == "Meeting notes ✍️")

        let drawings = DocumentKind.referenceFileDocument(DrawingDocument.self) { DrawingDocument() }
        let drawing = try DocumentSession(newDocumentOf: drawings, environment: environment)
        drawing.autosavesAutomatically = false
        let object = try #require(drawing.document(as: DrawingDocument.self))
        object.addShape(Shape(name: "circle"), undoManager: drawing.undoManager)
        object.addShape(Shape(name: "square"), undoManager: drawing.undoManager)
        let drawingURL = folder.appendingPathComponent("Sketch.drawing")
        try await drawing.save(to: drawingURL)
        let reopenedDrawing = try await DocumentSession.open(drawingURL, kinds: [drawings], environment: environment)
        #expect(reopenedDrawing.document(as: DrawingDocument.self)?.state.shapes.map(\.name) == ["circle", "square"])
    }

    private func inode(_ url: URL) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }
}
