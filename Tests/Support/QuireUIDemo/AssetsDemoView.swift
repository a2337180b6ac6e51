import Foundation
import QuireUI

/// `--assets`: the demo's own asset catalog (`Assets.xcassets`, copied into its resource bundle): the
/// "Brand" colour set (green, amber when dark) as a swatch, the "Star" image set (red at 1x and 2x,
/// blue in the dark appearance), names no catalog has (nothing shown, a message logged), and a
/// switch forcing the dark style, which the swatch follows without rendering again.
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
            Image("Missing", bundle: .module)
            Color("Missing", bundle: .module).frame(width: 20, height: 20)
            Text("Assets shown")
        }
        .padding(16)
        .preferredColorScheme(forcesDark ? .dark : nil)
    }
}
