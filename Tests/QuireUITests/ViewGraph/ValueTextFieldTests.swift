import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `TextField(_:value:format:)`: the value as the format writes it; typing changes only the text
/// until the person commits it (Enter or leaving the field); text that does not parse gives way to
/// the value again.
@MainActor
@Suite struct ValueTextFieldTests {
    @Observable final class Item {
        var quantity = 3
        var submitted = 0
    }

    @Test func typedTextSetsTheValueWhenCommitted() throws {
        let item = Item()
        let host = HeadlessHost {
            TextField("Quantity", value: Binding(get: { item.quantity }, set: { item.quantity = $0 }),
                      format: .number)
                .onSubmit { item.submitted += 1 }
        }
        let field = try host.widget(.textField)
        #expect(field.text == "3")
        #expect(field.placeholder == "Quantity")

        field.type("12")
        #expect(item.quantity == 3, "typing alone does not set the value")
        field.submit()
        #expect(item.quantity == 12)
        #expect(item.submitted == 1)
        host.flush()
        #expect(field.text == "12")

        field.type("twelve")
        field.leaveFocus()
        #expect(item.quantity == 12, "text that does not parse sets nothing")
        host.flush()
        #expect(field.text == "12", "and gives way to the value")

        field.type("40")
        field.leaveFocus()
        #expect(item.quantity == 40)

        item.quantity = 7
        host.flush()
        #expect(field.text == "7")
    }
}
