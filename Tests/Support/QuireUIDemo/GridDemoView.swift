import QuireUI

/// `--grid`: a table of files in a `Grid` (a header row, a divider across the columns, a trailing
/// Size column, a cell spanning two columns) above a `ViewThatFits` with a 420-point-wide first
/// choice and a narrow second one, for `grid_demo_test.py`.
struct GridDemoView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Grid(alignment: .leading, horizontalSpacing: 24) {
                GridRow {
                    Text("Name")
                    Text("Size").gridColumnAlignment(.trailing)
                    Text("Kind")
                }
                Divider()
                GridRow {
                    Text("Quarterly report")
                    Text("12 KB")
                    Text("Document")
                }
                GridRow {
                    Text("Cat")
                    Text("1.4 MB")
                    Text("Picture")
                }
                GridRow {
                    Text("Spanning two columns").gridCellColumns(2)
                    Text("Note")
                }
            }
            ViewThatFits(in: .horizontal) {
                Text("Wide layout")
                    .frame(width: 420, alignment: .leading)
                Text("Narrow layout")
            }
        }
        .padding(16)
    }
}
