import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `TextField(_:value:formatter:)` and its prompt and deprecated forms: the value as the formatter
/// writes it; what is typed sets the value when committed, if the formatter reads it as the value's
/// type; otherwise the value stays and the field shows it again.
@MainActor
@Suite struct FormatterTextFieldTests {
    @Observable final class Order {
        var quantity = 3
        var price = 2.5
        var total = Decimal(10)
        var due = Date(timeIntervalSince1970: 0)
    }

    static func decimal() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }

    @Test func aNumberFormatterWritesAndReadsAnInteger() throws {
        let order = Order()
        let host = HeadlessHost {
            TextField("Quantity", value: Binding(get: { order.quantity }, set: { order.quantity = $0 }),
                      formatter: Self.decimal(), prompt: Text("How many"))
        }
        let field = try host.widget(.textField)
        #expect(field.text == "3")
        #expect(field.placeholder == "How many")

        field.type("1,200")
        #expect(order.quantity == 3, "typing alone does not set the value")
        field.submit()
        #expect(order.quantity == 1200)
        host.flush()
        #expect(field.text == "1,200")

        field.type("2.5")
        field.leaveFocus()
        #expect(order.quantity == 1200, "a fraction is not an integer: the value stays")
        host.flush()
        #expect(field.text == "1,200", "and the field shows it again")

        field.type("many")
        field.submit()
        #expect(order.quantity == 1200)
    }

    @Test func doublesAndDecimalsAreRead() throws {
        let order = Order()
        var commits = 0
        let host = HeadlessHost {
            VStack {
                TextField("Price", value: Binding(get: { order.price }, set: { order.price = $0 }),
                          formatter: Self.decimal(), onCommit: { commits += 1 })
                TextField("Total", value: Binding(get: { order.total }, set: { order.total = $0 }),
                          formatter: Self.decimal())
            }
        }
        let fields = host.widgets(.textField)
        try #require(fields.count == 2)
        #expect(fields[0].text == "2.5")
        fields[0].type("3.75")
        fields[0].submit()
        #expect(order.price == 3.75)
        #expect(commits == 1)
        fields[1].type("12.5")
        fields[1].submit()
        #expect(order.total == Decimal(string: "12.5"))
    }

    @Test func aDateFormatterReadsDates() throws {
        let order = Order()
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        let host = HeadlessHost {
            TextField("Due", value: Binding(get: { order.due }, set: { order.due = $0 }), formatter: formatter)
        }
        let field = try host.widget(.textField)
        #expect(field.text == "1970-01-01")
        field.type("2026-12-07")
        field.submit()
        #expect(formatter.string(from: order.due) == "2026-12-07")
    }

    @Test func aFormatterThatCannotReadLeavesTheValue() throws {
        let order = Order()
        let host = HeadlessHost {
            TextField("Size", value: Binding(get: { order.quantity }, set: { order.quantity = $0 }),
                      formatter: TallyFormatter())
        }
        let field = try host.widget(.textField)
        let shown = field.text
        #expect(shown == "|||")
        field.type("||||")
        field.submit()
        #expect(order.quantity == 3)
        host.flush()
        #expect(field.text == shown)
    }
}

/// A formatter of the app's own: it writes tally marks, and cannot read (Linux's Foundation gives an
/// app's `Formatter` no reading method to override).
final class TallyFormatter: Formatter {
    override func string(for obj: Any?) -> String? {
        (obj as? Int).map { String(repeating: "|", count: max($0, 0)) }
    }
}
