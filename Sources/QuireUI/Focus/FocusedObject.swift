import QuireCore

/// Reads an `ObservableObject` the focused window's views publish with `focusedObject(_:)` or
/// `focusedSceneObject(_:)` (SwiftUI's `@FocusedObject`): nil when none does. The body renders again
/// when another object is focused and when the object's `objectWillChange` fires.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    let location = FocusedValuesLocation()

    /// Reads the focused object of this type.
    public init() {}

    /// The object, or nil.
    @MainActor public var wrappedValue: ObjectType? {
        location.store?.values[object: ObjectType.self]
    }

    /// Bindings to the object's properties (`$model.title`), or nil with no object.
    @MainActor public var projectedValue: Wrapper? {
        wrappedValue.map(Wrapper.init)
    }

    /// Makes bindings to the properties of a focused object.
    @dynamicMemberLookup @MainActor
    public struct Wrapper {
        let object: ObjectType

        /// A binding to one property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            ObservedObject(wrappedValue: object).projectedValue[dynamicMember: keyPath]
        }
    }
}

extension FocusedObject: NodeLinkedProperty {
    func link(to node: CompositeNode, slot: Int) {
        location.store = node.environment.focusedValuesStore
        guard let object = wrappedValue else { return }
        let subscription = node.stateStorage(slot: slot) { ObjectSubscription(owner: node) }
        (subscription as? ObjectSubscription)?.watch(object)
    }
}
