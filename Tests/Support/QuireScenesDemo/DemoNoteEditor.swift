import QuireCore
import QuireUI

/// A note's window: the text, its character count (as the preferences say), the text as the Case
/// picker shows it, and whether it is saved, from its document configuration.
struct DemoNoteEditor: View {
    @Binding var note: DemoNote
    @Environment(DemoPreferences.self) private var preferences
    @Environment(\.documentConfiguration) private var configuration

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextEditor(text: $note.text)
                .frame(minHeight: 160)
            if preferences.showsCharacterCount {
                Text("Characters: \(note.text.count)")
            }
            Text(preferences.textCase == .lower ? note.text.lowercased() : note.text)
            Text(configuration?.fileURL == nil ? "Not saved yet" : "Saved")
                .foregroundStyle(.secondary)
        }
        .padding(12)
        .focusedSceneValue(\.note, $note)
    }
}

/// The preferences window's content.
struct DemoSettingsView: View {
    @Environment(DemoPreferences.self) private var preferences

    var body: some View {
        @Bindable var preferences = preferences
        Form {
            Section("Editor") {
                Toggle("Show Character Count", isOn: $preferences.showsCharacterCount)
            }
        }
        .frame(width: 360)
    }
}
