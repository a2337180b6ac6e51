import QuireUI

/// One row of the large list: what the C baseline's rows show, prepared before either side opens.
struct LargeRow: Identifiable, Equatable {
    let id: Int
    let name: String
    let number: Int
    let size: String

    static func rows(_ count: Int) -> [LargeRow] {
        (0..<count).map { LargeRow(id: $0, name: "Item \($0)", number: $0, size: "\($0 % 977) KB") }
    }
}

/// The list the C baseline's `list` mode shows: one text per row.
struct LargeList: View {
    let rows: [LargeRow]

    var body: some View {
        List(rows) { row in
            Text(row.name)
        }
        .listStyle(.plain)
    }
}

/// The table the C baseline's `table` mode shows: a name, a number and a size per row.
struct LargeTable: View {
    let rows: [LargeRow]

    var body: some View {
        Table(rows) {
            TableColumn("Name", value: \.name)
            TableColumn("Number") { row in Text("\(row.number)") }
            TableColumn("Size", value: \.size)
        }
    }
}
