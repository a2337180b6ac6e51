/// Where and when work runs (Combine's `Scheduler`): what `receive(on:)`, `debounce`, `throttle`,
/// `delay` and the timer publishers are given. `DispatchQueue`, `RunLoop`, `OperationQueue` and
/// `ImmediateScheduler` are schedulers.
public protocol Scheduler<SchedulerTimeType> {
    /// A moment on the scheduler's clock.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// What can be asked of the scheduler for one action (a queue's quality of service).
    associatedtype SchedulerOptions

    /// The scheduler's current time.
    var now: SchedulerTimeType { get }
    /// The smallest tolerance it honours.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as possible.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` once, at `date` or up to `tolerance` after.
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                  _ action: @escaping () -> Void)
    /// Runs `action` at `date` and then every `interval` until the returned token is cancelled.
    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         _ action: @escaping () -> Void) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
}

/// A span of scheduler time made from seconds and their fractions.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}
