import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `TextField(_:text:onEditingChanged:onCommit:)`: the focus coming and going starts and ends
/// editing, Enter commits; the prompt forms still resolve without the closures.
@MainActor
@Suite struct TextFieldEditingTests {
    @Test func focusStartsAndEndsEditingAndEnterCommits() throws {
        var events: [String] = []
        var text = "Draft"
        let host = HeadlessHost {
            VStack {
                TextField("Title", text: Binding(get: { text }, set: { text = $0 }),
                          onEditingChanged: { events.append($0 ? "began" : "ended") },
                          onCommit: { events.append("commit") })
                TextField("Plain", text: .constant(""))
                TextField(String("Key"), text: .constant(""), onCommit: { events.append("other") })
            }
        }
        let field = try #require(host.widgets(.textField).first)
        field.enterFocus()
        field.type("Final")
        field.submit()
        field.leaveFocus()
        #expect(events == ["began", "commit", "ended"])
        #expect(text == "Final")
        #expect(host.widgets(.textField).map(\.placeholder) == ["Title", "Plain", "Key"])
    }
}
