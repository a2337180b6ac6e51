import NotesModel
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `@State` lives in the node; `@Binding` carries edits up and values down without feedback.
@MainActor
@Suite struct StateAndBindingTests {
    struct Counter: View {
        @State private var count = 0
        let caption: String

        var body: some View {
            VStack {
                Text("\(caption): \(count)")
                Button("Increment") { count += 1 }
            }
        }
    }

    @Test func stateSurvivesReevaluationAndUpdatesTheExistingWidget() throws {
        let parent = Flag()
        let host = HeadlessHost { Counter(caption: parent.label) }
        let text = try host.widget(.text)
        #expect(text.text == "label: 0")

        try host.widget(.button, titled: "Increment").click()
        try host.widget(.button, titled: "Increment").click()
        host.flush()
        #expect(text.text == "label: 2")

        // The parent makes a new Counter value (with a fresh `@State` initial value of 0): the node
        // keeps the stored 2.
        parent.label = "Clicks"
        host.flush()
        #expect(text.text == "Clicks: 2")
        #expect(try host.widget(.text) === text)
        #expect(host.counters.created == 3, "stack, text, button and nothing else: \(host.counters)")
    }

    @Test func stateReadOutsideAMountedViewIsItsInitialValue() {
        let counter = Counter(caption: "x")
        #expect(counter.body is VStack<TupleView<(Text, Button<Text>)>>)
    }

    struct Editor: View {
        @Binding var text: String

        var body: some View {
            VStack {
                TextEditor(text: $text)
                Text("Length: \(text.count)")
            }
        }
    }

    struct EditorOwner: View {
        @State var text = "hello"

        var body: some View {
            Editor(text: $text)
        }
    }

    @Test func typingSetsTheBindingWithoutWritingBackIntoTheEditor() throws {
        let host = HeadlessHost { EditorOwner() }
        let editor = try host.widget(.textEditor)
        #expect(editor.text == "hello")
        #expect(host.texts.contains("Length: 5"))
        let created = host.counters.created

        for text in ["hello!", "hello!!", "hello!!!"] {
            editor.type(text)
            host.flush()
        }
        #expect(host.texts.contains("Length: 8"))
        #expect(editor.textSets == 1, "only the initial text is set: typed text never comes back")
        #expect(host.counters.created == created, "typing creates no widgets")
        // Per keystroke: the length label's text, nothing else.
        #expect(host.counters.updated == 3, "\(host.counters)")
    }

    /// Seed 000's ContentView with only its import changed.
    struct ContentView: View {
        @Binding var document: TextDocument

        var body: some View {
            TextEditor(text: $document.text)
                .font(.system(.body, design: .monospaced))
                .padding(8)
        }
    }

    @Test func seedContentViewEditsTheDocumentThroughItsBinding() throws {
        var document = TextDocument(text: "Notes")
        let host = HeadlessHost {
            ContentView(document: Binding(get: { document }, set: { document = $0 }))
        }
        let decorator = try host.widget(.decorator)
        #expect(decorator.decoration?.padding == EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        let editor = try host.widget(.textEditor)
        #expect(editor.text == "Notes")
        #expect(editor.style.font == .system(.body, design: .monospaced))
        editor.type("Notes and more")
        #expect(document.text == "Notes and more")
    }

    @Observable @MainActor
    final class Note {
        var title = "Untitled"
        var done = false
    }

    struct NoteForm: View {
        @Bindable var note: Note

        var body: some View {
            VStack {
                TextField("Title", text: $note.title)
                Toggle("Done", isOn: $note.done)
            }
        }
    }

    @Test func bindableBindsControlsToAnObservableModelBothWays() throws {
        let note = Note()
        let host = HeadlessHost { NoteForm(note: note) }
        let field = try host.widget(.textField)
        let toggle = try host.widget(.toggle, titled: "Done")
        #expect(field.placeholder == "Title")
        #expect(field.text == "Untitled")

        field.type("Groceries")
        toggle.toggle()
        #expect(note.title == "Groceries")
        #expect(note.done)

        // A change made elsewhere (an undo, say) reaches the widgets through observation, though no
        // body read the properties: the controls read their bindings under tracking.
        note.title = "Errands"
        note.done = false
        host.flush()
        #expect(field.text == "Errands")
        #expect(!toggle.isOn)
        #expect(host.counters.bodyEvaluations == 2, "the root and NoteForm once each: \(host.counters)")
    }
}
