// Seed 000's ContentView.swift and MyNotesApp.swift, and its launch-scene listing, with `import SwiftUI`
// replaced by `import Quire`. Examples/Notes/NotesApp runs them for real; here they are compiled
// against the umbrella alone. A test target has no `@main`: the attribute is left off, and the
// launch-scene version of `MyNotesApp` is renamed so both fit in one module.
import Quire

// ContentView.swift
struct ContentView: View {
    // A Binding into the document. Mutations are automatically dirtied for autosave.
    @Binding var document: TextDocument

    var body: some View {
        TextEditor(text: $document.text)
            .font(.system(.body, design: .monospaced))
            .padding(8)
    }
}

// MyNotesApp.swift
struct MyNotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextDocument()) { file in
            ContentView(document: file.$document)
        }
    }
}

// The launch-scene listing (renamed from MyNotesApp).
struct MyNotesLaunchSceneApp: App {
    var body: some Scene {
        DocumentGroupLaunchScene("My Notes") {
            NewDocumentButton("Blank Note")
            NewDocumentButton("Meeting Notes", prompt: meetingTemplate)
            NewDocumentButton("Daily Journal", prompt: journalTemplate)
        } background: {
            LinearGradient(
                colors: [.indigo, .purple],
                startPoint: .topLeading,
                endPoint: .bottomTrailing
            )
            .ignoresSafeArea()
        } overlayAccessoryView: { _ in
            Image("LogoMark")
                .resizable()
                .scaledToFit()
                .frame(width: 120)
        }

        DocumentGroup(newDocument: TextDocument()) { file in
            ContentView(document: file.$document)
        }
    }
}

// Not in the seed: the templates its launch scene names.
@MainActor let meetingTemplate = TextDocument(text: "Meeting Notes\n\nAttendees:\n")
@MainActor let journalTemplate = TextDocument(text: "Daily Journal\n\n")

// The "Grab the UndoManager with @Environment(\.undoManager)" paragraph, and the FAQ's
// @Environment(\.newDocument) / @Environment(\.openDocument) actions.
struct DrawingToolbar: View {
    @Environment(\.undoManager) var undoManager
    @Environment(\.openDocument) private var openDocument
    @Environment(\.newDocument) private var newDocument
    @ObservedObject var document: DrawingDocument

    var body: some View {
        HStack {
            Button("Add Shape") {
                document.addShape(Shape(name: "Circle"), undoManager: undoManager)
            }
            Button("New Note") { newDocument(TextDocument()) }
            Button("Open Notes") {
                Task { try? await openDocument(at: URL(fileURLWithPath: "/tmp/notes.txt")) }
            }
            Text("\(document.state.shapes.count) shapes")
        }
    }
}

// "declare one per document type": two DocumentGroups side by side, the reference document's editor
// observing it through ReferenceFileDocumentConfiguration.
struct NotesAndDrawingsApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextDocument()) { file in
            ContentView(document: file.$document)
        }
        DocumentGroup(newDocument: { DrawingDocument() }) { file in
            DrawingToolbar(document: file.document)
        }
        .defaultSize(width: 800, height: 600)
    }
}
