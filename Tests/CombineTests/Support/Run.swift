import CombineCore
import Synchronization

/// Subscribes to `publisher` with unlimited demand and returns what arrived synchronously.
func run<P: Publisher>(_ publisher: P) -> (values: [P.Output], completion: Subscribers.Completion<P.Failure>?)
where P.Output: Sendable {
    let values = EventRecorder<P.Output>()
    let completion = Mutex<Subscribers.Completion<P.Failure>?>(nil)
    let token = publisher.sink(receiveCompletion: { ended in completion.withLock { $0 = ended } }, receiveValue: values.append)
    defer { token.cancel() }
    return (values.values, completion.withLock { $0 })
}
