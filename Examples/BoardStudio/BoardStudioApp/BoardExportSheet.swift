import BoardModel
import Quire

/// Export As…: the format (PNG or PDF), the scale of a PNG and whether the background is transparent;
/// Export asks where to save it.
struct BoardExportSheet: View {
    @Binding var contentType: UTType
    @Binding var options: BoardExportOptions
    let export: @MainActor () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Section {
                Picker("Format", selection: $contentType) {
                    Text("PNG").tag(UTType.png)
                    Text("PDF").tag(UTType.pdf)
                }
                .pickerStyle(.segmented)
                Picker("Scale", selection: $options.scale) {
                    ForEach(BoardEditorSettings.exportScales, id: \.self) { scale in
                        Text("\(Int(scale))×").tag(scale)
                    }
                }
                .pickerStyle(.segmented)
                .disabled(contentType != .png)
                Toggle("Transparent Background", isOn: $options.transparentBackground)
            } footer: {
                Text(contentType == .png ? "A picture, \(Int(options.scale)) \(options.scale == 1 ? "pixel" : "pixels") per point of the board."
                                         : "A one-page document the board's size, its strokes as lines.")
            }
        }
        .navigationTitle("Export Board")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
            ToolbarItem(placement: .confirmationAction) {
                Button("Export") {
                    dismiss()
                    export()
                }
            }
        }
    }
}
