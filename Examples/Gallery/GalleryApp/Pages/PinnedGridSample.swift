import SwiftUI

/// A `LazyVGrid` in sections whose headers are pinned (`pinnedViews: .sectionHeaders`): in its own
/// scroll view, a section's header stays at the top while the section's cells scroll under it, until
/// the next section's header pushes it away.
struct PinnedGridSample: View {
    private static let shelves: [(name: String, items: [String])] = [
        ("Fruit", ["Apple", "Pear", "Plum", "Cherry", "Grape", "Lemon", "Lime", "Melon", "Peach", "Fig", "Kiwi", "Mango"]),
        ("Vegetables", ["Leek", "Kale", "Bean", "Pea", "Onion", "Carrot", "Celery", "Radish", "Turnip", "Squash",
                        "Fennel", "Garlic"]),
        ("Herbs", ["Basil", "Dill", "Mint", "Sage", "Thyme", "Chive"]),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Pinned Section Headers").font(.headline)
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 8,
                          pinnedViews: .sectionHeaders) {
                    ForEach(Self.shelves, id: \.name) { shelf in
                        Section {
                            ForEach(shelf.items, id: \.self) { item in
                                Text(item)
                                    .frame(maxWidth: .infinity, minHeight: 40)
                                    .background(.quaternary)
                            }
                        } header: {
                            Text(shelf.name)
                                .font(.headline)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(6)
                        }
                    }
                }
            }
            .frame(height: 180)
        }
    }
}
