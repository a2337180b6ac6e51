/// A reusable change to a view (SwiftUI's `ViewModifier`): `body(content:)` wraps the view it is
/// applied to, which appears there as `content`. Apply one with `view.modifier(_:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The view the modifier is applied to, as it appears inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// QuireUI applies its own modifiers itself and never asks for their body.
    public func body(content: Content) -> Never { neverBody(Self.self) }
}

/// The view a `ViewModifier` is applied to, as `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never

    let content: any View
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode {
        PassThroughNode(context) { ($0 as? Self)?.content }
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier applies to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `modifier` applied to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNode(in context: NodeContext) -> ViewNode {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.makeNode(in: context)
        }
        return CompositeNode(context, evaluation: CompositeEvaluation(
            properties: { ($0 as? Self)?.modifier as Any },
            body: { view in
                guard let modified = view as? Self else { return EmptyView() }
                return modified.modifier.body(content: _ViewModifier_Content(content: modified.content))
            }))
    }
}

/// A `ModifiedContent` seen without its generic parameters, for the nodes of primitive modifiers.
@MainActor
protocol AnyModifiedContent {
    var anyContent: any View { get }
    var anyModifier: Any { get }
}

extension ModifiedContent: AnyModifiedContent where Content: View, Modifier: ViewModifier {
    var anyContent: any View { content }
    var anyModifier: Any { modifier }
}

extension View {
    /// The view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier QuireUI implements itself (environment changes, decorations) rather than through a body.
@MainActor
protocol PrimitiveModifier {
    /// The node that applies this modifier to a `ModifiedContent`'s content.
    func makeNode(in context: NodeContext) -> ViewNode
}
