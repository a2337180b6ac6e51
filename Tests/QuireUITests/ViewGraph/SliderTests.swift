import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Slider`: the thumb follows the binding clamped to the range, the person's moves are snapped to
/// the step and written, and `onEditingChanged` brackets each edit.
@MainActor
@Suite struct SliderTests {
    @Observable final class Model {
        var volume = 0.5
        var speed: Float = 20
        var edits: [String] = []
    }

    @Observable final class Limits {
        var upper = 100.0
        var value = 80.0
    }

    @Test func aContinuousSliderWritesWhatThePersonChooses() throws {
        let model = Model()
        let host = HeadlessHost { Slider(value: Binding(get: { model.volume }, set: { model.volume = $0 })) }
        let slider = try host.widget(.slider)
        #expect(slider.valueRange == 0...1)
        #expect(slider.step == nil)
        #expect(slider.value == 0.5)

        slider.drag(through: [0.2, 0.734])
        #expect(model.volume == 0.734)
        #expect(slider.value == 0.734)

        model.volume = 0.1
        host.flush()
        #expect(slider.value == 0.1)
    }

    @Test func aValueOutsideTheRangeIsShownClampedAndNotWrittenBack() throws {
        let model = Model()
        model.speed = 150
        let host = HeadlessHost {
            Slider(value: Binding(get: { model.speed }, set: { model.speed = $0 }), in: 0...100)
        }
        let slider = try host.widget(.slider)
        #expect(slider.value == 100)
        #expect(model.speed == 150)

        model.speed = -3
        host.flush()
        #expect(slider.value == 0)
        #expect(model.speed == -3)

        // A move the pointer makes past an end chooses the end.
        slider.drag(through: [130])
        #expect(model.speed == 100)
        #expect(slider.value == 100)
    }

    @Test func movesSnapToTheStep() throws {
        let model = Model()
        model.volume = 0
        let host = HeadlessHost {
            Slider(value: Binding(get: { model.volume }, set: { model.volume = $0 }), in: 0...10, step: 3)
        }
        let slider = try host.widget(.slider)
        #expect(slider.step == 3)

        slider.drag(through: [4.4])
        #expect(model.volume == 3)
        #expect(slider.value == 3)
        slider.drag(through: [5])
        #expect(model.volume == 6)
        // 10 is not a step from 0: the last one is 9.
        slider.drag(through: [10])
        #expect(model.volume == 9)
        slider.pressArrow(up: false)
        #expect(model.volume == 6)
        #expect(slider.value == 6)
    }

    @Test func stepsOfATenthReachTheUpperBound() {
        let track = SliderTrack(value: .constant(0.0), in: 0...0.3, step: 0.1)
        #expect(abs(track.snapped(0.29) - 0.3) < 1e-12)
        #expect(track.snapped(0.04) == 0)
        #expect(track.shown(.nan) == 0)
        // A step that cannot divide the range leaves the slider continuous.
        #expect(SliderTrack(value: .constant(0.0), in: 0...1, step: 0).step == nil)
    }

    @Test func editingChangedBracketsEachEditAfterItsLastValue() throws {
        let model = Model()
        let host = HeadlessHost {
            Slider(value: Binding(get: { model.volume }, set: {
                model.volume = $0
                model.edits.append("value \($0)")
            }), in: 0...1, onEditingChanged: { model.edits.append("editing \($0)") })
        }
        let slider = try host.widget(.slider)
        slider.drag(through: [0.25, 0.75])
        #expect(model.edits == ["editing true", "value 0.25", "value 0.75", "editing false"])

        // A repeated begin or end (a second press while one is down) is heard once.
        model.edits = []
        slider.onEditingChange?(true)
        slider.onEditingChange?(true)
        slider.onEditingChange?(false)
        #expect(model.edits == ["editing true", "editing false"])
    }

    @Test func labelsGoBeforeAndAtTheEnds() throws {
        let model = Model()
        let host = HeadlessHost {
            Slider(value: Binding(get: { model.speed }, set: { model.speed = $0 }), in: 0...100, step: 5) {
                Text("Speed")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
        }
        let slider = try host.widget(.slider)
        #expect(slider.content?.texts == ["Speed"])
        #expect(slider.minimumValueLabel?.texts == ["0"])
        #expect(slider.maximumValueLabel?.texts == ["100"])
        #expect(slider.accessibilityLabel == "Speed")
        #expect(host.texts == ["Speed", "0", "100"])

        slider.drag(through: [37])
        #expect(model.speed == 35)
    }

    @Test func aLabelWithoutValueLabelsAndADisabledSlider() throws {
        let model = Model()
        let host = HeadlessHost {
            Slider(value: Binding(get: { model.volume }, set: { model.volume = $0 })) {
                Text("Volume")
            }
            .disabled(true)
        }
        let slider = try host.widget(.slider)
        #expect(slider.content?.texts == ["Volume"])
        #expect(slider.minimumValueLabel == nil)
        #expect(slider.maximumValueLabel == nil)
        #expect(!slider.style.isEnabled)
    }

    @Test func aNewRangeReclampsTheThumb() throws {
        let limits = Limits()
        let host = HeadlessHost {
            Slider(value: Binding(get: { limits.value }, set: { limits.value = $0 }), in: 0...limits.upper)
        }
        let slider = try host.widget(.slider)
        #expect(slider.value == 80)
        limits.upper = 50
        host.flush()
        #expect(slider.valueRange == 0...50)
        #expect(slider.value == 50)
        #expect(limits.value == 80)
    }
}
