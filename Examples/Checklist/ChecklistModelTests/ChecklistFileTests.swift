import ChecklistModel
import Foundation
import QuireCore
import Testing

/// Seed 001's reader and writer, driven directly (no session): `FileWrapperDocumentReader`/`Writer`
/// on real files.
@MainActor
@Suite("ChecklistModel: reading and writing")
struct ChecklistFileTests {
    let folder = TemporaryDirectory()

    private func progress() -> Subprogress { ProgressManager(totalCount: 1).subprogress(assigningCount: 1) }

    private func write(_ checklist: Checklist, to url: URL) async throws {
        let writer = ChecklistDocument().writer(configuration: .init(contentType: .checklistDocument))
        try await writer.write(content: checklist, to: url, previous: nil, progress: progress())
    }

    private func read(_ url: URL) async throws -> Checklist {
        let reader = ChecklistDocument().reader(configuration: .init(contentType: .checklistDocument, fileURL: url))
        return try await reader.read(from: url, progress: progress())
    }

    /// Reads `url`, expecting a `DocumentError`; checks the file was left exactly as it was.
    private func readFailure(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) async throws -> DocumentError? {
        let before = try? Data(contentsOf: url)
        let error = await #expect(throws: DocumentError.self, sourceLocation: sourceLocation) { try await read(url) }
        #expect((try? Data(contentsOf: url)) == before, "reading never changes the file", sourceLocation: sourceLocation)
        return error
    }

