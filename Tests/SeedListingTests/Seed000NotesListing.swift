// Seed 000 ("SwiftUI DocumentGroup"): the document listings verbatim (imports changed). The editor
// view and the App live with the UI (Examples/Notes); the drawing listing's helper types, which the
// seed doesn't show, are marked.
import Quire

struct TextDocument: FileDocument {
    // The types this document reads. Drives the Files.app filter and the Open panel.
    static var readableContentTypes: [UTType] { [.plainText] }
    // Optional. Defaults to readableContentTypes. Override if you write a subset.
    static var writableContentTypes: [UTType] { [.plainText] }

    var text: String

    init(text: String = "") {
        self.text = text
    }

    // Called when the system opens an existing file.
    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents,
              let string = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = string
    }

    // Called when the system needs to write (autosave, explicit save, version snapshot).
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let data = Data(text.utf8)
        return FileWrapper(regularFileWithContents: data)
    }
}

extension UTType {
    static let myNotesDocument = UTType(
        exportedAs: "dev.swiftcrafted.mynotes"
    )
}

struct MyNotesDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.myNotesDocument] }
    // ...
    // Not in the seed: the members its "..." stands for.
    var text = ""
    init() {}
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

// Not in the seed: the drawing listing's types.
extension UTType {
    static let myDrawing = UTType(exportedAs: "dev.swiftcrafted.drawing", conformingTo: .json)
}

struct Shape: Codable, Equatable, Identifiable {
    var id = UUID()
    var name: String
}

struct DrawingState: Codable, Equatable {
    var shapes: [Shape] = []
}

final class DrawingDocument: ReferenceFileDocument {
    typealias Snapshot = DrawingState

    @Published var state: DrawingState

    static var readableContentTypes: [UTType] { [.myDrawing] }

    init() { self.state = DrawingState() }

    required init(configuration: ReadConfiguration) throws {
        let data = configuration.file.regularFileContents ?? Data()
        self.state = try JSONDecoder().decode(DrawingState.self, from: data)
    }

    func snapshot(contentType: UTType) throws -> DrawingState {
        return state  // immutable copy taken synchronously
    }

    func fileWrapper(snapshot: DrawingState, configuration: WriteConfiguration) throws -> FileWrapper {
        let data = try JSONEncoder().encode(snapshot)
        return FileWrapper(regularFileWithContents: data)
    }

    func addShape(_ shape: Shape, undoManager: UndoManager?) {
        state.shapes.append(shape)
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.removeShape(shape, undoManager: undoManager)
        }
    }

    func removeShape(_ shape: Shape, undoManager: UndoManager?) {
        state.shapes.removeAll { $0.id == shape.id }
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.addShape(shape, undoManager: undoManager)
        }
    }
}
