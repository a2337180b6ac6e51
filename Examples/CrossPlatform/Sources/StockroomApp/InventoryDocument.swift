import SwiftUI
import UniformTypeIdentifiers

enum Category: String, Codable, CaseIterable, Identifiable {
    case parts, tools, supplies

    var id: Self { self }
    var title: String { rawValue.capitalized }
}

struct InventoryItem: Identifiable, Codable, Hashable {
    var id = UUID()
    var name = ""
    var category = Category.parts
    var quantity = 1
    var price = 0.0
    var discontinued = false
}

/// The stock list as a JSON array of items, pretty-printed so that a diff of two versions reads well.
struct InventoryDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.json] }

    var items: [InventoryItem]

    init(items: [InventoryItem] = []) {
        self.items = items
    }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else {
            throw CocoaError(.fileReadCorruptFile)
        }
        items = try JSONDecoder().decode([InventoryItem].self, from: data)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return FileWrapper(regularFileWithContents: try encoder.encode(items))
    }
}
