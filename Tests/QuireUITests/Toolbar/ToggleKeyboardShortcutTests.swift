import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `.keyboardShortcut` on toggles: the key flips the toggle as a click does, while it is shown and
/// enabled.
@MainActor
@Suite struct ToggleKeyboardShortcutTests {
    @Observable final class Model {
        var isBold = false
        var isLocked = false
        var showsToggle = true
    }

    struct Formatting: View {
        let model: Model
        var body: some View {
            VStack {
                Text(model.isBold ? "Bold" : "Regular")
                if model.showsToggle {
                    Toggle("Bold", isOn: Binding(get: { model.isBold }, set: { model.isBold = $0 }))
                        .toggleStyle(.button)
                        .keyboardShortcut("b", modifiers: [])
                        .disabled(model.isLocked)
                }
            }
        }
    }

    @Test func theShortcutFlipsTheToggle() {
        let model = Model()
        let host = HeadlessHost { Formatting(model: model) }
        let b = KeyboardShortcut("b", modifiers: [])
        #expect(host.graph.keyboardShortcuts == [b])
        #expect(host.graph.performKeyboardShortcut(b))
        host.flush()
        #expect(model.isBold)
        #expect(host.texts.first == "Bold")
        #expect(host.graph.performKeyboardShortcut(b))
        #expect(!model.isBold)
    }

    @Test func aDisabledOrRemovedToggleLetsTheKeyThrough() {
        let model = Model(), b = KeyboardShortcut("b", modifiers: [])
        let host = HeadlessHost { Formatting(model: model) }
        model.isLocked = true
        host.flush()
        #expect(!host.graph.performKeyboardShortcut(b))
        #expect(!model.isBold)
        model.isLocked = false
        model.showsToggle = false
        host.flush()
        #expect(host.graph.keyboardShortcuts.isEmpty)
        #expect(!host.graph.performKeyboardShortcut(b))
    }
}
