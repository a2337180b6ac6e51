import Foundation

/// A transition of any type (SwiftUI's `AnyTransition`, the form before the `Transition` protocol).
public struct AnyTransition: Sendable {
    /// The transition's body applied to a content at a phase.
    let apply: @MainActor @Sendable (any View, TransitionPhase) -> any View

    /// Erases `transition`.
    nonisolated public init<T: Transition>(_ transition: T) {
        let box = UncheckedTransition(transition: transition)
        apply = { content, phase in box.transition.apply(content: AnyView(content), phase: phase) }
    }

    public static let opacity = AnyTransition(OpacityTransition())
    public static let identity = AnyTransition(IdentityTransition())
    public static let slide = AnyTransition(SlideTransition())
    public static let scale = AnyTransition(ScaleTransition(0))

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(Double(scale), anchor: anchor))
    }

    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }

    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }

    /// `insertion` when the view appears, `removal` when it goes.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition { content, phase in
            removal.apply(insertion.apply(content, phase == .willAppear ? .willAppear : .identity),
                          phase == .didDisappear ? .didDisappear : .identity)
        }
    }

    /// This transition and `other`, both applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition { content, phase in other.apply(apply(content, phase), phase) }
    }

    /// This transition, moving with `animation` whatever the change's animation is.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition { content, phase in
            AnyView(apply(content, phase)).modifier(_AnimationModifier(animation: animation, value: nil))
        }
    }

    nonisolated private init(apply: @escaping @MainActor @Sendable (any View, TransitionPhase) -> any View) {
        self.apply = apply
    }
}

/// A transition value held by `AnyTransition`'s closure: transitions are values of the main actor's
/// views, read only there.
private struct UncheckedTransition<T: Transition>: @unchecked Sendable {
    let transition: T
}

extension View {
    /// How this view appears and goes when inserted or removed in an animated change (SwiftUI's
    /// `transition(_:)`): the transition's `willAppear` look moves to `identity` on insertion;
    /// on removal the view stays drawn, moving to `didDisappear`, until its motion ends.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: t))
    }

    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
}

struct _TransitionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let transition: AnyTransition

    func makeNode(in context: NodeContext) -> ViewNode { TransitionNode(context) }
}

/// Renders its content through the transition at `identity`; inserted in an animated change, it
/// renders `willAppear` at once first, then `identity` under the animation; removed in one, it
/// renders `didDisappear` under the animation and reports when those motions have ended.
final class TransitionNode: ViewNode {
    private var child = ChildSlot()
    private var transition: AnyTransition?
    private var content: (any View)?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let modified = typed(view, as: (any AnyModifiedContent).self)
        let modifier = typed(modified.anyModifier, as: _TransitionModifier.self)
        let isInsertion = transition == nil
        transition = modifier.transition
        content = modified.anyContent
        if isInsertion, RenderTransaction.animation != nil {
            var atOnce = RenderTransaction.current ?? Transaction()
            atOnce.animation = nil
            RenderTransaction.with(atOnce) { render(.willAppear) }
        }
        render(.identity)
    }

    private func render(_ phase: TransitionPhase) {
        guard let transition, let content else { return }
        child.reconcile(transition.apply(content, phase), in: self, environment: environment)
        widgets = child.widgets
    }

    override func beginRemoval(finished: @escaping @MainActor () -> Void) -> Bool {
        guard RenderTransaction.animation != nil, var transaction = RenderTransaction.current else { return false }
        let outer = transaction.completionGroup
        let progress = RemovalProgress()
        let group = AnimationCompletionGroup {
            if progress.isRunning {
                finished()
                outer?.leave()
            } else {
                progress.endedAtOnce = true
            }
        }
        transaction.completionGroup = group
        RenderTransaction.with(transaction) { render(.didDisappear) }
        group.seal()
        guard !progress.endedAtOnce else { return false }
        progress.isRunning = true
        outer?.enter()
        return true
    }

    override func unmount() {
        super.unmount()
        child.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }
}

/// Whether a removal's motions outlived the render that started them.
@MainActor
private final class RemovalProgress {
    var isRunning = false
    var endedAtOnce = false
}
