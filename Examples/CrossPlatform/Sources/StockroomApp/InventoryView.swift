import SwiftUI

/// The items, with Add and Edit in the toolbar; either opens the item's form in a sheet.
struct InventoryView: View {
    @Binding var document: InventoryDocument
    @State private var selection: InventoryItem.ID?
    @State private var editing: InventoryItem?

    var body: some View {
        Group {
            if document.items.isEmpty {
                ContentUnavailableView("No Items", systemImage: "shippingbox",
                                       description: Text("Add the first item with the + button."))
            } else {
                List(selection: $selection) {
                    ForEach(document.items) { item in
                        HStack {
                            VStack(alignment: .leading) {
                                Text(item.name)
                                Text(item.discontinued ? "\(item.category.title) · discontinued" : item.category.title)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text("\(item.quantity) × \(item.price.formatted(.number.precision(.fractionLength(2))))")
                        }
                        .contextMenu {
                            Button("Edit…") { editing = item }
                            Button("Delete", role: .destructive) { delete(item.id) }
                        }
                    }
                    .onDelete { document.items.remove(atOffsets: $0) }
                }
            }
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    editing = InventoryItem()
                } label: {
                    Label("Add Item", systemImage: "plus")
                }
            }
            ToolbarItem {
                Button("Edit…") {
                    editing = document.items.first { $0.id == selection }
                }
                .disabled(selection == nil)
            }
        }
        .sheet(item: $editing) { item in
            ItemForm(item: item) { saved in
                if let index = document.items.firstIndex(where: { $0.id == saved.id }) {
                    document.items[index] = saved
                } else {
                    document.items.append(saved)
                }
                selection = saved.id
            }
        }
    }

    private func delete(_ id: InventoryItem.ID) {
        document.items.removeAll { $0.id == id }
    }
}
