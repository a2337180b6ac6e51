import Foundation

/// Where a view is in its transition (SwiftUI's `TransitionPhase`): about to be inserted, shown, or
/// removed. A transition shows `willAppear` at once on insertion and moves to `identity` with the
/// change's animation; on removal it moves from `identity` to `didDisappear`.
@frozen public enum TransitionPhase: Hashable, Sendable {
    case willAppear
    case identity
    case didDisappear

    /// Whether the transition should leave its view as it is.
    public var isIdentity: Bool { self == .identity }

    /// -1 about to appear, 0 shown, 1 removed.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does besides changing its view (SwiftUI's `TransitionProperties`).
public struct TransitionProperties: Sendable {
    /// Whether the transition moves its view (false: it only fades or changes nothing).
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// How a view changes when inserted into and removed from the hierarchy in an animated change
/// (SwiftUI's `Transition`): `body` applies modifiers to `content` by `phase`; their properties move
/// as any animated change does (opacity, offset, scale, rotation, frame).
@MainActor @preconcurrency public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>

    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` with this transition applied at `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        _TransitionApplication(transition: self, content: content, phase: phase)
    }

    /// This transition and `other`, both applied.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// This transition, moving with `animation` whatever the change's animation is.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(transition: self, animation: animation)
    }
}

/// The view a transition's `body` modifies: the view the transition is applied to.
public struct PlaceholderContentView<Value>: View {
    public typealias Body = Never

    nonisolated init() {}
}

extension PlaceholderContentView: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { PlaceholderContentNode(context) }
}

/// A transition's `body` rendered at a phase, its placeholder standing for `content`.
struct _TransitionApplication<T: Transition, Content: View>: View {
    typealias Body = Never

    let transition: T
    let content: Content
    let phase: TransitionPhase
}

extension _TransitionApplication: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { TransitionApplicationNode(context) }
}

/// A view that provides the content a transition body's placeholder shows.
@MainActor protocol TransitionContentProviding {
    var transitionContent: (any View)? { get }
}

/// Renders a transition's `body`; its placeholder (`PlaceholderContentNode`) renders the content.
final class TransitionApplicationNode: ViewNode, TransitionContentProviding {
    private var child = ChildSlot()
    private(set) var transitionContent: (any View)?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let application = view as? any TransitionApplying else { return }
        transitionContent = application.anyContent
        child.reconcile(application.transitionBody, in: self, environment: environment)
        widgets = child.widgets
    }

    override func unmount() {
        super.unmount()
        child.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }
}

/// Renders the content of the nearest transition application above it.
final class PlaceholderContentNode: ViewNode {
    private var child = ChildSlot()

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        var ancestor = parent
        while let node = ancestor, !(node is TransitionContentProviding) {
            ancestor = node.parent
        }
        child.reconcile((ancestor as? TransitionContentProviding)?.transitionContent, in: self, environment: environment)
        widgets = child.widgets
    }

    override func unmount() {
        super.unmount()
        child.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }
}

/// `_TransitionApplication` with its types erased.
@MainActor protocol TransitionApplying {
    var anyContent: any View { get }
    var transitionBody: any View { get }
}

extension _TransitionApplication: TransitionApplying {
    var anyContent: any View { content }
    var transitionBody: any View { transition.body(content: PlaceholderContentView<T>(), phase: phase) }
}
