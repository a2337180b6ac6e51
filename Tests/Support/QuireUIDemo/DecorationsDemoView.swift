import Foundation
import QuireUI

/// `--decorations`: two list rows in Stockroom's shape (a quantity after a `Spacer`), a capsule bar only given a height (it takes the width), then blocks of solid colour, each 80 points square with a caption under it, one per
/// decoration a screenshot checks: a circle clip, a red border, an overlay in a corner, a clip to a
/// triangle (a path, not a rounded rectangle), a hard shadow
/// down and right, a circle mask, a shape-style background; then a text field with rounded corners
/// and a soft shadow (how an app draws a search field of its own), and what it holds.
struct DecorationsDemoView: View {
    @State private var name = ""

    var body: some View {
        VStack(spacing: 24) {
            // Stockroom's rows: a quantity after a Spacer stays on one line at the row's end.
            List {
                HStack {
                    VStack(alignment: .leading) {
                        Text("Hammer")
                        Text("Tools").font(.caption)
                    }
                    Spacer()
                    Text("3 × 4.50")
                }
                HStack {
                    VStack(alignment: .leading) {
                        Text("A claw hammer with a long handle and a rubber grip for heavy work")
                        Text("Tools · discontinued").font(.caption)
                    }
                    Spacer()
                    Text("12 × 0.75")
                }
            }
            .frame(height: 130)
            VStack(spacing: 8) {
                Capsule().fill(Color.purple).frame(height: 12)
                Text("bar")
            }
            HStack(spacing: 24) {
                block("clip") { Color.blue.clipShape(Circle()) }
                block("border") { Color.white.border(Color.red, width: 6) }
                block("overlay") {
                    Color.green.overlay(alignment: .bottomTrailing) {
                        Color.black.frame(width: 20, height: 20)
                    }
                }
                block("triangle") { Color.blue.clipShape(Triangle()) }
            }
            HStack(spacing: 24) {
                block("shadow") { Color.blue.shadow(color: .black, radius: 0, x: 10, y: 10) }
                block("mask") { Color.red.mask { Circle() } }
                block("background") {
                    Text("Tag").background(Color.orange, in: Capsule())
                }
            }
            TextField("Name", text: $name)
                .padding(8)
                .background(Color.white)
                .clipShape(RoundedRectangle(cornerRadius: 12))
                .shadow(radius: 4, y: 2)
                .frame(width: 240)
            Text("Name: \(name)")
        }
        .padding(24)
    }

    private func block<Content: View>(_ caption: String, @ViewBuilder _ content: () -> Content) -> some View {
        VStack(spacing: 8) {
            content()
                .frame(width: 80, height: 80)
            Text(caption)
        }
    }
}

/// A triangle pointing up, filling its rectangle.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}
