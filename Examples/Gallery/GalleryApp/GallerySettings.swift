import SwiftUI

/// Preferences (`Settings`): kept in the app's defaults, read by the Text page.
struct GallerySettings: View {
    @AppStorage("showsCaptions") private var showsCaptions = true
    @AppStorage("previewSize") private var previewSize = 17.0

    var body: some View {
        Form {
            // The catalog's generated symbols (QuireAssetSymbols plugin): `Marks/star-fill` and
            // `BrandColor`, the star a template drawn in the brand colour.
            Label {
                Text("Quire Gallery")
            } icon: {
                Image(.Marks.starFill)
                    .foregroundStyle(Color(.brand))
            }
            Toggle("Show Captions", isOn: $showsCaptions)
            Slider(value: $previewSize, in: 11...32) {
                Text("Preview Size")
            }
        }
        .frame(width: 360)
    }
}
