import QuireCore
import QuireUI

/// One note of the split view demo.
struct SplitDemoNote: Identifiable, Hashable {
    let id: Int
    var title: String
    var text: String
}

/// `QuireUIDemo --split`: a notes library in a `NavigationSplitView` — the notes in the sidebar (a
/// `List` with a selection, its rows in a `Section` with a header and a count as its footer), the chosen note in the detail, a text editor over its text and a label
/// counting its characters; with nothing chosen, a status page says what to do. F9 hides and shows
/// the sidebar; a label reports the `columnVisibility` binding for the GUI test. The note's `Menu`
/// duplicates or deletes it. On a narrow window the columns fold; the action bar's status item
/// reports the `preferredCompactColumn` binding.
struct SplitDemoView: View {
    @State private var notes = [
        SplitDemoNote(id: 1, title: "Groceries", text: "Milk, eggs"),
        SplitDemoNote(id: 2, title: "Ideas", text: "A sidebar for Quire"),
        SplitDemoNote(id: 3, title: "Trips", text: "Lisbon in May"),
    ]
    @State private var selection: SplitDemoNote.ID?
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var compactColumn = NavigationSplitViewColumn.sidebar

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compactColumn) {
            List(selection: $selection) {
                Section {
                    ForEach(notes) { note in
                        Text(note.title)
                    }
                } header: {
                    Text("Notes")
                } footer: {
                    Text("\(notes.count) notes")
                }
            }
            .navigationSplitViewColumnWidth(min: 160, ideal: 200, max: 320)
        } detail: {
            VStack(alignment: .leading, spacing: 12) {
                if let index = notes.firstIndex(where: { $0.id == selection }) {
                    HStack {
                        Text(notes[index].title)
                            .font(.title2)
                        Spacer()
                        Menu("Note Actions") {
                            Button("Duplicate Note") { duplicate(notes[index]) }
                            Divider()
                            Button("Delete Note", role: .destructive) { delete(notes[index]) }
                        }
                    }
                    TextEditor(text: $notes[index].text)
                    Text("Characters: \(notes[index].text.count)")
                        .foregroundStyle(.secondary)
                } else {
                    ContentUnavailableView("No Note Selected", systemImage: "doc.text",
                                           description: Text("Choose a note in the sidebar."))
                }
                Text(visibility == .detailOnly ? "Sidebar: hidden" : "Sidebar: shown")
                    .foregroundStyle(.secondary)
            }
            .padding(16)
        }
        .toolbar {
            ToolbarItem(placement: .status) {
                Text(compactColumn == .sidebar ? "Folded on: sidebar" : "Folded on: detail")
            }
        }
    }

    private func duplicate(_ note: SplitDemoNote) {
        let copy = SplitDemoNote(id: (notes.map(\.id).max() ?? 0) + 1, title: "\(note.title) copy", text: note.text)
        notes.append(copy)
        selection = copy.id
    }

    private func delete(_ note: SplitDemoNote) {
        notes.removeAll { $0.id == note.id }
        selection = nil
    }
}
