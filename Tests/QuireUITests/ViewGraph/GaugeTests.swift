import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Gauge`: a level at the value's place in the range (pinned to its ends), with its labels.
@MainActor
@Suite struct GaugeTests {
    @Observable final class Battery {
        var charge = 67.0
    }

    @Test func theLevelIsTheValuesPlaceInTheRange() throws {
        let battery = Battery()
        let host = HeadlessHost {
            Gauge(value: battery.charge, in: 50...150) {
                Text("Battery")
            } currentValueLabel: {
                Text("\(Int(battery.charge))")
            } minimumValueLabel: {
                Text("50")
            } maximumValueLabel: {
                Text("150")
            }
        }
        let gauge = try host.widget(.gauge)
        #expect(abs((gauge.level ?? -1) - 0.17) < 1e-9)
        #expect(gauge.content?.texts == ["Battery"])
        #expect(gauge.currentValueLabel?.texts == ["67"])
        #expect(gauge.minimumValueLabel?.texts == ["50"])
        #expect(gauge.maximumValueLabel?.texts == ["150"])
        #expect(gauge.accessibilityLabel == "Battery")

        battery.charge = 400
        host.flush()
        #expect(gauge.level == 1)
        #expect(gauge.currentValueLabel?.texts == ["400"])
    }

    @Test func theDefaultRangeIsZeroToOneAndEveryStyleIsTheLevelBar() throws {
        let host = HeadlessHost {
            VStack {
                Gauge(value: 0.4) { Text("Progress") }
                Gauge(value: 0.9) { Text("Signal") }.gaugeStyle(.accessoryCircular)
            }
        }
        #expect(host.widgets(.gauge).map(\.level) == [0.4, 0.9])
    }

    @Test func markedValueLabelsSitUnderTheBarAtTheirValues() throws {
        let host = HeadlessHost {
            Gauge(value: 30.0, in: 0...200) {
                Text("Speed")
            } currentValueLabel: {
                Text("30")
            } markedValueLabels: {
                Text("50").tag(50.0)
                Text("100").tag(100.0)
                Text("too far").tag(500.0)
                ForEach([200.0], id: \.self) { value in Text("\(Int(value))") }
            }
        }
        let gauge = try host.widget(.gauge)
        let marks = try #require(gauge.markedValueLabels)
        #expect(marks.texts == ["50", "100", "200"], "a value outside the bounds has no label")
        let row = try #require(marks.children.first, "the label slot's row holds the layout")
        row.layOut(in: CGSize(width: 400, height: 20))
        let frames = row.children.compactMap(\.layoutView.frame)
        try #require(frames.count == 3)
        #expect(abs(frames[0].midX - 100) < 1e-9 && abs(frames[1].midX - 200) < 1e-9, "centred on their places")
        #expect(frames[2].maxX <= 400 && abs(frames[2].maxX - 400) < 1e-9, "kept inside the bar's width")
    }

    @Test func withoutMarkedValuesThereIsNoRow() throws {
        let host = HeadlessHost {
            Gauge(value: 0.5) { Text("Level") } currentValueLabel: { Text("50%") } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            } markedValueLabels: {
                EmptyView()
            }
        }
        #expect(try host.widget(.gauge).markedValueLabels == nil)
    }
}
