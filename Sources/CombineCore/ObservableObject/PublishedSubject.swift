import Foundation

/// The storage of one `@Published` property, shared by every copy of its `Published` (Mirror hands
/// out copies): the value, its `$property` subscribers, the enclosing object's `objectWillChange`
/// once known, and the `assign(to:)` subscriptions that live as long as the property.
///
/// Setting a value sends `objectWillChange`, then the new value to the subscribers, then stores it —
/// Combine's willSet order, so a subscriber reading the property sees the old value.
final class PublishedSubject<Value>: ObjectWillChangeHolder, @unchecked Sendable {
    // @unchecked: `value`, `objectWillChange` and `assignments` are under `lock`.
    private let lock = NSLock()
    private var storedValue: Value
    private var willChange: ObservableObjectPublisher?
    private var assignments: [AnyCancellable] = []
    let core = SubjectCore<Value, Never>()

    init(_ value: Value) {
        storedValue = value
    }

    var value: Value { lock.withLock { storedValue } }

    var objectWillChange: ObservableObjectPublisher? { lock.withLock { willChange } }

    func adopt(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
        lock.withLock {
            if let willChange { return willChange }
            willChange = publisher
            return publisher
        }
    }

    func set(_ newValue: Value) {
        objectWillChange?.send()
        core.send(newValue)
        lock.withLock { storedValue = newValue }
    }

    /// Keeps an `assign(to:)` subscription for as long as the property exists.
    func keep(_ subscription: AnyCancellable) {
        lock.withLock { assignments.append(subscription) }
    }
}

/// What the default `objectWillChange` looks for in an object's `@Published` storage.
protocol ObjectWillChangeHolder: AnyObject {
    var objectWillChange: ObservableObjectPublisher? { get }
    /// Installs `publisher` unless one is installed already; returns the one installed.
    func adopt(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher
}

/// Lets the default `objectWillChange` find `@Published` storage through `Mirror` without knowing its
/// value type.
protocol PublishedStorage {
    var holder: any ObjectWillChangeHolder { get }
}
