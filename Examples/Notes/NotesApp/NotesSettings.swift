import Quire

/// The Preferences window (Ctrl+,): how notes are shown.
struct NotesSettings: View {
    static let monospacedKey = "monospacedFont"
    @AppStorage(monospacedKey) private var monospaced = true

    var body: some View {
        Form {
            Section("Editor") {
                Toggle("Monospace Font", isOn: $monospaced)
            }
        }
        .formStyle(.grouped)
        .frame(width: 400)
    }
}
