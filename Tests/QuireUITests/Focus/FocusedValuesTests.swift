import Observation
import QuireCore
import Testing
@testable import QuireUI

/// Focused values across windows, headless: what each window publishes, which count where the keyboard
/// focus is, and what views read through `@FocusedValue`, `@FocusedBinding` and `@FocusedObject`.
@MainActor
@Suite struct FocusedValuesTests {
    /// A document-like window: a counter with a field publishing it while focused, and its name for
    /// the whole window.
    struct CounterWindow: View {
        let name: String
        @State var count = 0

        var body: some View {
            VStack {
                Text("\(name): \(count)")
                TextField("Count", text: .constant(""))
                    .focusedValue(\.counter, $count)
                Button("Other") {}
            }
            .focusedSceneValue(\.windowName, name)
        }
    }

    /// Another window reading what the focused one publishes.
    struct Inspector: View {
        @FocusedValue(\.windowName) var name
        @FocusedBinding(\.counter) var counter

        var body: some View {
            VStack {
                Text("window: \(name ?? "none")")
                Text("counter: \(counter.map(String.init) ?? "none")")
                Button("Add") { counter = (counter ?? 0) + 10 }
                Button("Clear") { counter = nil }
            }
        }
    }

    @Test func theFocusedWindowsSceneValuesAndTheFocusPathsValuesCount() throws {
        let store = FocusedValuesStore()
        let first = appWindow(in: store) { CounterWindow(name: "First") }
        let second = appWindow(in: store) { CounterWindow(name: "Second") }
        let inspector = appWindow(in: store) { Inspector() }
        #expect(inspector.texts.contains("window: none"))

        store.focus(first.graph)
        inspector.flush()
        #expect(inspector.texts.contains("window: First"))
        // The counter counts only while the focus is in its field.
        #expect(inspector.texts.contains("counter: none"))
        moveKeyboardFocus(in: first, to: try first.widget(.textField))
        inspector.flush()
        #expect(inspector.texts.contains("counter: 0"))
        moveKeyboardFocus(in: first, to: try first.widget(.button, titled: "Other"))
        inspector.flush()
        #expect(inspector.texts.contains("counter: none"))
        #expect(inspector.texts.contains("window: First"))

        moveKeyboardFocus(in: second, to: try second.widget(.textField))
        store.focus(second.graph)
        inspector.flush()
        #expect(inspector.texts.contains("window: Second"))
        #expect(inspector.texts.contains("counter: 0"))
    }

    @Test func aFocusedBindingWritesToTheFocusedWindowAndIgnoresNil() throws {
        let store = FocusedValuesStore()
        let first = appWindow(in: store) { CounterWindow(name: "First") }
        let second = appWindow(in: store) { CounterWindow(name: "Second") }
        let inspector = appWindow(in: store) { Inspector() }
        moveKeyboardFocus(in: first, to: try first.widget(.textField))
        moveKeyboardFocus(in: second, to: try second.widget(.textField))

        store.focus(second.graph)
        inspector.flush()
        try inspector.widget(.button, titled: "Add").click()
        second.flush()
        first.flush()
        #expect(second.texts.contains("Second: 10"))
        #expect(first.texts.contains("First: 0"))

        // Writing nil through a focused binding changes nothing, and nothing focused is no crash.
        try inspector.widget(.button, titled: "Clear").click()
        second.flush()
        #expect(second.texts.contains("Second: 10"))
        store.focus(nil)
        inspector.flush()
        #expect(inspector.texts.contains("counter: none"))
        try inspector.widget(.button, titled: "Add").click()
        second.flush()
        #expect(second.texts.contains("Second: 10"))
    }

    /// Nested views publishing one key: the one nearest the focus wins, as in SwiftUI.
    @Test func theValueNearestTheFocusWins() throws {
        let store = FocusedValuesStore()
        let window = appWindow(in: store) {
            VStack {
                TextField("Inner", text: .constant(""))
                    .focusedValue(\.windowName, "inner")
                TextField("Outer only", text: .constant(""))
            }
            .focusedValue(\.windowName, "outer")
        }
        store.focus(window.graph)
        let fields = window.widgets(.textField)
        moveKeyboardFocus(in: window, to: fields[0])
        #expect(store.values.windowName == "inner")
        moveKeyboardFocus(in: window, to: fields[1])
        #expect(store.values.windowName == "outer")
        moveKeyboardFocus(in: window, to: nil)
        #expect(store.values.windowName == nil)
    }

    final class Draft: ObservableObject {
        @Published var words = 0
    }

    @Observable final class Selection {
        var title = "none"
    }

    struct ObjectReader: View {
        @FocusedObject var draft: Draft?
        @FocusedValue(Selection.self) var selection

        var body: some View {
            Text("words: \(draft.map { String($0.words) } ?? "none")")
            Text("selection: \(selection?.title ?? "none")")
        }
    }

    @Test func focusedObjectsFollowTheirChanges() throws {
        let store = FocusedValuesStore()
        let draft = Draft(), selection = Selection()
        let window = appWindow(in: store) {
            Text("Editor")
                .focusedSceneObject(draft)
                .focusedValue(selection)
        }
        let reader = appWindow(in: store) { ObjectReader() }
        store.focus(window.graph)
        moveKeyboardFocus(in: window, to: try window.widget(.text))
        reader.flush()
        #expect(reader.texts.contains("words: 0"))
        #expect(reader.texts.contains("selection: none"))

        draft.words = 42
        selection.title = "Chapter 2"
        reader.flush()
        #expect(reader.texts.contains("words: 42"))
        #expect(reader.texts.contains("selection: Chapter 2"))
    }

    /// A view reading a binding it publishes itself renders once per change, not forever: a fresh
    /// binding to the same storage is no change.
    @Test func republishingABindingIsNoChange() throws {
        struct SelfReader: View {
            @State var count = 0
            @FocusedBinding(\.counter) var focused

            var body: some View {
                TextField("Count", text: .constant(""))
                    .focusedSceneValue(\.counter, $count)
                Text("focused: \(focused.map(String.init) ?? "none")")
            }
        }
        let store = FocusedValuesStore()
        let window = appWindow(in: store) { SelfReader() }
        store.focus(window.graph)
        window.flush()
        #expect(window.texts.contains("focused: 0"))
        window.flush()
        #expect(!window.graph.hasPendingUpdates)
    }

    /// Another window's values are news to their readers even when they compare the same (another
    /// document's binding, of the same type and value); the same window focused again is not.
    @Test func focusingAnotherWindowTellsReadersEvenWhenItsValuesCompareTheSame() throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                Text("count \(count)")
                    .focusedSceneValue(\.counter, $count)
            }
        }
        let store = FocusedValuesStore()
        let first = appWindow(in: store) { Counter() }
        let second = appWindow(in: store) { Counter() }
        let inspector = appWindow(in: store) { Inspector() }
        store.focus(first.graph)
        inspector.flush()
        #expect(inspector.texts.contains("counter: 0"))
        let evaluations = inspector.counters.bodyEvaluations
        store.focus(second.graph)
        inspector.flush()
        #expect(inspector.counters.bodyEvaluations == evaluations + 1)
        store.focus(second.graph)
        inspector.flush()
        #expect(inspector.counters.bodyEvaluations == evaluations + 1)
    }
}
