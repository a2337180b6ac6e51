import SwiftUI

/// `GridLayout` through `AnyLayout`: planets in rows whose cells line up in columns, switched to a
/// stack of rows and back by a button; the tap counter in a cell keeps its count across the switch.
struct GridLayoutSample: View {
    @State private var stacksRows = false
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Grid Layout").font(.headline)
            Button(stacksRows ? "Line Up in a Grid" : "Stack the Rows") { stacksRows.toggle() }
            let layout = stacksRows
                ? AnyLayout(VStackLayout(alignment: .leading, spacing: 6))
                : AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6))
            layout {
                GridRow {
                    Text("Planet")
                    Text("Moons").gridColumnAlignment(.trailing)
                    Text("Rings")
                }
                Divider()
                GridRow {
                    Text("Mercury")
                    Text("0")
                    Text("None")
                }
                GridRow {
                    Text("Jupiter")
                    Text("95")
                    Button("Tapped \(taps)") { taps += 1 }
                }
            }
        }
    }
}
