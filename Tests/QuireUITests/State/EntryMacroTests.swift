import Testing
@testable import QuireUI
import QuireUIHeadless

extension EnvironmentValues {
    @Entry var entryCount: Int = 3
    @Entry var entryTitle: String?
}

extension FocusedValues {
    @Entry var entrySelection: Int?
}

/// `@Entry` through the QuireMacros compiler plugin: environment values with their default, set with
/// `.environment(\.key, value)` and read with `@Environment`; a focused value published with
/// `focusedSceneValue` and read with `@FocusedValue`.
@MainActor
@Suite struct EntryMacroTests {
    struct CountLabel: View {
        @Environment(\.entryCount) var count
        @Environment(\.entryTitle) var title

        var body: some View {
            Text("\(title ?? "untitled"): \(count)")
        }
    }

    @Test func anEntryHasItsDefaultAndTakesTheEnvironmentsValue() {
        var values = EnvironmentValues()
        #expect(values.entryCount == 3)
        #expect(values.entryTitle == nil)
        values.entryCount = 7
        #expect(values.entryCount == 7)

        let host = HeadlessHost {
            VStack {
                CountLabel()
                CountLabel()
                    .environment(\.entryCount, 5)
                    .environment(\.entryTitle, "Tally")
            }
        }
        #expect(host.texts == ["untitled: 3", "Tally: 5"])
    }

    struct SelectionReader: View {
        @FocusedValue(\.entrySelection) var selection

        var body: some View {
            Text("selection: \(selection.map(String.init) ?? "none")")
        }
    }

    @Test func aFocusedValueEntryIsPublishedAndRead() {
        var values = FocusedValues()
        #expect(values.entrySelection == nil)
        values.entrySelection = 2
        #expect(values.entrySelection == 2)

        let store = FocusedValuesStore()
        let window = appWindow(in: store) { Text("Document").focusedSceneValue(\.entrySelection, 4) }
        let reader = appWindow(in: store) { SelectionReader() }
        #expect(reader.texts == ["selection: none"])
        store.focus(window.graph)
        reader.flush()
        #expect(reader.texts == ["selection: 4"])
    }
}
