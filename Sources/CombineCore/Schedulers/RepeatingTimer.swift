import Dispatch
import Foundation

/// A repeating dispatch timer on a queue, stopped by `cancel()`: how the queue-based schedulers run
/// `schedule(after:interval:…)`.
final class RepeatingTimer: Cancellable {
    private let source: any DispatchSourceTimer

    /// Runs `action` on `queue` at `deadline`, then every `interval`.
    init(queue: DispatchQueue, deadline: DispatchTime, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
         action: @escaping () -> Void) {
        source = DispatchSource.makeTimerSource(queue: queue)
        // The scheduler contract: the action runs on the timer's queue, one firing at a time.
        let action = UncheckedSendable(action)
        source.setEventHandler { action.value() }
        source.schedule(deadline: deadline, repeating: interval, leeway: leeway)
        source.activate()
    }

    deinit { source.cancel() }

    func cancel() { source.cancel() }
}
