import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `ProgressView(timerInterval:countsDown:)`: the bar stands at the clock's place in the interval
/// (what is left when counting down) and the default label is the time as a timer writes it.
@MainActor
@Suite struct TimerProgressViewTests {
    @Test func theBarAndTheLabelFollowTheClock() throws {
        let now = Date()
        // Three quarters gone, 15 seconds left (the test runs in far less than a second).
        let interval = now.addingTimeInterval(-45)...now.addingTimeInterval(15)
        let host = HeadlessHost {
            VStack {
                ProgressView(timerInterval: interval)
                ProgressView(timerInterval: interval, countsDown: false) { Text("Brewing") }
            }
        }
        let bars = host.widgets(.progress)
        let left = try #require(Self.fraction(of: bars[0]))
        let gone = try #require(Self.fraction(of: bars[1]))
        #expect(abs(left - 0.25) < 0.02)
        #expect(abs(gone - 0.75) < 0.02)
        #expect(bars[0].currentValueLabel?.texts.first?.hasPrefix("0:1") == true)
        #expect(bars[1].currentValueLabel?.texts.first?.hasPrefix("0:4") == true)
        #expect(bars[1].accessibilityLabel == "Brewing")
    }

    private static func fraction(of widget: HeadlessWidget) -> Double? {
        guard case .bar(let fraction) = widget.progressIndicator else { return nil }
        return fraction
    }

    @Test func theTimeIsWrittenAsATimerWithinTheInterval() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let interval = start...start.addingTimeInterval(3725)
        #expect(DefaultDateProgressLabel.timerText(interval: interval, countsDown: true, at: start) == "1:02:05")
        #expect(DefaultDateProgressLabel.timerText(interval: interval, countsDown: false,
                                                   at: start.addingTimeInterval(65)) == "1:05")
        #expect(DefaultDateProgressLabel.timerText(interval: interval, countsDown: true,
                                                   at: start.addingTimeInterval(9999)) == "0:00")
        #expect(ProgressAmount.timerFraction(start...start, countsDown: true, at: start) == 0)
    }
}
