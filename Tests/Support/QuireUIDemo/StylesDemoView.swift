import QuireCore
import QuireUI

/// `--styles`: a TabView (AdwViewSwitcher) whose "Buttons" tab holds a button drawn by an app's
/// `ButtonStyle` that names its pressed state and a group box, and whose "Settings" tab is a Form of
/// sections; a label above the tabs shows the selection binding.
struct StylesDemoView: View {
    @State private var tab = "Buttons"
    @State private var presses = 0
    @State private var banners = true
    @State private var sounds = false
    @State private var showsAdvanced = true

    var body: some View {
        VStack(spacing: 0) {
            Text("Tab: \(tab)")
                .padding(8)
            TabView(selection: $tab) {
                VStack(spacing: 12) {
                    Button("Press me") { presses += 1 }
                        .buttonStyle(PressNamingStyle())
                    Text("Presses: \(presses)")
                    GroupBox("About") {
                        Text("Styles, forms and tabs on libadwaita")
                    }
                }
                .padding(16)
                .tabItem { Label("Buttons", systemImage: "star") }
                .tag("Buttons")
                Form {
                    Section("Notifications") {
                        Toggle("Show banners", isOn: $banners)
                        Toggle("Play sounds", isOn: $sounds)
                    }
                    Section("Advanced", isExpanded: $showsAdvanced) {
                        LabeledContent("Version", value: "1.0")
                    }
                }
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag("Settings")
            }
        }
    }
}

/// Draws a button's label beside the word for its pressed state, on a tinted surface while pressed.
struct PressNamingStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isPressed ? "pressed" : "released")
        }
        .padding(8)
        .background(configuration.isPressed ? Color.accentColor.opacity(0.3) : Color.gray.opacity(0.15))
    }
}
