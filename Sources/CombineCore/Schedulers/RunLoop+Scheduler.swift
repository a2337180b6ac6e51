import Dispatch
import Foundation

/// A run loop as a scheduler, on the wall clock.
///
/// The main run loop is special on Linux: a Quire app's main thread runs GLib's main loop, which
/// drains the main dispatch queue (that is how the main actor runs) but never runs the main
/// `RunLoop`. Work for `RunLoop.main` therefore goes to `DispatchQueue.main` — the same thread, in
/// order — so `receive(on: RunLoop.main)` and `Timer.publish(every:on: .main, in:)` behave as on
/// Apple platforms. Other run loops get Foundation timers and `perform`, and run when their thread
/// runs them.
extension RunLoop: Scheduler {
    /// A moment on the wall clock.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var date: Date

        public init(_ date: Date) {
            self.date = date
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
        }

        /// A span of wall-clock time in seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable,
                              Codable, Sendable {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval

            /// Seconds.
            public var magnitude: TimeInterval
            /// Seconds.
            public var timeInterval: TimeInterval { magnitude }

            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            public init(integerLiteral value: TimeInterval) { magnitude = value }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = TimeInterval(exactly: source) else { return nil }
                magnitude = seconds
            }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// A run loop takes no options.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        guard self !== RunLoop.main else { return DispatchQueue.main.schedule(action) }
        // The scheduler contract: the run loop runs the action once, on its own thread.
        let action = UncheckedSendable(action)
        perform { action.value() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        guard self !== RunLoop.main else {
            return DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(date.date.timeIntervalSinceNow)), action)
        }
        let action = UncheckedSendable(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.value() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        scheduleRepeating(after: date.date, interval: interval.timeInterval, tolerance: tolerance.timeInterval, mode: .default,
                          action)
    }

    /// Runs `action` at `date` and every `interval` after, in `mode`, until cancelled: the one timer
    /// behind this scheduler and `Timer.publish`.
    func scheduleRepeating(after date: Date, interval: TimeInterval, tolerance: TimeInterval, mode: RunLoop.Mode,
                           _ action: @escaping () -> Void) -> any Cancellable {
        guard self !== RunLoop.main else {
            return RepeatingTimer(queue: .main, deadline: .now() + max(0, date.timeIntervalSinceNow), interval: .nanoseconds(Int(interval * 1e9)),
                                  leeway: .nanoseconds(Int(tolerance * 1e9)), action: action)
        }
        let action = UncheckedSendable(action)
        let timer = Timer(fire: date, interval: interval, repeats: true) { _ in action.value() }
        timer.tolerance = tolerance
        add(timer, forMode: mode)
        return AnyCancellable { timer.invalidate() }
    }
}
