/// A property of an `ObservableObject` class that announces changes (Combine's `@Published`):
/// setting it sends the enclosing object's `objectWillChange` and then `$property` subscribers the
/// new value, both before the value is stored.
///
/// Only for properties of classes; mutations happen in the enclosing object's isolation.
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    public init(wrappedValue: Value) {
        box = PublishedBox(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Unavailable: like Combine's, `@Published` works only on properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        // Unreachable: the compiler refuses any use of an unavailable accessor.
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// `$property`: calls subscribers with each new value before it is stored.
    public var projectedValue: Publisher { Publisher(box: box) }

    /// The storage the compiler routes class property access through; sends `objectWillChange`.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            if let observable = object as? any ObservableObject {
                let publisher = box.objectWillChange ?? observable.objectWillChange
                box.objectWillChange = publisher
                publisher.send()
            }
            box.willSet(newValue)
            box.value = newValue
        }
    }

    /// The `$property` publisher (Combine's `Published.Publisher`): like Combine's, a new subscriber is
    /// called at once with the current value, then with every new value before it is stored.
    public struct Publisher {
        let box: PublishedBox<Value>

        /// Calls `body` with the current value now and with each new value until the token ends.
        public func subscribe(_ body: @escaping @Sendable (Value) -> Void) -> ObservationToken {
            let token = box.valueSubscribers.add(body)
            body(box.value)
            return token
        }

        /// Combine's spelling of `subscribe(_:)`.
        public func sink(receiveValue body: @escaping @Sendable (Value) -> Void) -> ObservationToken {
            subscribe(body)
        }
    }
}

/// Lets the default `objectWillChange` find `@Published` storage through `Mirror` without knowing `Value`.
protocol PublishedStorage {
    var anyBox: any PublishedBoxProtocol { get }
}

extension Published: PublishedStorage {
    var anyBox: any PublishedBoxProtocol { box }
}

protocol PublishedBoxProtocol: AnyObject {
    var objectWillChange: ObservableObjectPublisher? { get set }
}

/// Shared by every copy of one `Published` (Mirror hands out copies), so the object's publisher is
/// stored once per property and found again later.
final class PublishedBox<Value>: PublishedBoxProtocol {
    var value: Value
    var objectWillChange: ObservableObjectPublisher?
    let valueSubscribers = ObserverList<@Sendable (Value) -> Void>()

    init(_ value: Value) { self.value = value }

    func willSet(_ newValue: Value) {
        for subscriber in valueSubscribers.handlers { subscriber(newValue) }
    }
}
