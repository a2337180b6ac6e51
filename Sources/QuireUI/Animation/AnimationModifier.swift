extension View {
    /// Animates this view's changes with `animation` when `value` changes (SwiftUI's
    /// `animation(_:value:)`): the changes rendered with the new value move, whatever transaction
    /// they were made in (unless it `disablesAnimations`); `nil` makes them happen at once.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: AnimatedValue(value)))
    }

    /// Animates every change of this view with `animation` (SwiftUI's deprecated `animation(_:)`).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationModifier(animation: animation, value: nil))
    }
}

/// An `Equatable` value of any type, compared with its own `==`.
struct AnimatedValue {
    let value: any Equatable
    private let isEqual: (any Equatable) -> Bool

    init<V: Equatable>(_ value: V) {
        self.value = value
        isEqual = { ($0 as? V) == value }
    }

    func equals(_ other: AnimatedValue) -> Bool { isEqual(other.value) }
}

struct _AnimationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let animation: Animation?
    /// The watched value; nil: every change animates (the deprecated form).
    let value: AnimatedValue?

    func makeNode(in context: NodeContext) -> ViewNode { AnimationModifierNode(context) }
}

/// Renders its content under the modifier's animation when the watched value changed since the last
/// render (always, for the deprecated form), and under the running transaction otherwise.
final class AnimationModifierNode: ViewNode {
    private var child = ChildSlot()
    private var lastValue: AnimatedValue?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let modified = typed(view, as: (any AnyModifiedContent).self)
        let modifier = typed(modified.anyModifier, as: _AnimationModifier.self)
        let changed: Bool
        if let value = modifier.value {
            changed = lastValue.map { !$0.equals(value) } ?? false
            lastValue = value
        } else {
            changed = true
        }
        var transaction = RenderTransaction.current ?? Transaction()
        if changed, !transaction.disablesAnimations {
            transaction.animation = modifier.animation
        }
        RenderTransaction.with(transaction) {
            child.reconcile(modified.anyContent, in: self, environment: environment)
        }
        widgets = child.widgets
    }

    override func unmount() {
        super.unmount()
        child.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }

    override func beginRemoval(finished: @escaping @MainActor () -> Void) -> Bool {
        child.node?.beginRemoval(finished: finished) ?? false
    }
}
