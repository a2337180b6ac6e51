import Foundation
import QuireUI

/// `--assets`: the demo's own asset catalog (`Assets.xcassets`, copied into its resource bundle): the
/// "Brand" colour set (green, amber when dark) as a swatch, the "Star" image set (red at 1x and 2x,
/// blue in the dark appearance), the "Glyph" template image set (a green disc) in the brand colour, in
/// the default foreground and in its own colours (`renderingMode(.original)`), names no catalog has
/// (nothing shown, a message logged), and a switch forcing the dark style, which the swatch, the
/// star and the glyphs follow.
struct AssetsDemoView: View {
    @State private var forcesDark = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Dark Style", isOn: $forcesDark)
                .toggleStyle(.checkbox)
            Color("Brand", bundle: .module)
                .frame(width: 120, height: 60)
                .accessibilityLabel("Brand swatch")
            Image("Star", bundle: .module)
                .accessibilityLabel("Star")
            HStack(spacing: 12) {
                Image("Glyph", bundle: .module)
                    .foregroundStyle(Color("Brand", bundle: .module))
                    .accessibilityLabel("Brand glyph")
                Image("Glyph", bundle: .module)
                    .accessibilityLabel("Plain glyph")
                Image("Glyph", bundle: .module)
                    .renderingMode(.original)
                    .accessibilityLabel("Original glyph")
            }
            Image("Missing", bundle: .module)
            Color("Missing", bundle: .module).frame(width: 20, height: 20)
            Text("Assets shown")
        }
        .padding(16)
        .preferredColorScheme(forcesDark ? .dark : nil)
    }
}
