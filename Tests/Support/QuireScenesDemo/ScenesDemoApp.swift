// QuireScenesDemo: a small document app written as a macOS SwiftUI app would be, driven by the
// scenes GUI test (scripts/gui/scenes_demo_test.py):
//
// - DocumentGroup of plain-text notes; each window publishes its note with `focusedSceneValue`.
// - `.commands`: a "Text" menu whose "Uppercase" (Ctrl+Shift+Y) acts on the focused window's note
//   through the app's own `@FocusedBinding` (disabled with no note window focused), a "Show Character
//   Count" toggle and a "Case" picker; "Show Item Window" (after New) opens a window for the number
//   of characters of the focused note with `openWindow(value:)`.
// - WindowGroup("Item", for: Int.self): a window per number, showing it.
// - Window("Activity"): one window, opened from its item in the primary menu.
// - Settings: the preferences window (Ctrl+comma), with the character-count toggle.

import Foundation
import Observation
import QuireCore
import QuireUI
import QuireGTK

@main
struct ScenesDemoApp: App {
    @FocusedBinding(\.note) var note
    @State private var preferences = DemoPreferences()

    var body: some Scene {
        DocumentGroup(newDocument: DemoNote()) { file in
            DemoNoteEditor(note: file.$document)
                .environment(preferences)
        }
        .commands {
            CommandMenu("Text") {
                Button("Uppercase") {
                    if let text = note?.text { note?.text = text.uppercased() }
                }
                .keyboardShortcut("y", modifiers: [.command, .shift])
                .disabled(note == nil)
                Divider()
                Toggle("Show Character Count", isOn: $preferences.showsCharacterCount)
                Picker("Case", selection: $preferences.textCase) {
                    Text("As Typed").tag(DemoPreferences.TextCase.asTyped)
                    Text("Lowercase").tag(DemoPreferences.TextCase.lower)
                }
            }
            CommandGroup(after: .newItem) {
                ItemWindowButton()
            }
        }

        WindowGroup("Item", for: Int.self) { $number in
            Text("Item \(number ?? 0)")
                .padding(24)
        }
        .defaultSize(width: 320, height: 200)

        Window("Activity", id: "activity") {
            Text("Recent activity")
                .padding(24)
        }

        Settings {
            DemoSettingsView()
                .environment(preferences)
        }
    }
}

/// Opens a window for the focused note's character count (`openWindow(value:)`).
struct ItemWindowButton: View {
    @FocusedValue(\.note) var note
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Show Item Window") {
            if let note { openWindow(value: note.wrappedValue.text.count) }
        }
        .disabled(note == nil)
    }
}

/// What the commands and the preferences window change.
@Observable
final class DemoPreferences {
    enum TextCase: String, Hashable {
        case asTyped, lower
    }

    var showsCharacterCount = true
    var textCase = TextCase.asTyped
}

struct NoteKey: FocusedValueKey {
    typealias Value = Binding<DemoNote>
}

extension FocusedValues {
    /// The focused window's note.
    var note: Binding<DemoNote>? {
        get { self[NoteKey.self] }
        set { self[NoteKey.self] = newValue }
    }
}
