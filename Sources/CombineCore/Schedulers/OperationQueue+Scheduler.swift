import Dispatch
import Foundation

/// An operation queue as a scheduler, on the wall clock: each action becomes an operation; a
/// delayed one is added when its time comes.
extension OperationQueue: Scheduler {
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType

    /// An operation queue takes no options.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        // The scheduler contract: the queue runs the action once.
        let action = UncheckedSendable(action)
        addOperation { action.value() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let job = UncheckedSendable((queue: self, action: action))
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, date.date.timeIntervalSinceNow)) {
            job.value.queue.schedule(job.value.action)
        }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        let job = UncheckedSendable((queue: self, action: action))
        return RepeatingTimer(queue: .global(), deadline: .now() + max(0, date.date.timeIntervalSinceNow),
                              interval: .nanoseconds(Int(interval.timeInterval * 1e9)),
                              leeway: .nanoseconds(Int(tolerance.timeInterval * 1e9))) {
            job.value.queue.schedule(job.value.action)
        }
    }
}
