/// A property of an `ObservableObject` class that announces its changes (Combine's `@Published`):
/// setting it sends the enclosing object's `objectWillChange`, then the new value to `$property`'s
/// subscribers, and only then stores it.
///
/// Only for properties of classes; `$property` is a publisher, and settable so that
/// `publisher.assign(to: &$property)` can feed it.
@propertyWrapper
public struct Published<Value> {
    var subject: PublishedSubject<Value>

    public init(wrappedValue: Value) {
        subject = PublishedSubject(wrappedValue)
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

    /// `$property`: the current value, then each new value before it is stored. Setting it adopts
    /// the given publisher's storage (what `assign(to: &$property)` writes back).
    public var projectedValue: Publisher {
        get { Publisher(subject: subject) }
        set { subject = newValue.subject }
    }

    /// The storage the compiler routes class property access through.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].subject.value }
        set {
            let subject = object[keyPath: storageKeyPath].subject
            // An object that declares its own `ObservableObjectPublisher` is found here the first
            // time; the default one installs itself in every property when first asked for.
            if subject.objectWillChange == nil, let observable = object as? any ObservableObject,
               let publisher = observable.objectWillChange as? ObservableObjectPublisher {
                _ = subject.adopt(publisher)
            }
            subject.set(newValue)
        }
    }

    /// The `$property` publisher (Combine's `Published.Publisher`): a new subscriber's first value,
    /// once it asks, is the current one; then every new value, before it is stored.
    public struct Publisher: CombineCore.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let subject: PublishedSubject<Value>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            let subject = self.subject
            subject.core.attach(subscriber) { subject.value }
        }
    }
}

extension Published: PublishedStorage {
    var holder: any ObjectWillChangeHolder { subject }
}

extension Publisher where Failure == Never {
    /// Feeds this publisher's values to a `@Published` property (`.assign(to: &$property)`); the
    /// subscription lasts as long as the property, and each value announces the change as setting
    /// the property does.
    public func assign(to published: inout Published<Output>.Publisher) {
        let subject = published.subject
        subject.keep(sink { [weak subject] value in subject?.set(value) })
    }
}
