import Foundation

/// Progress over a span of time (`ProgressView(timerInterval:countsDown:)`): the bar fills (or, counting
/// down, empties) as the clock moves through the interval, read again every tenth of a second while
/// shown; the default current-value label is the time left (or gone) as a timer writes it ("1:05").
extension ProgressView {
    /// Progress through `timerInterval`, with a label and a label for the current value.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(amount: .timer(timerInterval, countsDown: countsDown), label: label(),
                  currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through `timerInterval` with a label, and the time as the current value.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(amount: .timer(timerInterval, countsDown: countsDown), label: label(),
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through `timerInterval`, with the time as the current value.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(amount: .timer(timerInterval, countsDown: countsDown), label: nil,
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

/// The time a timer progress view has left (counting down) or has run (counting up), as "m:ss" or
/// "h:mm:ss" (SwiftUI's `DefaultDateProgressLabel`).
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View {
        Text(Self.timerText(interval: interval, countsDown: countsDown, at: Date()))
    }

    /// The time left or gone at `now`, kept inside the interval.
    static func timerText(interval: ClosedRange<Date>, countsDown: Bool, at now: Date) -> String {
        let elapsed = min(max(now.timeIntervalSince(interval.lowerBound), 0),
                          interval.upperBound.timeIntervalSince(interval.lowerBound))
        let shown = countsDown ? interval.upperBound.timeIntervalSince(interval.lowerBound) - elapsed : elapsed
        let seconds = Int(shown.rounded(.down))
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }
}

extension ProgressAmount {
    /// How far the clock is through `interval` at `now`, out of 1 (counting down: how much is left).
    static func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool, at now: Date) -> Double {
        let duration = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard duration > 0 else { return countsDown ? 0 : 1 }
        let done = min(max(now.timeIntervalSince(interval.lowerBound) / duration, 0), 1)
        return countsDown ? 1 - done : done
    }
}
