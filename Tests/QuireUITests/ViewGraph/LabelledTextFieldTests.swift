import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `TextField`'s `label:` initializers: the label's text names the field (and is its placeholder
/// without a prompt); `axis:` chooses the one-line or the growing field; value fields still commit
/// through their format or formatter.
@MainActor
@Suite struct LabelledTextFieldTests {
    @Test func theLabelNamesTheFieldAndThePromptIsItsPlaceholder() throws {
        let host = HeadlessHost {
            VStack {
                TextField(text: .constant("Ada"), prompt: Text("Required")) {
                    Text("Name")
                }
                TextField(text: .constant("")) {
                    Label("Email", systemImage: "envelope")
                }
            }
        }
        let fields = host.widgets(.textField)
        try #require(fields.count == 2)
        #expect(fields[0].text == "Ada")
        #expect(fields[0].placeholder == "Required")
        #expect(fields[0].accessibilityLabel == "Name")
        #expect(fields[1].placeholder == "Email")
        #expect(fields[1].accessibilityLabel == "Email")
    }

    @Test func aVerticalAxisMakesTheGrowingField() throws {
        let host = HeadlessHost {
            TextField(text: .constant("Line"), prompt: Text("Notes"), axis: .vertical) {
                Text("Notes")
            }
        }
        #expect(host.widgets(.textField).isEmpty)
        let field = try host.widget(.multilineTextField)
        #expect(field.text == "Line")
        #expect(field.accessibilityLabel == "Notes")
    }

    @Observable final class Order {
        var quantity = 3
        var price: Double = 2.5
    }

    @Test func valueFieldsWithALabelCommitThroughTheirFormat() throws {
        let order = Order()
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        let host = HeadlessHost {
            VStack {
                TextField(value: Binding(get: { order.quantity }, set: { order.quantity = $0 }), format: .number) {
                    Text("Quantity")
                }
                TextField(value: Binding(get: { order.price }, set: { order.price = $0 }), formatter: formatter) {
                    Text("Price")
                }
            }
        }
        let fields = host.widgets(.textField)
        try #require(fields.count == 2)
        #expect(fields.map(\.accessibilityLabel) == ["Quantity", "Price"])
        #expect(fields[0].text == "3")
        fields[0].type("12")
        fields[0].submit()
        #expect(order.quantity == 12)
        fields[1].type("4.75")
        fields[1].submit()
        #expect(order.price == 4.75)
    }
}
