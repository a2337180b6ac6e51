/// An identity a view owns for the views it groups (SwiftUI's `@Namespace`): one `Namespace.ID` per
/// view in the tree, the same for as long as the view stays, another for each other view.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let location = NamespaceLocation()

    public init() {}

    /// The view's namespace. Read outside a view in a tree, it is a new one each time.
    @MainActor public var wrappedValue: ID {
        location.id ?? ID.unique()
    }
}

extension Namespace.ID {
    @MainActor private static var issued = 0

    /// A namespace never given before.
    @MainActor static func unique() -> Namespace.ID {
        issued += 1
        return Namespace.ID(value: issued)
    }
}

extension Namespace: NodeLinkedProperty {
    func link(to node: CompositeNode, slot: Int) {
        let storage = node.stateStorage(slot: slot) { NamespaceStorage(id: .unique()) }
        location.id = (storage as? NamespaceStorage)?.id
    }
}

/// Where a `Namespace` points once its view is mounted (a view's initializer makes it).
final class NamespaceLocation {
    var id: Namespace.ID?
}

/// The identity of one `@Namespace`, kept by the node of the view that declares it.
final class NamespaceStorage {
    let id: Namespace.ID

    init(id: Namespace.ID) {
        self.id = id
    }
}
