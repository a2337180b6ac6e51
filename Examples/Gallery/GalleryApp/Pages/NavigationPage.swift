import SwiftUI

/// Navigation: a stack whose links push a page per item, and a value pushed from a button.
struct NavigationPage: View {
    @Binding var sample: GallerySample
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Items") {
                    ForEach(sample.items) { item in
                        NavigationLink(item.name, value: item.id)
                    }
                }
                Section("Other") {
                    NavigationLink("About Navigation") {
                        Text("A destination view pushed by its link.")
                            .padding()
                    }
                }
            }
            .navigationDestination(for: SampleItem.ID.self) { id in
                ItemPage(sample: $sample, id: id)
            }
        }
    }
}

/// One item's page: its quantity edits the document.
private struct ItemPage: View {
    @Binding var sample: GallerySample
    let id: SampleItem.ID

    var body: some View {
        if let index = sample.items.firstIndex(where: { $0.id == id }) {
            Form {
                TextField("Name", text: $sample.items[index].name)
                Stepper("Quantity: \(sample.items[index].quantity)", value: $sample.items[index].quantity, in: 0...1000)
                Toggle("Done", isOn: $sample.items[index].isDone)
            }
            .navigationTitle(sample.items[index].name)
        } else {
            ContentUnavailableView("Item Deleted", systemImage: "trash")
        }
    }
}
