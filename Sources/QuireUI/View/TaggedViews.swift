/// The views a container lays out one by one with a value each (tabs, a gauge's marked labels): each
/// view in the content's tuples, optionals, conditionals, groups and `ForEach`es, with its `tag` or
/// else its `ForEach` element's id.
@MainActor
enum TaggedViews {
    static func all(in view: any View, implicitTag: AnyHashable? = nil, depth: Int = 0) -> [(view: any View, tag: AnyHashable?)] {
        guard depth < ViewStructure.maximumDepth else { return [] }
        if let tuple = view as? any AnyTupleView {
            return tuple.childViews.flatMap { all(in: $0, depth: depth + 1) }
        }
        if let optional = view as? any AnyOptionalView {
            return optional.wrappedView.map { all(in: $0, implicitTag: implicitTag, depth: depth + 1) } ?? []
        }
        if let conditional = view as? any AnyConditionalContent {
            return all(in: conditional.branchView, implicitTag: implicitTag, depth: depth + 1)
        }
        if let group = view as? any AnyGroupContent {
            return all(in: group.groupContent, depth: depth + 1)
        }
        if let elements = view as? any AnyIdentifiedElementViews {
            return elements.identifiedElementViews.flatMap { all(in: $0.view, implicitTag: $0.id, depth: depth + 1) }
        }
        if view is EmptyView { return [] }
        return [(view, outermost(_TagModifier.self, of: view)?.tag ?? implicitTag)]
    }

    /// The outermost modifier of type `M` around `view`.
    static func outermost<M>(_ type: M.Type, of view: any View) -> M? {
        guard let modified = view as? any AnyModifiedContent else { return nil }
        return modified.anyModifier as? M ?? outermost(type, of: modified.anyContent)
    }
}
