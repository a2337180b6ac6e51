import SwiftUI

/// Forms and containers: a grouped form with sections, a group box, a disclosure group, a control group,
/// a form in the columns style and a tab view.
struct FormsPage: View {
    @Binding var sample: GallerySample
    @State private var showsDetails = true
    @State private var tab = 0

    var body: some View {
        Form {
            Section {
                TextField("Title", text: $sample.title)
                TextField("Note", text: $sample.note)
            } header: {
                Text("Document")
            } footer: {
                Text("The title and note are saved with the document.")
            }
            Section("Containers") {
                GroupBox("Group Box") {
                    Text("A card holding related content.")
                }
                DisclosureGroup("Details", isExpanded: $showsDetails) {
                    Toggle("Enabled", isOn: $sample.isEnabled)
                    Stepper("Count: \(sample.count)", value: $sample.count, in: 0...99)
                }
                ControlGroup {
                    Button("Less") { sample.count = max(0, sample.count - 1) }
                    Button("More") { sample.count = min(99, sample.count + 1) }
                }
            }
            Section("Columns Form") {
                ColumnsFormSample(sample: $sample)
            }
            Section("Tab View") {
                TabView(selection: $tab) {
                    Text("The first tab's content.")
                        .padding()
                        .tabItem { Label("First", systemImage: "star") }
                        .tag(0)
                    Text("The second tab's content.")
                        .padding()
                        .tabItem { Label("Second", systemImage: "heart") }
                        .tag(1)
                }
                .frame(height: 140)
            }
            Section("Pages") {
                TabView {
                    Tab("Welcome", systemImage: "star") {
                        Text("Swipe, drag or use the arrow keys for the next page.")
                    }
                    Tab("Sections", systemImage: "square.grid.2x2") {
                        Text("Tabs built from Tab values, shown as a carousel.")
                    }
                    Tab("Done", systemImage: "checkmark") {
                        Text("The dots under the pages say which one shows.")
                    }
                }
                .tabViewStyle(.page)
                .frame(height: 120)
            }
        }
        .formStyle(.grouped)
    }
}
