import SwiftUI

/// Scenes and commands: what the Sample menu, the Palette window and Preferences do, with buttons
/// that reach them as the menu does.
struct ScenesPage: View {
    @Binding var sample: GallerySample
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Form {
            Section {
                LabeledContent("Count", value: "\(sample.count)")
                LabeledContent("Volume", value: sample.volume.formatted(.percent))
            } header: {
                Text("The Sample Menu")
            } footer: {
                Text("Sample ▸ Increase Count (Shift+Ctrl+I) acts on the focused document window.")
            }
            Section("Windows") {
                Button("Show Palette") { openWindow(id: "palette") }
                SettingsLink {
                    Text("Preferences…")
                }
            }
        }
    }
}
