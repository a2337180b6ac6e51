import BoardModel
import Quire

/// The pen's options, above the canvas while no sticker is selected: a few colour swatches, a colour
/// button for any other colour, and the width in a popover's slider.
struct BoardPenOptions: View {
    @Binding var color: RGBAColor
    @Binding var width: Double
    @State private var isChoosingWidth = false

    var body: some View {
        HStack(spacing: 6) {
            ForEach(PenColor.allCases, id: \.self) { swatch in
                Button {
                    color = swatch.rgba
                } label: {
                    Image(systemName: "circle.fill")
                        .foregroundStyle(Color(swatch.rgba))
                }
                .buttonStyle(.borderless)
                .accessibilityLabel(swatch.rawValue)
                .help(swatch.rawValue)
            }
            ColorPicker(selection: Binding(get: { Color(color) }, set: { color = RGBAColor($0) }),
                        supportsOpacity: false) { EmptyView() }
                .accessibilityLabel("Pen Colour")
                .help("Another colour…")
                .frame(width: 48)
            Button("\(Int(width)) pt") { isChoosingWidth = true }
                .accessibilityLabel("Pen Width")
                .help("Pen Width")
                .popover(isPresented: $isChoosingWidth, arrowEdge: .bottom) {
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Width: \(Int(width)) pt")
                        // The line above names it; a label beside it would squeeze the popover.
                        Slider(value: $width, in: BoardEditorSettings.penWidths, step: 1)
                            .accessibilityLabel("Pen Width")
                            .frame(width: 200)
                    }
                    .padding(12)
                }
            Spacer()
        }
    }
}

extension Color {
    /// The pen colour as SwiftUI draws it.
    init(_ color: RGBAColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
}

extension RGBAColor {
    /// A colour chosen in the colour picker.
    init(_ color: Color) {
        let components = color.cgColor?.components ?? [0, 0, 0, 1]
        self.init(red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]),
                  alpha: Double(components[3]))
    }
}
