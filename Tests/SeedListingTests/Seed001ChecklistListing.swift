// Seed 001 ("Building a document-based app with SwiftUI"), its model listings verbatim: only the
// imports differ (`import SwiftUI` / `import UniformTypeIdentifiers` → `import Quire`). The parts
// the seed leaves out (the document's stored property and initializer) are marked.
import Quire

struct ChecklistItem: Identifiable, Codable, Equatable {
    var id = UUID()
    var isChecked = false
    var title: String
}

struct Checklist: Identifiable, Codable {
    var id = UUID()
    var items: [ChecklistItem]
}

extension UTType {
    static let checklistDocument = UTType(exportedAs: "com.example.checklist")
}

@Observable
@MainActor
final class ChecklistDocument: Document {
    // Not in the seed's listings: the stored state and initializer they imply.
    var checklist = Checklist(items: [])
    init() {}

    static let readableContentTypes: [UTType] = [.checklistDocument]

    func reader(configuration: sending ReadConfiguration) -> sending FileWrapperDocumentReader<Checklist> {
        FileWrapperDocumentReader(configuration) { fileWrapper in
            guard let data = fileWrapper.regularFileContents else {
                throw CocoaError(.fileReadCorruptFile)
            }
            return try JSONDecoder().decode(Checklist.self, from: data)
        }
    }

    @MainActor
    func apply(snapshot: sending Checklist, previous: sending Checklist?) async throws {
        checklist = snapshot
    }

    @MainActor
    func snapshot(contentType: UTType) async throws -> sending Checklist {
        checklist // Make a copy.
    }

    func writer(configuration: sending WriteConfiguration) -> sending FileWrapperDocumentWriter<Checklist> {
        FileWrapperDocumentWriter(configuration) { snapshot, _ in
            let data = try JSONEncoder().encode(snapshot)
            return FileWrapper(regularFileWithContents: data)
        }
    }

    @MainActor
    func toggleItem(_ item: Binding<ChecklistItem>, undoManager: UndoManager? = nil) {
        item.wrappedValue.isChecked.toggle()

        undoManager?.registerUndo(withTarget: self) { doc in
            doc.toggleItem(item, undoManager: undoManager)
        }
    }
}
