import SwiftUI

/// Layout: stacks with alignment and spacing, frames, padding, spacers, an adaptive grid, a
/// geometry reader, a grid of rows and a view that fits.
struct LayoutPage: View {
    @Binding var sample: GallerySample

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Stacks").font(.headline)
                HStack(alignment: .top, spacing: 12) {
                    box("Leading", width: 90, height: 40)
                    box("Top", width: 90, height: 70)
                    Spacer()
                    box("Trailing", width: 90, height: 40)
                }
                ZStack {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.blue)
                        .frame(width: 200, height: 60)
                    Text("Layered").font(.headline).foregroundStyle(.white)
                }
                Text("Frames and Padding").font(.headline)
                HStack(spacing: 12) {
                    Text("Fixed 120×40").frame(width: 120, height: 40).background(.quaternary)
                    Text("Padded").padding(16).background(.quaternary)
                    Text("Fills").frame(maxWidth: .infinity, minHeight: 40).background(.quaternary)
                }
                Text("Grid (\(sample.count) cells)").font(.headline)
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
                    ForEach(0..<sample.count, id: \.self) { index in
                        box("\(index + 1)", width: 80, height: 40)
                    }
                }
                Stepper("Cells: \(sample.count)", value: $sample.count, in: 0...99)
                Text("Geometry Reader").font(.headline)
                GeometryReader { proxy in
                    Text("This box is \(Int(proxy.size.width)) points wide")
                        .frame(width: proxy.size.width / 2, height: proxy.size.height)
                        .background(.quaternary)
                }
                .frame(height: 40)
                Text("Grid").font(.headline)
                Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                    GridRow {
                        Text("Name")
                        Text("Size").gridColumnAlignment(.trailing)
                    }
                    Divider()
                    GridRow {
                        Text("Quarterly report")
                        Text("12 KB")
                    }
                    GridRow {
                        Text("Photo")
                        Text("1.4 MB")
                    }
                }
                Text("View That Fits").font(.headline)
                ViewThatFits(in: .horizontal) {
                    Text("A wide window shows this long line, which needs about five hundred points")
                    Text("A narrow window shows this one")
                }
            }
            .padding(24)
        }
    }

    private func box(_ title: String, width: CGFloat, height: CGFloat) -> some View {
        Text(title)
            .frame(width: width, height: height)
            .background(.quaternary)
    }
}
