import SwiftUI

/// The Palette window (`Window` with an id): a few swatches, opened with `openWindow(id:)`.
struct PaletteWindow: View {
    private let swatches: [(String, Color)] = [("Blue", .blue), ("Green", .green), ("Orange", .orange), ("Purple", .purple)]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Swatches").font(.headline)
            HStack(spacing: 12) {
                ForEach(swatches, id: \.0) { swatch in
                    VStack {
                        RoundedRectangle(cornerRadius: 8).fill(swatch.1).frame(width: 48, height: 48)
                        Text(swatch.0).font(.caption)
                    }
                }
            }
        }
        .padding()
    }
}
