import SwiftUI

extension FocusedValues {
    /// The sample of the focused document window: the Sample menu acts on it.
    var gallerySample: Binding<GallerySample>? {
        get { self[GallerySampleKey.self] }
        set { self[GallerySampleKey.self] = newValue }
    }
}

private struct GallerySampleKey: FocusedValueKey {
    typealias Value = Binding<GallerySample>
}

/// The Sample menu: it edits the focused window's document, so its shortcuts act on the window that
/// has the keyboard focus.
struct SampleCommands: Commands {
    @FocusedBinding(\.gallerySample) private var sample
    @Environment(\.openWindow) private var openWindow

    var body: some Commands {
        CommandMenu("Sample") {
            Button("Increase Count") { sample?.count += 1 }
                .keyboardShortcut("i", modifiers: [.command, .shift])
                .disabled(sample == nil)
            Button("Reset Volume") { sample?.volume = 0.5 }
                .disabled(sample == nil)
            Divider()
            Button("Show Palette") { openWindow(id: "palette") }
        }
    }
}
