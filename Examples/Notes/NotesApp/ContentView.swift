// ContentView.swift
import Quire
import NotesModel

struct ContentView: View {
    // A Binding into the document. Mutations are automatically dirtied for autosave.
    @Binding var document: TextDocument

    var body: some View {
        TextEditor(text: $document.text)
            .font(.system(.body, design: .monospaced))
            .padding(8)
    }
}
