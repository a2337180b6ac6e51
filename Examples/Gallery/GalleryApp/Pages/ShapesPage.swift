import SwiftUI

/// Shapes and drawing: the basic shapes, gradients, and a `Canvas` drawing the document's colour.
struct ShapesPage: View {
    @Binding var sample: GallerySample

    private var color: Color {
        Color(red: sample.color.red, green: sample.color.green, blue: sample.color.blue)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Shapes").font(.headline)
                HStack(spacing: 16) {
                    Rectangle().fill(color).frame(width: 64, height: 64)
                    RoundedRectangle(cornerRadius: 12).fill(color).frame(width: 64, height: 64)
                    Circle().fill(color).frame(width: 64, height: 64)
                    Ellipse().stroke(color, lineWidth: 3).frame(width: 96, height: 64)
                    Capsule().strokeBorder(color, lineWidth: 3).frame(width: 96, height: 40)
                }
                Text("Gradients").font(.headline)
                HStack(spacing: 16) {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(LinearGradient(colors: [color, .purple], startPoint: .leading, endPoint: .trailing))
                        .frame(width: 120, height: 64)
                    Circle()
                        .fill(RadialGradient(colors: [.yellow, color], center: .center, startRadius: 4, endRadius: 40))
                        .frame(width: 64, height: 64)
                    Circle()
                        .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                        .frame(width: 64, height: 64)
                }
                Text("Canvas").font(.headline)
                Canvas { context, size in
                    var wave = Path()
                    wave.move(to: CGPoint(x: 0, y: size.height / 2))
                    for x in stride(from: 0, through: size.width, by: 4) {
                        let y = size.height / 2 + sin(x / 24) * size.height * 0.35 * sample.volume
                        wave.addLine(to: CGPoint(x: x, y: y))
                    }
                    context.stroke(wave, with: .color(color), lineWidth: 3)
                    let dot = CGRect(x: size.width - 24, y: 8, width: 16, height: 16)
                    var shadowed = context
                    shadowed.addFilter(.shadow(radius: 3, x: 1, y: 2))
                    shadowed.fill(Path(ellipseIn: dot), with: .color(.orange))
                    context.draw(Image(systemName: "waveform"), at: CGPoint(x: 16, y: 16), anchor: .center)
                    context.draw(Text("Amplitude \(Int(sample.volume * 100)) %").font(.caption),
                                 at: CGPoint(x: 30, y: 16), anchor: .leading)
                }
                .frame(height: 120)
                Slider(value: $sample.volume, in: 0...1) {
                    Text("Amplitude")
                }
            }
            .padding(24)
        }
    }
}
