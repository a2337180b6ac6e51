import QuireCore
import QuireUI

/// A note's window: the text, its character count (as the preferences say), the text as the Case
/// picker shows it, and whether it is saved, from its document configuration; its words count as
/// the header bar's subtitle; "Discard and Close" dismisses the window destructively (no "Save
/// Changes?").
struct DemoNoteEditor: View {
    @Binding var note: DemoNote
    @Environment(DemoPreferences.self) private var preferences
    @Environment(\.documentConfiguration) private var configuration
    @Environment(\.dismiss) private var dismiss

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
            Button("Discard and Close") {
                withTransaction(\.dismissBehavior, .destructive) { dismiss() }
            }
        }
        .padding(12)
        .focusedSceneValue(\.note, $note)
        .navigationSubtitle("Words: \(note.text.split(separator: " ").count)")
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
