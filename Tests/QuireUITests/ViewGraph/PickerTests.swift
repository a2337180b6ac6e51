import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Picker`: its choices come from the content's tags (or its `ForEach` ids) and texts, the widget
/// shows the binding's value, a choice sets it, and `pickerStyle` picks the kind of widget.
@MainActor
@Suite struct PickerTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, chocolate, strawberry
        var id: String { rawValue }
    }

    @Observable final class Order {
        var flavor = Flavor.chocolate
        var size = 2
        var topping: String?
    }

    @Test func taggedTextsAreTheChoicesAndAChoiceSetsTheSelection() throws {
        let order = Order()
        let host = HeadlessHost {
            Picker("Size", selection: Binding(get: { order.size }, set: { order.size = $0 })) {
                Text("Small").tag(1)
                Text("Medium").tag(2)
                Text("Large").tag(3)
            }
        }
        let picker = try host.widget(.picker)
        #expect(picker.pickerKind == .menu)
        #expect(picker.options.map(\.title) == ["Small", "Medium", "Large"])
        #expect(picker.selectedIndex == 1)
        #expect(picker.accessibilityLabel == "Size")

        picker.choose(optionAt: 2)
        #expect(order.size == 3)
        order.size = 1
        host.flush()
        #expect(picker.selectedIndex == 0)
        order.size = 7
        host.flush()
        #expect(picker.selectedIndex == nil, "a value no choice has selects none")
    }

    @Test func aForEachTagsItsViewsWithTheElementsIDs() throws {
        let order = Order()
        let host = HeadlessHost {
            Picker("Flavor", selection: Binding(get: { order.flavor.id }, set: { order.flavor = Flavor(rawValue: $0)! })) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            .pickerStyle(.segmented)
        }
        let picker = try host.widget(.picker)
        #expect(picker.pickerKind == .segmented)
        #expect(picker.options.map(\.title) == ["Vanilla", "Chocolate", "Strawberry"])
        #expect(picker.selectedIndex == 1)
        picker.choose(optionAt: 2)
        #expect(order.flavor == .strawberry)
    }

    @Test func anExplicitTagWinsOverTheElementsID() throws {
        let order = Order()
        let host = HeadlessHost {
            Picker("Flavor", selection: Binding(get: { order.flavor }, set: { order.flavor = $0 })) {
                ForEach(Flavor.allCases) { flavor in
                    Label(flavor.rawValue, systemImage: "star").tag(flavor)
                }
            }
            .pickerStyle(.radioGroup)
        }
        let picker = try host.widget(.picker)
        #expect(picker.pickerKind == .radioButtons)
        #expect(picker.options.first == PickerOption(title: "vanilla", iconName: SystemIconNames.freedesktopName(for: "star")))
        picker.choose(optionAt: 0)
        #expect(order.flavor == .vanilla)
    }

    @Test func anOptionalSelectionTakesTagsOfItsWrappedTypeAndAMismatchChangesNothing() throws {
        let order = Order()
        let host = HeadlessHost {
            Picker("Topping", selection: Binding(get: { order.topping }, set: { order.topping = $0 })) {
                Text("None").tag(String?.none)
                Text("Sprinkles").tag("sprinkles")
                Text("Wrong type").tag(42)
                Text("Untagged")
            }
        }
        let picker = try host.widget(.picker)
        #expect(picker.selectedIndex == 0)
        picker.choose(optionAt: 1)
        #expect(order.topping == "sprinkles")
        host.flush()
        #expect(picker.selectedIndex == 1)

        picker.choose(optionAt: 2)
        #expect(order.topping == "sprinkles", "a tag of another type cannot be chosen")
        #expect(picker.selectedIndex == 1, "the widget shows the selection again")
        picker.choose(optionAt: 3)
        #expect(order.topping == "sprinkles")
        #expect(picker.selectedIndex == 1)
    }

    @Observable final class Look {
        var segmented = false
    }

    @Test func aNewStyleMakesANewWidget() throws {
        let look = Look()
        let order = Order()
        let host = HeadlessHost {
            VStack {
                if look.segmented {
                    Picker("Size", selection: Binding(get: { order.size }, set: { order.size = $0 })) {
                        Text("S").tag(1); Text("M").tag(2)
                    }
                    .pickerStyle(.segmented)
                } else {
                    Picker("Size", selection: Binding(get: { order.size }, set: { order.size = $0 })) {
                        Text("S").tag(1); Text("M").tag(2)
                    }
                }
            }
        }
        #expect(try host.widget(.picker).pickerKind == .menu)
        look.segmented = true
        host.flush()
        let picker = try host.widget(.picker)
        #expect(picker.pickerKind == .segmented)
        #expect(picker.selectedIndex == 1)
        #expect(host.widgets(.picker).count == 1)
    }
}
