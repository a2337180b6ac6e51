// ContentView.swift — seed 000's, imports changed, with what a Notes app adds around the seed's
// `TextEditor`: a monospace setting, a readable line width, find and replace from the header bar,
// and the word and character count in the status bar.
import Quire
import NotesModel

struct ContentView: View {
    // A Binding into the document. Mutations are automatically dirtied for autosave.
    @Binding var document: TextDocument
    @AppStorage(NotesSettings.monospacedKey) private var monospaced = true
    @State private var isFinding = false

    var body: some View {
        GeometryReader { geometry in
            TextEditor(text: $document.text)
                .font(.system(.body, design: monospaced ? .monospaced : .default))
                .contentMargins(.horizontal, readableMargin(width: geometry.size.width), for: .scrollContent)
                .padding(8)
        }
        .findNavigator(isPresented: $isFinding)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Toggle(isOn: $isFinding) {
                    Label("Find and Replace", systemImage: "magnifyingglass")
                }
            }
            ToolbarItem(placement: .status) {
                Text(TextCounts(document.text).description)
            }
        }
    }

    /// Side margins that keep lines about 80 characters long in a wide window.
    private func readableMargin(width: CGFloat) -> CGFloat {
        let readableWidth: CGFloat = 720
        return max(12, (width - readableWidth) / 2)
    }
}

/// How many words and characters a note has, as the status bar says it.
struct TextCounts: CustomStringConvertible {
    let words: Int
    let characters: Int

    init(_ text: String) {
        words = text.split(whereSeparator: \.isWhitespace).count
        characters = text.count
    }

    var description: String {
        let wordsText = words == 1 ? "1 word" : "\(words) words"
        let charactersText = characters == 1 ? "1 character" : "\(characters) characters"
        return "\(wordsText), \(charactersText)"
    }
}