    private func file(_ name: String, _ text: String) throws -> URL {
        let url = folder.file(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    private let sample = Checklist(items: [
        ChecklistItem(title: "Buy milk"),
        ChecklistItem(isChecked: true, title: "Walk dog 🐕"),
        ChecklistItem(title: "Say “hi”\nto \"everyone\"\t\\ /"),
    ])

    @Test func roundTrip() async throws {
        let url = folder.file("List.checklist")
        try await write(sample, to: url)
        let reread = try await read(url)
        #expect(reread.id == sample.id)
        #expect(reread.items == sample.items)
    }

    @Test func writesTheSeedsJSON() async throws {
        let url = folder.file("List.checklist")
        try await write(sample, to: url)
        // Any JSONDecoder reads it, as the seed's reader would.
        let decoded = try JSONDecoder().decode(Checklist.self, from: Data(contentsOf: url))
        #expect(decoded.items == sample.items)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        #expect(Set(object?.keys.map { $0 } ?? []) == ["id", "items"])
    }

    @Test func readsTheSeedWritersOutput() async throws {
        // The seed's writer: JSONEncoder with default formatting.
        let url = folder.file("Seed.checklist")
        try JSONEncoder().encode(sample).write(to: url)
        #expect(try await read(url).items == sample.items)
    }

    @Test func anEmptyChecklistRoundTrips() async throws {
        let url = folder.file("Empty.checklist")
        try await write(Checklist(items: []), to: url)
        #expect(try await read(url).items.isEmpty)
    }

    @Test func brokenJSONSaysLineAndColumn() async throws {
        let url = try file("Broken.checklist", """
            {
              "id": "\(UUID().uuidString)",
              "items": [ oops ]
            }
            """)
        let error = try await readFailure(url)
        #expect(error?.code == .corrupt)
        #expect(error?.url == url)
        let message = error?.message ?? ""
        #expect(message.contains("not valid JSON at line 3, column 14"), "\(message)")
    }

    @Test func truncatedJSONIsCorrupt() async throws {
        let url = try file("Truncated.checklist", #"{"id": "\#(UUID().uuidString)", "items": [{"title": "a", "#)
        let error = try await readFailure(url)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("not valid JSON") == true, "\(error?.message ?? "")")
    }

    @Test func aWrongFieldSaysWhichItem() async throws {
        let url = try file("Wrong.checklist", """
            {"id": "\(UUID().uuidString)", "items": [
              {"id": "\(UUID().uuidString)", "isChecked": false, "title": "fine"},
              {"id": "\(UUID().uuidString)", "isChecked": false, "title": 42}
            ]}
            """)
        let error = try await readFailure(url)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("items[1].title") == true, "\(error?.message ?? "")")
    }

    @Test func aMissingFieldSaysWhichItem() async throws {
        let url = try file("Missing.checklist", """
            {"id": "\(UUID().uuidString)", "items": [
              {"id": "\(UUID().uuidString)", "isChecked": false, "title": "a"},
              {"id": "\(UUID().uuidString)", "isChecked": false, "title": "b"},
              {"id": "\(UUID().uuidString)", "isChecked": true}
            ]}
            """)
        let error = try await readFailure(url)
        #expect(error?.message.contains("Missing “title” at items[2]") == true, "\(error?.message ?? "")")
    }

    @Test func aBadIDSaysWhere() async throws {
        let url = try file("BadID.checklist", #"{"id": "\#(UUID().uuidString)", "items": [{"id": "nope", "isChecked": false, "title": "a"}]}"#)
        let error = try await readFailure(url)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("items[0].id") == true, "\(error?.message ?? "")")
    }

    @Test(arguments: ["[]", "\"checklist\"", "null", "{}", #"{"items": {}}"#])
    func theWrongShapeIsCorrupt(json: String) async throws {
        let url = try file("Shape.checklist", json)
        let error = try await readFailure(url)
        #expect(error?.code == .corrupt)
    }

    @Test func anEmptyFileIsCorrupt() async throws {
        let url = try file("Empty.checklist", "")
        #expect(try await readFailure(url)?.code == .corrupt)
    }

    @Test func aFolderIsCorrupt() async throws {
        let url = folder.file("Folder.checklist")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        let error = try await readFailure(url)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("is a folder, not a file") == true, "\(error?.message ?? "")")
    }

    @Test func aMissingFileIsNotFound() async throws {
        let error = try await readFailure(folder.file("Nowhere.checklist"))
        #expect(error?.code == .notFound)
    }

    @Test func deepNestingIsAnErrorNotACrash() async throws {
        // 100 000 levels: a recursive parser would overflow the stack. JSONDecoder stops at 512 levels.
        let depth = 100_000
        let deepItems = #"{"id": "\#(UUID().uuidString)", "items": "# + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + "}"
        let error = try await readFailure(try file("Deep.checklist", deepItems))
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("nested") == true, "\(error?.message ?? "")")

        // Nesting hidden in a field the checklist doesn't even have.
        let deepExtra = #"{"id": "\#(UUID().uuidString)", "items": [], "extra": "# + String(repeating: #"{"a":"#, count: depth)
            + "1" + String(repeating: "}", count: depth) + "}"
        #expect(try await readFailure(try file("Deeper.checklist", deepExtra))?.code == .corrupt)
    }

    @Test func unknownFieldsAreIgnored() async throws {
        let id = UUID()
        let url = try file("Extra.checklist", """
            {"id": "\(UUID().uuidString)", "color": "red", "items": [
              {"id": "\(id.uuidString)", "isChecked": true, "title": "a", "due": "tomorrow"}
            ]}
            """)
        #expect(try await read(url).items == [ChecklistItem(id: id, isChecked: true, title: "a")])
    }

    @Test func sharedIDsAreRepairedWithANoticeAndNothingDropped() async throws {
        let shared = UUID()
        let other = UUID()
        let url = try file("Shared.checklist", """
            {"id": "\(UUID().uuidString)", "items": [
              {"id": "\(shared.uuidString)", "isChecked": false, "title": "first"},
              {"id": "\(other.uuidString)", "isChecked": true, "title": "second"},
              {"id": "\(shared.uuidString)", "isChecked": true, "title": "third"},
              {"id": "\(shared.uuidString)", "isChecked": false, "title": "fourth"}
            ]}
            """)
        let snapshot = try await read(url)
        let doc = ChecklistDocument()
        try await doc.apply(snapshot: snapshot, previous: nil)

        let items = doc.checklist.items
        #expect(items.map(\.title) == ["first", "second", "third", "fourth"])
        #expect(items.map(\.isChecked) == [false, true, true, false])
        #expect(Set(items.map(\.id)).count == 4, "every item has its own id now")
        #expect(items[0].id == shared && items[1].id == other, "the first holder keeps its id")
        #expect(doc.repairNotice?.contains("2 items") == true, "\(doc.repairNotice ?? "nil")")
        #expect(doc.repairNotice?.contains("Nothing was removed") == true)

        // A clean file clears the notice.
        try await doc.apply(snapshot: sample, previous: nil)
        #expect(doc.repairNotice == nil)
    }

    @Test func manyCopiesOfOneIDAreAllRepaired() async throws {
        var items = (0..<1_000).map { ChecklistItem(title: "item \($0)") }
        let shared = items[0].id
        for index in stride(from: 0, to: 1_000, by: 3) { items[index].id = shared }
        let doc = ChecklistDocument()
        try await doc.apply(snapshot: Checklist(items: items), previous: nil)
        #expect(doc.repairNotice?.hasPrefix("333 items") == true, "\(doc.repairNotice ?? "no notice")")
        #expect(Set(doc.checklist.items.map(\.id)).count == 1_000)
        #expect(doc.checklist.items.map(\.title) == items.map(\.title))
        #expect(doc.checklist.items[0].id == shared)
    }

    @Test func snapshotIsACopy() async throws {
        let doc = ChecklistDocument(checklist: sample)
        let snapshot = try await doc.snapshot(contentType: .checklistDocument)
        doc.addItem(title: "later")
        #expect(snapshot.items == sample.items)
    }
}

@MainActor
@Suite("ChecklistModel: Info.plist type registration")
struct ChecklistTypeTests {
    @Test func registersTheSeedsTypes() throws {
        let documentTypes = try ChecklistInfoPlist.registerTypes()
        let checklist = try #require(documentTypes.first { $0.contentTypeIdentifiers == ["com.example.checklist"] })
        #expect(checklist.role == .editor)
        #expect(checklist.handlerRank == .default)
        #expect(UTType.documentTypeDeclarations.contains(checklist))

        let type = try #require(UTType(filenameExtension: "checklist"))
        #expect(type == .checklistDocument)
        #expect(type.identifier == "com.example.checklist")
        #expect(type.localizedDescription == "Checklist Document")
        #expect(type.preferredFilenameExtension == "checklist")
        #expect(type.conforms(to: .data) && type.conforms(to: .content))
        #expect(UTType("com.example.checklist") == .checklistDocument)
        #expect(ChecklistDocument.readableContentTypes == [.checklistDocument])
        #expect(ChecklistDocument.writableContentTypes == [.checklistDocument])

        // Registering again changes nothing.
        #expect(try ChecklistInfoPlist.registerTypes() == documentTypes)
        #expect(UTType(filenameExtension: "checklist") == .checklistDocument)
    }

    @Test func thePlistIsTheSeedsText() throws {
        let url = try #require(ChecklistInfoPlist.url)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("<string>com.example.checklist</string>"))
        #expect(text.contains("<key>UTExportedTypeDeclarations</key>"))
    }
}
