import Foundation

extension Timer {
    /// A connectable publisher of the current date every `interval` seconds on `runLoop` in `mode`,
    /// from the moment it is connected (`.autoconnect()` connects at the first subscriber).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// Sends `Date()` at each firing to the subscribers that have demand (Combine's
    /// `Timer.TimerPublisher`); each `connect()` starts the timer, cancelling it stops the timer.
    /// On `RunLoop.main` it fires on the main thread (see `RunLoop`'s scheduler).
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        private let subject = PassthroughSubject<Date, Never>()

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> any Cancellable {
            let subject = self.subject
            return runLoop.scheduleRepeating(after: Date(timeIntervalSinceNow: interval), interval: interval,
                                             tolerance: tolerance ?? 0, mode: mode) { subject.send(Date()) }
        }
    }
}
