import ChecklistModel
import QuireCore

/// Seed 001's model listings verbatim (only the imports differ), as an app developer writes them: the
/// checklist-open benchmark opens the file with this document, so it measures the code people run.
/// In a namespace, beside the example's `ChecklistModel` (whose `UTType.checklistDocument`, the same
/// `com.example.checklist`, the listing's `readableContentTypes` names).
enum Seed001 {
    struct ChecklistItem: Identifiable, Codable, Equatable {
        var id = UUID()
        var isChecked = false
        var title: String
    }

    struct Checklist: Identifiable, Codable {
        var id = UUID()
        var items: [ChecklistItem]
    }

    @Observable
    @MainActor
    final class ChecklistDocument: Document {
        // Not in the seed's listings: the stored state and initializer they imply.
        var checklist = Checklist(items: [])
        init() {}

        static let readableContentTypes: [UTType] = [.checklistDocument]

        nonisolated func reader(configuration: sending ReadConfiguration) -> sending FileWrapperDocumentReader<Checklist> {
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

        nonisolated func writer(configuration: sending WriteConfiguration) -> sending FileWrapperDocumentWriter<Checklist> {
            FileWrapperDocumentWriter(configuration) { snapshot, _ in
                let data = try JSONEncoder().encode(snapshot)
                return FileWrapper(regularFileWithContents: data)
            }
        }
    }
}
