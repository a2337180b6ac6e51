/// Reads a value from the view's environment (SwiftUI's `@Environment`): `@Environment(\.undoManager)
/// var undoManager`. The value is the one the nearest ancestor set, as of the last body evaluation.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let location: EnvironmentLocation

    /// The environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        location = EnvironmentLocation()
    }

    /// The value. Read outside a mounted view's body, it is the default.
    @MainActor public var wrappedValue: Value {
        (location.values ?? EnvironmentValues())[keyPath: keyPath]
    }
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
