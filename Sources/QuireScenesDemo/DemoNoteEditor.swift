import QuireCore
import QuireUI

/// A note's window: the text, its character count (as the preferences say), and the window's name
/// from its document configuration.
struct DemoNoteEditor: View {
    @Binding var note: DemoNote
    @Environment(DemoPreferences.self) private var preferences
    @Environment(\.documentConfiguration) private var configuration

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextEditor(text: $note.text)
                .frame(minHeight: 160)
            if preferences.showsCharacterCount {
                Text("Characters: \(shownText.count)")
            }
            Text(configuration?.fileURL == nil ? "Not saved yet" : "Saved")
                .foregroundStyle(.secondary)
        }
        .padding(12)
        .focusedSceneValue(\.note, $note)
    }

    private var shownText: String {
        preferences.textCase == .lower ? note.text.lowercased() : note.text
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
