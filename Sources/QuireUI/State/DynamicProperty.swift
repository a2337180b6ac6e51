/// A property of a view that QuireUI connects to the view's node before evaluating its body
/// (`@State`, `@Environment`).
@MainActor @preconcurrency
public protocol DynamicProperty {}

/// What the reconciler does with a dynamic property found in a view: connect it to the node's storage.
@MainActor
protocol NodeLinkedProperty {
    /// Connects the property to the node's storage for the property at `slot` (its position among the
    /// view's stored properties), creating that storage on first use.
    func link(to node: CompositeNode, slot: Int)
}
