import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// A text editor's find bar as `findNavigator`, `findDisabled` and `replaceDisabled` say, and the
/// content margins of text editors and scroll views (`contentMargins`).
@MainActor
@Suite struct TextEditorFindTests {
    @Test func theBindingShowsTheBarAndThePersonOpeningOrClosingItSetsTheBinding() throws {
        let model = FindModel()
        let host = HeadlessHost {
            TextEditor(text: .constant("one two one"))
                .findNavigator(isPresented: Binding(get: { model.isFinding }, set: { model.isFinding = $0 }))
        }
        let editor = try host.widget(.textEditor)
        #expect(editor.textFind == TextFindState(isPresented: false))
        #expect(!editor.showsFindBar)

        model.isFinding = true
        host.flush()
        #expect(editor.showsFindBar)

        #expect(editor.pressFindKey(show: false))
        #expect(!model.isFinding, "Escape in the bar set the binding")
        host.flush()
        #expect(!editor.showsFindBar)

        #expect(editor.pressFindKey(show: true))
        #expect(model.isFinding, "Ctrl+F set the binding")
    }

    @Test func anUnboundEditorKeepsItsOwnBarState() throws {
        let host = HeadlessHost { TextEditor(text: .constant("text")) }
        let editor = try host.widget(.textEditor)
        #expect(editor.textFind == TextFindState())
        #expect(editor.pressFindKey(show: true))
        host.flush()
        #expect(editor.showsFindBar)
    }

    @Test func findDisabledKeepsTheBarClosedAndReplaceDisabledDropsReplacing() throws {
        let host = HeadlessHost {
            VStack {
                TextEditor(text: .constant("a")).findNavigator(isPresented: .constant(true)).findDisabled()
                TextEditor(text: .constant("b")).replaceDisabled()
                TextEditor(text: .constant("c")).findDisabled(false)
            }
        }
        let editors = host.widgets(.textEditor)
        try #require(editors.count == 3)
        #expect(!editors[0].textFind.allowsFind)
        #expect(!editors[0].showsFindBar, "a disabled find bar stays closed whatever the binding says")
        #expect(!editors[0].pressFindKey(show: true), "Ctrl+F does nothing")
        #expect(editors[1].textFind.allowsFind && !editors[1].textFind.allowsReplace)
        #expect(editors[2].textFind.allowsFind && editors[2].textFind.allowsReplace)
    }

    @Test func contentMarginsInsetTextEditorsAndScrollViewsInnermostFirst() throws {
        let host = HeadlessHost {
            VStack {
                TextEditor(text: .constant("a"))
                    .contentMargins(.horizontal, 40, for: .scrollContent)
                    .contentMargins(20)
                ScrollView { Text("b") }
                    .contentMargins(.top, EdgeInsets(top: 5, leading: 9, bottom: 9, trailing: 9))
                TextEditor(text: .constant("c"))
                    .contentMargins(.horizontal, nil)
                    .contentMargins(30, for: .scrollIndicators)
            }
        }
        let editors = host.widgets(.textEditor)
        try #require(editors.count == 2)
        let margins = editors[0].contentMargins
        #expect([margins.top, margins.leading, margins.bottom, margins.trailing] == [20, 40, 20, 40])
        let scroll = try host.widget(.scroll)
        #expect(scroll.contentMargins.top == 5)
        #expect(scroll.contentMargins.leading == nil, "edges not named keep the view's own margins")
        #expect(editors[1].contentMargins == ContentMargins(), "scroll indicator margins inset no content")
    }
}

@MainActor @Observable
private final class FindModel {
    var isFinding = false
}
