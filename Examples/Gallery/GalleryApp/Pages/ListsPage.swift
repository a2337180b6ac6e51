import SwiftUI

/// Lists and tables: the document's items in an inset list, an outline, and a table sorted by its
/// column headers.
struct ListsPage: View {
    @Binding var sample: GallerySample
    @State private var selection: SampleItem.ID?
    @State private var sortOrder = [KeyPathComparator(\SampleItem.name)]

    var body: some View {
        VStack(spacing: 0) {
            Table(sample.items, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Quantity", value: \.quantity) { item in
                    Text("\(item.quantity)")
                }
                TableColumn("Done") { item in
                    Text(item.isDone ? "Yes" : "No")
                }
            }
            .onChange(of: sortOrder) { _, order in
                sample.items.sort(using: order)
            }
            Divider()
            HStack(spacing: 0) {
                List {
                    ForEach($sample.items) { $item in
                        Toggle(item.name, isOn: $item.isDone)
                    }
                    .onDelete { sample.items.remove(atOffsets: $0) }
                }
                .listStyle(.inset)
                Divider()
                List(Outline.tree, children: \.children) { node in
                    Label(node.name, systemImage: node.children == nil ? "doc" : "folder")
                }
            }
        }
    }
}

/// The outline the page's second list shows.
struct Outline: Identifiable {
    let id = UUID()
    let name: String
    var children: [Outline]?

    static let tree = [
        Outline(name: "Documents", children: [
            Outline(name: "Plans", children: [Outline(name: "Spring.gallerysample")]),
            Outline(name: "Notes.md"),
        ]),
        Outline(name: "Pictures", children: [Outline(name: "Cover.png")]),
    ]
}
