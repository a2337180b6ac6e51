import Foundation
import QuireUI

/// `--layout`: the layout modifiers and a custom `Layout`, for `layout_demo_test.py`: a label drawn
/// 40 points right and 10 down of its place (`offset`); two equally long labels in a 260-point row,
/// the second with a higher `layoutPriority`; a `fixedSize` label in a 60-point frame; a flow of
/// tags (`TagFlow`, a `Layout`) that wraps with the window; a red square given a higher `zIndex`
/// than the green one drawn after it, beside a lazy grid of two 100-point columns whose cells sit at
/// the grid's leading and the second column's trailing alignment; a list 120 points tall with a bottom bar (`safeAreaInset`).
struct LayoutDemoView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Place")
                Text("Moved").offset(x: 40, y: 10)
            }
            HStack {
                Text("Squeezed text of some length").lineLimit(1)
                Text("Favoured text of some length").lineLimit(1).layoutPriority(1)
            }
            .frame(width: 260, alignment: .leading)
            Text("Fixed size keeps this line whole").fixedSize().frame(width: 60)
            VStack(alignment: .leading, spacing: 4) {
                Text("Guide line")
                Text("Guided").alignmentGuide(.leading) { _ in -30 }
            }
            TagFlow(spacing: 6) {
                ForEach(1...9, id: \.self) { index in
                    Text("Tag number \(index)")
                }
            }
            HStack(alignment: .top, spacing: 16) {
                ZStack {
                    Color(red: 1, green: 0, blue: 0).frame(width: 60, height: 60).zIndex(1)
                    Color(red: 0, green: 1, blue: 0).frame(width: 60, height: 60)
                }
                LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100), alignment: .trailing)],
                          alignment: .leading) {
                    Text("Left cell")
                    Text("Right cell")
                }
                .fixedSize()
            }
            List {
                Text("Row one")
                Text("Row two")
            }
            .safeAreaInset(edge: .bottom, spacing: 4) {
                Text("Bottom bar")
            }
            .frame(height: 120)
        }
        .padding(16)
    }
}

/// Subviews left to right at their ideal sizes, wrapping to a new row where the next one would pass
/// the proposed width.
struct TagFlow: Layout {
    var spacing: CGFloat

    /// Each subview's frame for a row width.
    private func frames(width: CGFloat, subviews: Subviews) -> [CGRect] {
        var frames: [CGRect] = []
        var point = CGPoint.zero
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if point.x > 0, point.x + size.width > width {
                point = CGPoint(x: 0, y: point.y + rowHeight + spacing)
                rowHeight = 0
            }
            frames.append(CGRect(origin: point, size: size))
            point.x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return frames
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = frames(width: proposal.width ?? .infinity, subviews: subviews)
        let used = CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
        return CGSize(width: proposal.width.map { $0.isFinite ? $0 : used.width } ?? used.width, height: used.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames(width: bounds.width, subviews: subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(frame.size))
        }
    }
}
