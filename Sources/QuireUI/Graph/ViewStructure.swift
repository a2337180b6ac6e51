/// The views a view is made of, read from the view value without rendering it — for the controls
/// that read their content (menus, context menus, pickers): through tuples, optionals, `if`s,
/// `ForEach`es, groups and modifiers, and views with bodies (evaluated as plain values: such content
/// keeps no `@State`). Other primitive views have none.
@MainActor
enum ViewStructure {
    /// How deep a reader goes before it stops (a view that contains itself).
    static let maximumDepth = 32

    static func children(of view: any View) -> [any View] {
        if let tuple = view as? any AnyTupleView { return tuple.childViews }
        if let optional = view as? any AnyOptionalView { return optional.wrappedView.map { [$0] } ?? [] }
        if let conditional = view as? any AnyConditionalContent { return [conditional.branchView] }
        if let elements = view as? any AnyElementViews { return elements.elementViews }
        if let modified = view as? any AnyModifiedContent { return [modified.anyContent] }
        if let group = view as? any AnyGroupContent { return [group.groupContent] }
        if view is any PrimitiveView { return [] }
        return [evaluateBody(of: view)]
    }
}

/// The element views of a `ForEach`, whatever its type parameters.
@MainActor
protocol AnyElementViews {
    var elementViews: [any View] { get }
}

extension ForEach: AnyElementViews where Content: View {
    var elementViews: [any View] { data.map { content($0) as any View } }
}

/// The content of a `Group` or `AnyView`.
@MainActor
protocol AnyGroupContent {
    var groupContent: any View { get }
}

extension Group: AnyGroupContent {
    var groupContent: any View { content }
}

extension AnyView: AnyGroupContent {
    var groupContent: any View { content }
}
