import Observation

/// Reads a value from the view's environment (SwiftUI's `@Environment`): `@Environment(\.undoManager)
/// var undoManager`. The value is the one the nearest ancestor set, as of the last body evaluation.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: EnvironmentRead<Value>
    let location: EnvironmentLocation

    /// The environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = .keyPath(keyPath)
        location = EnvironmentLocation()
    }

    /// The `@Observable` object of type `objectType` an ancestor set with `.environment(_:)`. Reading
    /// it when none did is a programmer error that stops the app with SwiftUI's message.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = .object { values in
            guard let object = values[object: objectType] else { EnvironmentObjects.missing(objectType, observable: true) }
            return object
        }
        location = EnvironmentLocation()
    }

    /// The `@Observable` object of type `objectType` an ancestor set with `.environment(_:)`, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = .object { $0[object: objectType] }
        location = EnvironmentLocation()
    }

    /// The value. Read outside a mounted view's body, it is the default.
    @MainActor public var wrappedValue: Value {
        let values = location.values ?? EnvironmentValues()
        switch read {
        case .keyPath(let keyPath): return values[keyPath: keyPath]
        case .object(let object): return object(values)
        }
    }
}

/// What an `Environment` property reads: a value by key path, or an object by type.
enum EnvironmentRead<Value> {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object((EnvironmentValues) -> Value)
}

extension Environment: NodeLinkedProperty {
    func link(to node: CompositeNode, slot: Int) {
        location.values = node.environment
    }
}

/// The environment a re-created `Environment` property reads: the node's, set before each body.
final class EnvironmentLocation {
    var values: EnvironmentValues?
}
