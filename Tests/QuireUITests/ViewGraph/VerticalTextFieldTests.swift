import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `TextField(_:text:axis:)` with `.vertical`: an entry of several lines whose height `lineLimit`
/// bounds, editing its binding as it is typed into; Enter submits. `SecureField(_:text:onCommit:)`.
@MainActor
@Suite struct VerticalTextFieldTests {
    @Observable final class Note {
        var text = "First line"
        var submitted = 0
        var committed = 0
    }

    @Test func aVerticalFieldIsAMultilineEntryEditingItsBinding() throws {
        let note = Note()
        let host = HeadlessHost {
            TextField("Notes", text: Binding(get: { note.text }, set: { note.text = $0 }),
                      prompt: Text("Say more"), axis: .vertical)
                .onSubmit { note.submitted += 1 }
        }
        #expect(host.widgets(.textField).isEmpty, "not a one-line entry")
        let field = try host.widget(.multilineTextField)
        #expect(field.text == "First line")
        #expect(field.placeholder == "Say more")
        #expect(field.accessibilityLabel == "Notes")
        #expect(field.lineLimits == TextFieldLineLimits(minimum: 1, maximum: nil), "one line, growing without bound")

        field.type("First line\nSecond line")
        #expect(note.text == "First line\nSecond line", "a string binding follows every edit")
        field.submit()
        #expect(note.submitted == 1)
    }

    @Test func aHorizontalAxisIsTheOneLineEntry() throws {
        let host = HeadlessHost { TextField("Name", text: .constant("Ada"), axis: .horizontal) }
        #expect(try host.widget(.textField).text == "Ada")
        #expect(host.widgets(.multilineTextField).isEmpty)
    }

    @Test func lineLimitBoundsTheFieldsHeight() throws {
        @MainActor func limits(_ view: some View) throws -> TextFieldLineLimits? {
            try HeadlessHost { view }.widget(.multilineTextField).lineLimits
        }
        let field = TextField("Notes", text: .constant(""), axis: .vertical)
        #expect(try limits(field.lineLimit(3)) == TextFieldLineLimits(minimum: 1, maximum: 3))
        #expect(try limits(field.lineLimit(3, reservesSpace: true)) == TextFieldLineLimits(minimum: 3, maximum: 3))
        #expect(try limits(field.lineLimit(2...5)) == TextFieldLineLimits(minimum: 2, maximum: 5))
        #expect(try limits(field.lineLimit(4...)) == TextFieldLineLimits(minimum: 4, maximum: nil))
        #expect(try limits(field.lineLimit(...2)) == TextFieldLineLimits(minimum: 1, maximum: 2))
    }

    @Observable final class Limit { var lines = 2 }

    @Test func aChangedLineLimitReachesTheField() throws {
        let limit = Limit()
        let host = HeadlessHost {
            TextField("Notes", text: .constant(""), axis: .vertical)
                .lineLimit(limit.lines)
        }
        let field = try host.widget(.multilineTextField)
        #expect(field.lineLimits?.maximum == 2)
        limit.lines = 4
        host.flush()
        #expect(field.lineLimits?.maximum == 4)
    }

    @Test func secureFieldOnCommitRunsOnEnterBeforeSubmit() throws {
        let note = Note()
        var order: [String] = []
        let host = HeadlessHost {
            SecureField("Password", text: Binding(get: { note.text }, set: { note.text = $0 }),
                        onCommit: { order.append("commit") })
                .onSubmit { order.append("submit") }
        }
        let field = try host.widget(.secureField)
        field.type("hunter2")
        #expect(note.text == "hunter2")
        field.submit()
        #expect(order == ["commit", "submit"])
    }
}
