extension View {
    /// Tags this view with `tag`: the value a `Picker` (or a `List` selection) uses for it. The view
    /// itself renders unchanged.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }

    /// `tag(_:)`; `includeOptional` (SwiftUI's default) also lets an optional selection of the tag's
    /// type match it, which QuireUI's pickers always do.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }
}

/// `tag(_:)`: read by the views that choose among their content (`Picker`), rendered as its content.
struct _TagModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let tag: AnyHashable

    func makeNode(in context: NodeContext) -> ViewNode {
        PassThroughNode(context) { ($0 as? any AnyModifiedContent)?.anyContent }
    }
}
