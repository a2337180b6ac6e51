import SwiftUI

/// Controls: buttons in each style, toggles, slider, stepper, pickers, date and colour pickers,
/// progress, gauge, link and menu — each bound to the document.
struct ControlsPage: View {
    @Binding var sample: GallerySample
    @State private var presses = 0

    var body: some View {
        Form {
            Section("Buttons") {
                HStack {
                    Button("Bordered") { presses += 1 }
                        .buttonStyle(.bordered)
                    Button("Suggested") { presses += 1 }
                        .buttonStyle(.borderedProminent)
                    Button("Borderless") { presses += 1 }
                        .buttonStyle(.borderless)
                    Button("Delete", role: .destructive) { presses += 1 }
                    Button("Link Style") { presses += 1 }
                        .buttonStyle(.link)
                }
                HStack {
                    Button("Small") { presses += 1 }
                        .controlSize(.small)
                    Button("Large Capsule") { presses += 1 }
                        .controlSize(.large)
                        .buttonBorderShape(.capsule)
                    Button("Tinted") { presses += 1 }
                        .buttonStyle(.borderedProminent)
                        .tint(.green)
                    Button("Gradient Tint") { presses += 1 }
                        .buttonStyle(.borderedProminent)
                        .tint(LinearGradient(colors: [.purple, .pink], startPoint: .leading, endPoint: .trailing))
                }
                LabeledContent("Presses", value: "\(presses)")
            }
            Section("Toggles") {
                Toggle("Enabled", isOn: $sample.isEnabled)
                Toggle("Enabled (checkbox)", isOn: $sample.isEnabled)
                    .toggleStyle(.checkbox)
                Toggle(isOn: $sample.isEnabled) {
                    Label("Enabled (button)", systemImage: "star")
                }
                .toggleStyle(.button)
            }
            Section("Values") {
                Slider(value: $sample.volume, in: 0...1) {
                    Text("Volume")
                }
                Stepper("Count: \(sample.count)", value: $sample.count, in: 0...99)
                ProgressView("Progress", value: sample.volume)
                Gauge(value: Double(sample.count), in: 0...99) {
                    Text("Count")
                } currentValueLabel: {
                    Text("\(sample.count)")
                }
                Gauge(value: sample.volume * 100, in: 0...100) {
                    Text("Level")
                } currentValueLabel: {
                    Text("\(Int(sample.volume * 100)) %")
                } markedValueLabels: {
                    ForEach([0.0, 50.0, 100.0], id: \.self) { mark in
                        Text("\(Int(mark))")
                    }
                }
            }
            Section("Pickers") {
                Picker("Flavor", selection: $sample.flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.title).tag(flavor)
                    }
                }
                Picker("Segmented", selection: $sample.flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.title).tag(flavor)
                    }
                }
                .pickerStyle(.segmented)
                DatePicker("Date", selection: $sample.date, displayedComponents: .date)
                ColorPicker("Colour", selection: color, supportsOpacity: false)
            }
            Section("Links and Menus") {
                Link("Swift.org", destination: URL(string: "https://swift.org")!)
                Menu("Actions") {
                    Button("Increase Count") { sample.count += 1 }
                    Button("Reset Volume") { sample.volume = 0.5 }
                    Divider()
                    Button("Clear Note", role: .destructive) { sample.note = "" }
                }
            }
        }
    }

    /// The document's colour as the colour picker's `CGColor`.
    private var color: Binding<CGColor> {
        Binding {
            CGColor(red: sample.color.red, green: sample.color.green, blue: sample.color.blue, alpha: 1)
        } set: { newValue in
            guard let parts = newValue.components, parts.count >= 3 else { return }
            sample.color = SampleColor(red: Double(parts[0]), green: Double(parts[1]), blue: Double(parts[2]))
        }
    }
}
