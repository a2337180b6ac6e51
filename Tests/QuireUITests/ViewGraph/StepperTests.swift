import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Stepper`: presses move the bound value by the step inside the bounds, a button that cannot act
/// is off, the closures' forms run what they are given, and `onEditingChanged` brackets each press.
@MainActor
@Suite struct StepperTests {
    @Observable final class Model {
        var count = 0
        var volume = 0.5
        var edits: [String] = []
    }

    struct Counter: View {
        @State private var count = 2

        var body: some View {
            Stepper("Guests: \(count)", value: $count, in: 1...4)
        }
    }

    @Test func pressesStepTheValueAndTheLabelShowsIt() throws {
        let host = HeadlessHost { Counter() }
        let stepper = try host.widget(.stepper)
        #expect(host.texts == ["Guests: 2"])
        #expect(stepper.accessibilityLabel == "Guests: 2")
        #expect(stepper.enabledButtons == StepperButtons(decrement: true, increment: true))

        stepper.press(.increment)
        host.flush()
        #expect(host.texts == ["Guests: 3"])
        stepper.press(.decrement)
        stepper.press(.decrement)
        host.flush()
        #expect(host.texts == ["Guests: 1"])
        #expect(stepper.accessibilityLabel == "Guests: 1")
    }

    @Test func theBoundsKeepTheValueInsideAndTurnOffTheButtonAtEachEnd() throws {
        let model = Model()
        model.count = 8
        let host = HeadlessHost {
            Stepper(value: Binding(get: { model.count }, set: { model.count = $0 }), in: 0...10, step: 3) {
                Text("Count")
            }
        }
        let stepper = try host.widget(.stepper)
        stepper.press(.increment)
        #expect(model.count == 10, "a step past the upper bound stops at it")
        host.flush()
        #expect(stepper.enabledButtons == StepperButtons(decrement: true, increment: false))
        stepper.press(.increment)
        #expect(model.count == 10)

        model.count = 1
        host.flush()
        #expect(stepper.enabledButtons == StepperButtons(decrement: true, increment: true))
        stepper.press(.decrement)
        #expect(model.count == 0)
        host.flush()
        #expect(stepper.enabledButtons == StepperButtons(decrement: false, increment: true))
        stepper.press(.decrement)
        #expect(model.count == 0)
    }

    @Test func withoutBoundsAFloatingPointValueStepsBothWays() throws {
        let model = Model()
        let host = HeadlessHost {
            Stepper("Volume", value: Binding(get: { model.volume }, set: { model.volume = $0 }), step: 0.25)
        }
        let stepper = try host.widget(.stepper)
        stepper.press(.decrement)
        stepper.press(.decrement)
        stepper.press(.decrement)
        #expect(model.volume == -0.25)
        #expect(stepper.enabledButtons == StepperButtons(decrement: true, increment: true))
    }

    @Test func theClosureFormRunsItsActionsAndANilOneTurnsItsButtonOff() throws {
        let model = Model()
        let host = HeadlessHost {
            Stepper("Pages", onIncrement: { model.edits.append("up") }, onDecrement: nil,
                    onEditingChanged: { model.edits.append($0 ? "begin" : "end") })
        }
        let stepper = try host.widget(.stepper)
        #expect(stepper.enabledButtons == StepperButtons(decrement: false, increment: true))
        stepper.press(.increment)
        stepper.press(.decrement)
        #expect(model.edits == ["begin", "up", "end"])
    }

    @Test func aDisabledStepperIgnoresPresses() throws {
        let model = Model()
        let host = HeadlessHost {
            Stepper(value: Binding(get: { model.count }, set: { model.count = $0 })) { Label("Copies", systemImage: "doc") }
                .disabled(true)
        }
        let stepper = try host.widget(.stepper)
        #expect(!stepper.style.isEnabled)
        #expect(stepper.accessibilityLabel == "Copies")
        stepper.press(.increment)
        #expect(model.count == 0)
    }
}

/// `Stepper(value:…format:)`: the value in a field as the format writes it; a typed value that
/// parses is written (kept inside the bounds), one that does not leaves the value and the field shows
/// it again.
@MainActor
@Suite struct FormattedStepperTests {
    @Observable final class Zoom {
        var scale = 1.5
    }

    @Test func theFieldShowsTheFormattedValueAndTypingSetsIt() throws {
        let zoom = Zoom()
        let format = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1)).locale(Locale(identifier: "en_US"))
        let host = HeadlessHost {
            Stepper("Zoom", value: Binding(get: { zoom.scale }, set: { zoom.scale = $0 }), in: 0.5...4, step: 0.5,
                    format: format)
        }
        let stepper = try host.widget(.stepper)
        #expect(stepper.valueText == "1.5")
        stepper.press(.increment)
        host.flush()
        #expect(zoom.scale == 2)
        #expect(stepper.valueText == "2.0")

        stepper.submitValueText("3.25")
        #expect(zoom.scale == 3.25)
        #expect(stepper.valueText == "3.2" || stepper.valueText == "3.3")

        stepper.submitValueText("12")
        #expect(zoom.scale == 4, "a typed value past the upper bound stops at it")
        #expect(stepper.valueText == "4.0")

        stepper.submitValueText("lots")
        #expect(zoom.scale == 4)
        #expect(stepper.valueText == "4.0", "a text that does not parse gives way to the value")
    }

    @Test func aStepperWithoutAFormatHasNoField() throws {
        let host = HeadlessHost { Stepper("Copies", value: .constant(1)) }
        #expect(try host.widget(.stepper).valueText == nil)
    }
}
