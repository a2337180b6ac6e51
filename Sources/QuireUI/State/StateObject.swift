import QuireCore

/// An `ObservableObject` a view owns (SwiftUI's `@StateObject`): made once per view identity — the
/// first time the view's node renders — and kept while the view stays in the graph, however often its
/// parent makes the view value again. Its `objectWillChange` re-evaluates the view's body.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let location: StateObjectLocation<ObjectType>

    /// The object `thunk` makes, made when the view first renders (never for a re-created value).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(make: thunk)
    }

    /// The object. Read before the view is in the graph, it is made for this view value alone, as in
    /// SwiftUI (which warns that it will be made again).
    @MainActor public var wrappedValue: ObjectType { location.object }

    /// Bindings to the object's properties (`$model.title`).
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension StateObject: NodeLinkedProperty {
    func link(to node: CompositeNode, slot: Int) {
        let make = location.make
        let storage = node.stateStorage(slot: slot) { StateObjectStorage(object: make(), owner: node) }
        location.storage = storage as? StateObjectStorage<ObjectType>
    }
}

/// Where a `StateObject` value points: the maker, and once linked the node's storage.
final class StateObjectLocation<ObjectType: ObservableObject> {
    let make: () -> ObjectType
    var storage: StateObjectStorage<ObjectType>?
    private var unlinked: ObjectType?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    @MainActor var object: ObjectType {
        if let storage { return storage.object }
        if let unlinked { return unlinked }
        let made = make()
        unlinked = made
        return made
    }
}

/// The object of one `@StateObject`, kept by the node of the view that declares it, watched for as
/// long as the node keeps it.
@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
    let object: ObjectType
    private let subscription: ObjectSubscription

    init(object: ObjectType, owner: CompositeNode) {
        self.object = object
        subscription = ObjectSubscription(owner: owner)
        subscription.watch(object)
    }
}
