import Foundation
import QuireCore
import QuireUI

/// `QuireUIDemo --table`: four files in a `Table` sortable by name and by size and selectable one at
/// a time. The app sorts its files by the `sortOrder` a header click writes, as SwiftUI apps do; a
/// label below names the selected file (the selection binding), and another the files a row's
/// context menu ("Open") or a double click last opened, for the GUI test.
struct TableDemoView: View {
    struct DemoFile: Identifiable {
        let name: String
        let size: Int
        var id: String { name }
    }

    private let files = [
        DemoFile(name: "Alpha.txt", size: 30),
        DemoFile(name: "Beta.txt", size: 10),
        DemoFile(name: "Gamma.txt", size: 20),
        DemoFile(name: "Delta.txt", size: 40),
    ]
    @State private var sortOrder = [KeyPathComparator(\DemoFile.name)]
    @State private var selection: DemoFile.ID?
    @State private var opened: Set<DemoFile.ID> = []

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Table(files.sorted(using: sortOrder), selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Size", value: \.size) { file in
                    Text("\(file.size) KB")
                }
            }
            .contextMenu(forSelectionType: DemoFile.ID.self) { ids in
                Button("Open") { opened = ids }
            } primaryAction: { ids in
                opened = ids
            }
            Text("Selected: \(selection ?? "none")")
            Text("Opened: \(opened.isEmpty ? "none" : opened.sorted().joined(separator: ", "))")
        }
        .padding(16)
    }
}
