import SwiftUI

/// Layout: stacks with alignment and spacing, frames, padding, spacers, an adaptive grid, a grid
/// with pinned section headers, a geometry reader, a grid of rows, a view that fits, and the layout
/// modifiers and custom layouts (`offset`, `fixedSize`, `aspectRatio`, `zIndex`, `layoutPriority`, `alignmentGuide`,
/// `safeAreaInset`, a flow `Layout`, `AnyLayout`, `GridLayout`).
struct LayoutPage: View {
    @Binding var sample: GallerySample
    @State private var stacksVertically = false

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
                PinnedGridSample()
                Text("Geometry Reader").font(.headline)
                GeometryReader { proxy in
                    Text("This box is \(Int(proxy.size.width)) points wide")
                        .frame(width: proxy.size.width / 2, height: proxy.size.height)
                        .background(.quaternary)
                }
                .frame(height: 160)
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
                Text("Layout Modifiers").font(.headline)
                HStack(spacing: 24) {
                    box("Offset", width: 80, height: 40).offset(x: 12, y: 6)
                    Color.accentColor.aspectRatio(2, contentMode: .fit).frame(width: 80, height: 80)
                    ZStack {
                        box("Front", width: 60, height: 40).zIndex(1)
                        box("Back", width: 60, height: 40).offset(x: 20, y: 12)
                    }
                }
                Text("A fixed size overflows its narrow, bordered frame")
                    .fixedSize()
                    .frame(width: 120)
                    .border(.secondary)
                    .frame(maxWidth: .infinity)
                HStack {
                    Text("This label gives way to its neighbour").lineLimit(1)
                    Text("Priority keeps this whole").lineLimit(1).layoutPriority(1)
                }
                VStack(alignment: .leading, spacing: 4) {
                    Text("Aligned by guides")
                    Text("Indented by an alignment guide").alignmentGuide(.leading) { _ in -24 }
                }
                Text("Custom Layouts").font(.headline)
                FlowLayout(spacing: 6) {
                    ForEach(["Swift", "GTK", "libadwaita", "Layout", "Protocol", "Flow", "Wraps", "With",
                             "The", "Window"], id: \.self) { tag in
                        Text(tag).padding(.horizontal, 8).padding(.vertical, 4).background(.quaternary)
                    }
                }
                Toggle("Stack vertically", isOn: $stacksVertically)
                let stack = stacksVertically ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
                stack {
                    box("One", width: 60, height: 30)
                    box("Two", width: 60, height: 30)
                    box("Three", width: 60, height: 30)
                }
                GridLayoutSample()
                List(sample.items) { item in
                    Text(item.name)
                }
                .safeAreaInset(edge: .bottom) {
                    Text("\(sample.items.count) items, a bar inset below the list")
                        .frame(maxWidth: .infinity)
                        .padding(6)
                        .background(.quaternary)
                }
                .frame(height: 160)
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

/// Views left to right at their ideal sizes, wrapping to a new row at the proposed width: the
/// classic custom `Layout`.
private struct FlowLayout: Layout {
    var spacing: CGFloat

    private func frames(width: CGFloat, subviews: Subviews) -> [CGRect] {
        var frames: [CGRect] = []
        var origin = CGPoint.zero
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if origin.x > 0, origin.x + size.width > width {
                origin = CGPoint(x: 0, y: origin.y + rowHeight + spacing)
                rowHeight = 0
            }
            frames.append(CGRect(origin: origin, size: size))
            origin.x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return frames
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions(by: CGSize(width: CGFloat.infinity, height: 0)).width
        let frames = frames(width: width, subviews: subviews)
        return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames(width: bounds.width, subviews: subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(frame.size))
        }
    }
}
