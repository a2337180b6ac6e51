import Foundation
import QuireUI

/// `QuireUIDemo --canvas`: a Markdown text and a gradient above a sketch pad. Dragging draws a round-capped black stroke; the arrow keys
/// nudge every stroke by 10 points; the label reports the stroke count and the offset for the GUI test.
struct CanvasDemoView: View {
    @State private var strokes: [[CGPoint]] = []
    @State private var current: [CGPoint] = []
    @State private var offset = CGSize.zero

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            // Styled text and a gradient fill, checked in the GUI test's screenshot and through AT-SPI.
            Text("**Bold** and *italic* `code`")
            Rectangle()
                .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            Text("Strokes: \(strokes.count) · Offset: \(Int(offset.width)),\(Int(offset.height))")
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
                context.translateBy(x: offset.width, y: offset.height)
                for points in strokes + [current] where !points.isEmpty {
                    var path = Path()
                    path.addLines(points)
                    if points.count == 1 { path.addLine(to: points[0]) }
                    context.stroke(path, with: .color(.black),
                                   style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round))
                }
            }
            .gesture(DragGesture(minimumDistance: 2)
                .onChanged { value in
                    if current.isEmpty { current = [unshifted(value.startLocation)] }
                    current.append(unshifted(value.location))
                }
                .onEnded { _ in
                    strokes.append(current)
                    current = []
                })
            .onKeyPress(action: nudge)
        }
        .padding(12)
    }

    private func unshifted(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - offset.width, y: point.y - offset.height)
    }

    private func nudge(_ press: KeyPress) -> KeyPress.Result {
        switch press.key {
        case .leftArrow: offset.width -= 10
        case .rightArrow: offset.width += 10
        case .upArrow: offset.height -= 10
        case .downArrow: offset.height += 10
        default: return .ignored
        }
        return .handled
    }
}
