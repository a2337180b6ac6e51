/// One of two views, chosen by an `if`/`else` or `switch` in a `@ViewBuilder`. The two branches have
/// different identities: switching branch replaces the content (and its `@State`).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension _ConditionalContent: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode {
        ConditionalNode(context)
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(in context: NodeContext) -> ViewNode { OptionalNode(context) }
}

/// The views a `for` loop in a `@ViewBuilder` made, identified by their position.
public struct _ArrayContent<Element: View>: View {
    public typealias Body = Never

    let elements: [Element]
}

extension _ArrayContent: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode {
        KeyedChildrenNode(context) { (view: any View) in
            guard let array = view as? Self else { return [] }
            return array.elements.enumerated().map { (AnyHashable($0.offset), $0.element as any View) }
        }
    }
}

/// The branch a `_ConditionalContent` took and its view, whatever its branch types.
@MainActor
protocol AnyConditionalContent {
    var isTrueBranch: Bool { get }
    var branchView: any View { get }
}

extension _ConditionalContent: AnyConditionalContent {
    var isTrueBranch: Bool {
        if case .trueContent = storage { return true }
        return false
    }

    var branchView: any View {
        switch storage {
        case let .trueContent(view): view
        case let .falseContent(view): view
        }
    }
}

/// An optional view's content, whatever its type.
@MainActor
protocol AnyOptionalView {
    var wrappedView: (any View)? { get }
}

extension Optional: AnyOptionalView where Wrapped: View {
    var wrappedView: (any View)? { self.map { $0 as any View } }
}
