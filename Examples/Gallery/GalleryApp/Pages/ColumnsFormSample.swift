import SwiftUI

/// A form in the `.columns` style, as macOS lays out settings: the controls' labels in one column,
/// each at its end, the controls lined up in the next; its two sections a space apart.
struct ColumnsFormSample: View {
    @Binding var sample: GallerySample
    @State private var size = 12.0
    @State private var kind = "Note"

    var body: some View {
        Form {
            Section {
                Picker("Document kind", selection: $kind) {
                    ForEach(["Note", "Letter", "Report"], id: \.self) { Text($0).tag($0) }
                }
                Stepper("Copies", value: $sample.count, in: 0...99)
                Toggle("Print on both sides", isOn: $sample.isEnabled)
            }
            Section {
                Slider(value: $size, in: 8...24) { Text("Size") }
                DatePicker("Due", selection: $sample.date, displayedComponents: .date)
            }
        }
        .formStyle(.columns)
    }
}
