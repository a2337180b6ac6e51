import Testing
@testable import QuireCore

@MainActor private final class TextModel {
    var text = ""
    var item = Entry(id: 7, title: "a")
}

private struct Entry: Identifiable, Equatable {
    var id: Int
    var title: String
    var tags: [String] = []
}

/// A consumer that holds a binding the way a view does.
private struct Row {
    @Binding var entry: Entry

    func rename(_ title: String) { entry.title = title }
}

@Suite @MainActor struct BindingTests {
    @Test func readsAndWritesMainActorState() {
        let model = TextModel()
        let text = Binding(get: { model.text }, set: { model.text = $0 })
        text.wrappedValue = "hello"
        #expect(model.text == "hello")
        model.text = "changed"
        #expect(text.wrappedValue == "changed")
    }

    @Test func dynamicMemberBindingsWriteThrough() {
        let model = TextModel()
        let entry = Binding(get: { model.item }, set: { model.item = $0 })
        let title: Binding<String> = entry.title
        title.wrappedValue = "b"
        entry.tags.wrappedValue.append("x")
        #expect(model.item == Entry(id: 7, title: "b", tags: ["x"]))
        #expect(entry.id == 7)
    }

    @Test func propertyWrapperAndProjectedValue() {
        let model = TextModel()
        let row = Row(entry: Binding(get: { model.item }, set: { model.item = $0 }))
        row.rename("renamed")
        #expect(model.item.title == "renamed")
        #expect(row.$entry.wrappedValue.title == "renamed")
        let again = Binding(projectedValue: row.$entry)
        again.wrappedValue.title = "again"
        #expect(model.item.title == "again")
    }

    @Test func constantIgnoresWrites() {
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
    }

    @Test func usableFromAMainActorTask() async {
        let model = TextModel()
        let text = Binding(get: { model.text }, set: { model.text = $0 })
        await Task { @MainActor in text.wrappedValue = "task" }.value
        #expect(model.text == "task")
    }

    @Test func capturedByAnUndoHandler() {
        let model = TextModel()
        let undoManager = UndoManager()
        let text = Binding(get: { model.text }, set: { model.text = $0 })
        text.wrappedValue = "new"
        undoManager.registerUndo(withTarget: model) { _ in text.wrappedValue = "" }
        undoManager.undo()
        #expect(model.text == "")
    }
}
