import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
    /// A moment on the dispatch clock (uptime, which stops while the machine sleeps).
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(nanoseconds: Int(truncatingIfNeeded: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            let nanoseconds = Int64(clamping: dispatchTime.uptimeNanoseconds) + Int64(n.magnitude)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, nanoseconds))))
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// A span of dispatch time, in nanoseconds; a literal is seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable,
                              Codable, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// Nanoseconds (negative for a span backwards).
            public var magnitude: Int

            /// The span as a `DispatchTimeInterval`.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : s * 1_000_000_000
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).overflow ? .max : ms * 1_000_000
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).overflow ? .max : us * 1_000
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            init(nanoseconds: Int) { magnitude = nanoseconds }

            public init(floatLiteral value: Double) { magnitude = Int(value * 1_000_000_000) }
            public init(integerLiteral value: Int) { self.init(.seconds(value)) }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = Int(exactly: source) else { return nil }
                self.init(.seconds(seconds))
            }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: Int(s * 1_000_000_000)) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// What one action asks of the queue.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        // The scheduler contract: the queue runs the action once.
        let action = UncheckedSendable(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.value() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let action = UncheckedSendable(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.value() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        RepeatingTimer(queue: self, deadline: date.dispatchTime, interval: interval.timeInterval,
                       leeway: tolerance.timeInterval, action: action)
    }
}
