import SwiftUI

/// The items, with Add and Edit in the toolbar (either opens the item's form in a sheet) and a View
/// menu that sorts them and hides discontinued ones.
struct InventoryView: View {
    @Binding var document: InventoryDocument
    @State private var selection: InventoryItem.ID?
    @State private var editing: InventoryItem?
    @State private var sortOrder = SortOrder.name
    @State private var showsDiscontinued = true

    enum SortOrder: Hashable {
        case name, quantity
    }

    /// The items the list shows, in the order the View menu asks for.
    private var shownItems: [InventoryItem] {
        let items = showsDiscontinued ? document.items : document.items.filter { !$0.discontinued }
        switch sortOrder {
        case .name: return items.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        case .quantity: return items.sorted { $0.quantity > $1.quantity }
        }
    }

    var body: some View {
        Group {
            if document.items.isEmpty {
                ContentUnavailableView("No Items", systemImage: "shippingbox",
                                       description: Text("Add the first item with the + button."))
            } else {
                List(selection: $selection) {
                    ForEach(shownItems) { item in
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
                    .onDelete { offsets in
                        let shown = shownItems
                        for offset in offsets { delete(shown[offset].id) }
                    }
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
                Menu {
                    Picker("Sort By", selection: $sortOrder) {
                        Text("Name").tag(SortOrder.name)
                        Text("Quantity").tag(SortOrder.quantity)
                    }
                    Toggle("Show Discontinued", isOn: $showsDiscontinued)
                } label: {
                    Label("View", systemImage: "line.3.horizontal.decrease.circle")
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
