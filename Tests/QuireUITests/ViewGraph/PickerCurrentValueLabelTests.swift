import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Picker(…currentValueLabel:)`: a drop-down's button shows the current value label (its text and
/// icon) instead of the chosen option, following the state it is made from; the options stay.
@MainActor
@Suite struct PickerCurrentValueLabelTests {
    @Observable final class Order {
        var size = 2
    }

    @Test func theButtonShowsTheCurrentValueLabel() throws {
        let order = Order()
        let host = HeadlessHost {
            Picker("Size", selection: Binding(get: { order.size }, set: { order.size = $0 })) {
                Text("Small").tag(1)
                Text("Medium").tag(2)
            } currentValueLabel: {
                Label("Size \(order.size)", systemImage: "star")
            }
        }
        let picker = try host.widget(.picker)
        #expect(picker.options.map(\.title) == ["Small", "Medium"])
        #expect(picker.selectedIndex == 1)
        #expect(picker.currentValueOption?.title == "Size 2")
        #expect(picker.currentValueOption?.iconName == SystemIconNames.freedesktopName(for: "star"))

        picker.choose(optionAt: 0)
        #expect(order.size == 1)
        host.flush()
        #expect(picker.currentValueOption?.title == "Size 1", "the label follows the state it reads")
    }

    @Test func withoutOneTheButtonShowsTheOption() throws {
        let host = HeadlessHost {
            Picker(selection: .constant(1)) {
                Text("One").tag(1)
            } label: {
                Text("Count")
            }
        }
        #expect(try host.widget(.picker).currentValueOption == nil)
    }

    @Test func theLabeledAndSourcesFormsTakeOne() throws {
        let host = HeadlessHost {
            VStack {
                Picker(selection: .constant(1)) {
                    Text("One").tag(1)
                } label: {
                    Text("Count")
                } currentValueLabel: {
                    Text("Just one")
                }
                Picker("Both", sources: [Binding.constant(1), .constant(1)], selection: \.self) {
                    Text("One").tag(1)
                } currentValueLabel: {
                    Text("Both one")
                }
            }
        }
        #expect(host.widgets(.picker).map { $0.currentValueOption?.title } == ["Just one", "Both one"])
    }
}
