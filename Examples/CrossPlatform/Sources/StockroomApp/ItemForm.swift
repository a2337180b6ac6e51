import SwiftUI

/// One item's fields; Save hands the edited item back, Cancel (or Escape) drops the edits.
struct ItemForm: View {
    @State var item: InventoryItem
    let onSave: (InventoryItem) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Item") {
                    TextField("Name", text: $item.name)
                    Picker("Category", selection: $item.category) {
                        ForEach(Category.allCases) { category in
                            Text(category.title).tag(category)
                        }
                    }
                }
                Section("Stock") {
                    Stepper("Quantity: \(item.quantity)", value: $item.quantity, in: 0...10_000)
                    TextField("Price", value: $item.price, format: .number)
                    Toggle("Discontinued", isOn: $item.discontinued)
                }
            }
            .navigationTitle(item.name.isEmpty ? "New Item" : item.name)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(item)
                        dismiss()
                    }
                    .disabled(item.name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
        .frame(minWidth: 360, minHeight: 320)
    }
}
