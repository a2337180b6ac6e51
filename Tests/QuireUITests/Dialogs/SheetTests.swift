import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `sheet` on the headless backend: shown when its binding turns true, its content a view tree of
/// its own that shares the presenting view's state, dismissed by `dismiss()`, Escape, the close
/// button or the binding, with `onDismiss` called once each time; `sheet(item:)` replacing its
/// content for a new id; `interactiveDismissDisabled` refusing close requests; the toolbar's
/// cancellation and confirmation items in the sheet's header bar, its `navigationTitle` the sheet's.
@MainActor
@Suite struct SheetTests {
    @Observable final class Settings {
        var showSheet = false
        var volume = 3
        var dismissals = 0
    }

    /// A settings sheet editing the presenting view's state through a binding, with Cancel and Done.
    struct SettingsSheet: View {
        @Binding var volume: Int
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented

        var body: some View {
            VStack {
                Text("Volume \(volume)")
                Text(isPresented ? "presented" : "not presented")
                Button("Louder") { volume += 1 }
            }
            .navigationTitle(volume > 3 ? "Loud" : "Audio")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
        }
    }

    struct Presenter: View {
        let settings: Settings
        @State private var volume = 3

        var body: some View {
            @Bindable var settings = settings
            VStack {
                Text("Main volume \(volume)")
                Button("Settings…") { settings.showSheet = true }
            }
            .sheet(isPresented: $settings.showSheet, onDismiss: { settings.dismissals += 1 }) {
                SettingsSheet(volume: $volume)
            }
        }
    }

    private func openSheet(_ host: HeadlessHost) -> HeadlessPresentations.Sheet? {
        host.backend.presentations.openSheets.first
    }

    @Test func theSheetShowsWhenTheBindingTurnsTrueAndSharesThePresentersState() throws {
        let settings = Settings()
        let host = HeadlessHost { Presenter(settings: settings) }
        #expect(host.backend.presentations.sheets.isEmpty, "nothing shows while the binding is false")

        try host.widget(.button, titled: "Settings…").click()
        host.flush()
        let sheet = try #require(openSheet(host))
        #expect(sheet.texts == ["Volume 3", "presented", "Louder"])
        #expect(sheet.presentation.title == "Audio", "the content's navigationTitle names the sheet")
        #expect(!host.texts.contains("Volume 3"), "the content is not in the presenting window")
        #expect(host.texts.contains("not presented") == false)

        let louder = try #require(sheet.all.first { $0.kind == .button && $0.title == "Louder" })
        louder.click()
        host.flush()
        #expect(sheet.texts.first == "Volume 4", "the sheet shows the new value")
        #expect(sheet.presentation.title == "Loud")
        #expect(host.texts.first == "Main volume 4", "and so does the presenting view")
        #expect(host.backend.presentations.sheets.count == 1, "still the one sheet")
    }

    @Test func dismissInTheContentResetsTheBindingAndCallsOnDismissOnce() throws {
        let settings = Settings()
        let host = HeadlessHost { Presenter(settings: settings) }
        settings.showSheet = true
        host.flush()
        let sheet = try #require(openSheet(host))
        #expect(sheet.toolbarStart.map(\.title) == ["Cancel"])
        #expect(sheet.toolbarEnd.map(\.title) == ["Done"])
        #expect(sheet.confirmation.map(\.title) == ["Done"], "Done is the suggested action")
        #expect(host.graph.toolbar.isEmpty, "the sheet's toolbar is not the presenting window's")

        try #require(sheet.toolbarEnd.first).click()
        #expect(sheet.isClosed)
        #expect(settings.showSheet == false)
        #expect(settings.dismissals == 1)
        host.flush()
        #expect(settings.dismissals == 1, "onDismiss runs once")
        #expect(host.backend.presentations.openSheets.isEmpty)
    }

    @Test func escapeRunsTheCancellationActionAndTheCloseButtonDismisses() throws {
        let settings = Settings()
        let host = HeadlessHost { Presenter(settings: settings) }
        settings.showSheet = true
        host.flush()
        try #require(openSheet(host)).pressEscape()
        #expect(settings.showSheet == false && settings.dismissals == 1)

        settings.showSheet = true
        host.flush()
        let second = try #require(openSheet(host))
        #expect(host.backend.presentations.sheets.count == 2, "a new sheet each time it is presented")
        second.pressClose()
        #expect(second.isClosed && settings.showSheet == false && settings.dismissals == 2)
    }

    @Test func settingTheBindingFalseFromCodeClosesTheSheet() throws {
        let settings = Settings()
        let host = HeadlessHost { Presenter(settings: settings) }
        settings.showSheet = true
        host.flush()
        let sheet = try #require(openSheet(host))
        settings.showSheet = false
        host.flush()
        #expect(sheet.isClosed)
        #expect(settings.dismissals == 1)
    }

    @Test func escapeWithoutACancellationItemDismissesUnlessInteractiveDismissIsDisabled() throws {
        let settings = Settings()
        let host = HeadlessHost {
            @Bindable var settings = settings
            Text("Board")
                .sheet(isPresented: $settings.showSheet, onDismiss: { settings.dismissals += 1 }) {
                    Text("Uploading…").interactiveDismissDisabled(settings.volume > 0)
                        .presentationDetents([.medium, .large])
                        .presentationDragIndicator(.visible)
                }
        }
        settings.showSheet = true
        host.flush()
        let sheet = try #require(openSheet(host))
        #expect(sheet.presentation.isInteractiveDismissDisabled)
        sheet.pressEscape()
        sheet.pressClose()
        #expect(!sheet.isClosed && settings.showSheet, "close requests are refused")
        #expect(settings.dismissals == 0)

        settings.volume = 0   // the content reads it: the sheet renders again on its own
        sheet.presentation.graph.runPendingUpdates()
        #expect(!sheet.presentation.isInteractiveDismissDisabled)
        sheet.pressEscape()
        #expect(sheet.isClosed && !settings.showSheet && settings.dismissals == 1)
    }

    struct Note: Identifiable {
        let id: Int
        let title: String
    }

    struct NoteEditor: View {
        let note: Note
        @State private var edits = 0

        var body: some View {
            VStack {
                Text("\(note.title), \(edits) edits")
                Button("Edit") { edits += 1 }
            }
        }
    }

    @Observable final class Selection {
        var note: Note?
    }

    @Test func anItemOfAnotherIdReplacesTheContentAndNilDismisses() throws {
        var dismissals = 0
        let selection = Selection()
        let host = HeadlessHost {
            @Bindable var selection = selection
            Text("Notes").sheet(item: $selection.note, onDismiss: { dismissals += 1 }) { note in
                NoteEditor(note: note)
            }
        }
        selection.note = Note(id: 1, title: "Groceries")
        host.flush()
        let sheet = try #require(openSheet(host))
        #expect(sheet.texts.first == "Groceries, 0 edits")
        try #require(sheet.all.first { $0.title == "Edit" }).click()
        sheet.presentation.graph.runPendingUpdates()
        #expect(sheet.texts.first == "Groceries, 1 edits")

        selection.note = Note(id: 1, title: "Groceries (renamed)")
        host.flush()
        #expect(sheet.texts.first == "Groceries (renamed), 1 edits", "the same id keeps the content's state")

        selection.note = Note(id: 2, title: "Packing")
        host.flush()
        #expect(sheet.texts.first == "Packing, 0 edits", "a new id replaces the content")
        #expect(!sheet.isClosed && host.backend.presentations.sheets.count == 1 && dismissals == 0)

        selection.note = nil
        host.flush()
        #expect(sheet.isClosed && dismissals == 1)
    }
}
