import QuireCore

/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)` (SwiftUI's
/// `@EnvironmentObject`); its `objectWillChange` re-evaluates the view's body. Reading it when no
/// ancestor provided one is a programmer error that stops the app with SwiftUI's message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let location = EnvironmentObjectLocation<ObjectType>()

    /// Reads the environment's object of this type.
    public init() {}

    /// The object.
    @MainActor public var wrappedValue: ObjectType {
        guard let object = location.object else { EnvironmentObjects.missing(ObjectType.self) }
        return object
    }

    /// Bindings to the object's properties (`$model.title`).
    @MainActor public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an environment object.
    @dynamicMemberLookup @MainActor
    public struct Wrapper {
        let object: ObjectType

        /// A binding to one property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            ObservedObject(wrappedValue: object).projectedValue[dynamicMember: keyPath]
        }
    }
}

extension EnvironmentObject: NodeLinkedProperty {
    func link(to node: CompositeNode, slot: Int) {
        let object = node.environment[object: ObjectType.self]
        location.object = object
        guard let object else { return }
        let subscription = node.stateStorage(slot: slot) { ObjectSubscription(owner: node) }
        (subscription as? ObjectSubscription)?.watch(object)
    }
}

/// The object a re-created `EnvironmentObject` reads: the node's environment's, set before each body.
final class EnvironmentObjectLocation<ObjectType: AnyObject> {
    var object: ObjectType?
}

/// What happens when a view reads an environment object nobody provided.
enum EnvironmentObjects {
    static func missing(_ type: Any.Type, observable: Bool = false) -> Never {
        let kind = observable ? "Observable object" : "ObservableObject"
        let modifier = observable ? "View.environment(_:)" : "View.environmentObject(_:)"
        fatalError("No \(kind) of type \(type) found. A \(modifier) for \(type) may be missing as an ancestor of this view.")
    }
}
