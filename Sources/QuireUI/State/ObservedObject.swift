import QuireCore

/// An `ObservableObject` a view watches (SwiftUI's `@ObservedObject`): the view's body is evaluated
/// again after the object's `objectWillChange` fires. `$object.property` gives bindings to its
/// properties. The view does not own the object (whoever made it does: for a `ReferenceFileDocument`,
/// its document window).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Watches `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Watches `initialValue`.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties (`$document.title`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to one property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: NodeLinkedProperty {
    func link(to node: CompositeNode, slot: Int) {
        let subscription = node.stateStorage(slot: slot) { ObjectSubscription(owner: node) }
        (subscription as? ObjectSubscription)?.watch(wrappedValue)
    }
}

/// The subscription of one `@ObservedObject` property of a view to its object's `objectWillChange`,
/// kept by the view's node; moved over when a re-created view passes another object.
@MainActor
final class ObjectSubscription {
    private weak var owner: CompositeNode?
    private var object: ObjectIdentifier?
    private var token: AnyCancellable?

    init(owner: CompositeNode) {
        self.owner = owner
    }

    func watch(_ newObject: some ObservableObject) {
        let identity = ObjectIdentifier(newObject)
        guard identity != object else { return }
        token?.cancel()
        object = identity
        // The publisher calls back on whatever thread changed the object; the node lives on the main
        // actor (and is Sendable as a main-actor class).
        let node = owner
        token = newObject.objectWillChange.sink { @Sendable [weak node] _ in
            if MainActorCheck.isOnMainActor {
                MainActor.assumeIsolated { node?.invalidate() }
            } else {
                Task { @MainActor in node?.invalidate() }
            }
        }
    }

    isolated deinit {
        token?.cancel()
    }
}
