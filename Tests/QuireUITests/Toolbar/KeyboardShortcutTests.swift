import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless
@testable import QuireGTK

/// `.keyboardShortcut` on buttons: the graph knows the shortcuts its buttons have and runs the right
/// action when one is pressed; GTK gets the accelerator strings below.
@MainActor
@Suite struct KeyboardShortcutTests {
    @Observable final class Model {
        var count = 0
        var isLocked = false
        var showsReset = true
        var incrementKey: KeyEquivalent = "i"
    }

    struct Counter: View {
        let model: Model
        var body: some View {
            VStack {
                Text("Count \(model.count)")
                Button("Increment") { model.count += 1 }
                    .keyboardShortcut(model.incrementKey, modifiers: .control)
                    .disabled(model.isLocked)
                if model.showsReset {
                    Button("Reset") { model.count = 0 }
                        .keyboardShortcut("r", modifiers: [.command, .shift])
                }
                Button("Plain") {}
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { model.count = 100 }.keyboardShortcut(.defaultAction)
                }
            }
        }
    }

    @Test func aShortcutRunsItsButtonsCurrentAction() {
        let model = Model()
        let host = HeadlessHost { Counter(model: model) }
        #expect(host.graph.keyboardShortcuts == [
            KeyboardShortcut("i", modifiers: .control), KeyboardShortcut("r", modifiers: [.command, .shift]),
            .defaultAction,
        ])
        #expect(host.graph.performKeyboardShortcut(KeyboardShortcut("i", modifiers: .control)))
        #expect(host.graph.performKeyboardShortcut(KeyboardShortcut("i", modifiers: .control)))
        host.flush()
        #expect(model.count == 2)
        #expect(host.texts.first == "Count 2")
        #expect(!host.graph.performKeyboardShortcut(KeyboardShortcut("i", modifiers: .command)))
        #expect(host.graph.performKeyboardShortcut(.defaultAction))  // a toolbar button's
        #expect(model.count == 100)
        #expect(host.graph.performKeyboardShortcut(KeyboardShortcut("r", modifiers: [.shift, .command])))
        #expect(model.count == 0)
    }

    @Test func disabledButtonsLetTheKeyThroughAndRemovedOnesForgetIt() {
        let model = Model()
        let host = HeadlessHost { Counter(model: model) }
        var sets: [Set<KeyboardShortcut>] = []
        host.graph.onKeyboardShortcutsChange = { sets.append($0) }

        model.isLocked = true
        host.flush()
        #expect(!host.graph.performKeyboardShortcut(KeyboardShortcut("i", modifiers: .control)))
        #expect(model.count == 0)
        #expect(sets.isEmpty)  // still registered, just not answering

        model.showsReset = false
        host.flush()
        #expect(!host.graph.keyboardShortcuts.contains(KeyboardShortcut("r", modifiers: [.command, .shift])))
        #expect(!host.graph.performKeyboardShortcut(KeyboardShortcut("r", modifiers: [.command, .shift])))

        model.isLocked = false
        model.incrementKey = "j"
        host.flush()
        #expect(host.graph.keyboardShortcuts == [KeyboardShortcut("j", modifiers: .control), .defaultAction])
        #expect(host.graph.performKeyboardShortcut(KeyboardShortcut("j", modifiers: .control)))
        #expect(model.count == 1)
        #expect(sets.count == 2)
    }

    @Test func reRenderingTheButtonsDoesNotTouchTheShortcutSet() {
        let model = Model()
        let host = HeadlessHost { Counter(model: model) }
        var changes = 0
        host.graph.onKeyboardShortcutsChange = { _ in changes += 1 }
        for _ in 0..<5 {
            model.count += 1
            host.flush()
        }
        #expect(changes == 0)
    }

    @Test func gtkAcceleratorStrings() {
        #expect(GTKShortcutTrigger.string(for: KeyboardShortcut("i", modifiers: .control)) == "<Control>i")
        #expect(GTKShortcutTrigger.string(for: KeyboardShortcut("s")) == "<Control>s")  // .command
        #expect(GTKShortcutTrigger.string(for: KeyboardShortcut("Z", modifiers: [.command, .shift]))
                == "<Shift><Control>z")
        #expect(GTKShortcutTrigger.string(for: KeyboardShortcut("1", modifiers: .option)) == "<Alt>1")
        #expect(GTKShortcutTrigger.string(for: .defaultAction) == "Return")
        #expect(GTKShortcutTrigger.string(for: .cancelAction) == "Escape")
        #expect(GTKShortcutTrigger.string(for: KeyboardShortcut(",", modifiers: .command)) == "<Control>comma")
        #expect(GTKShortcutTrigger.string(for: KeyboardShortcut(.upArrow, modifiers: .option)) == "<Alt>Up")
        #expect(GTKShortcutTrigger.takesPrecedence(KeyboardShortcut("i", modifiers: .control)))
        #expect(!GTKShortcutTrigger.takesPrecedence(.defaultAction))
    }
}
