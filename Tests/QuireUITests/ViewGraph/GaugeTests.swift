import Observation
import QuireCore
import Testing
@testable import QuireUI

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
}
