/// The context of a state change (SwiftUI's `Transaction`): the animation `withAnimation` asked for
/// and the flags code sets and reads — a gesture's `updating` callback gets one it may change.
/// QuireUI renders every change at its end state (see `Animation`).
public struct Transaction: Sendable {
    /// The animation of the change (`withAnimation`), or nil.
    public var animation: Animation?
    /// Whether views should not animate this change (QuireUI never animates).
    public var disablesAnimations: Bool
    /// Whether the change comes from an action producing a sequence of values (a drag: true in a
    /// gesture's `updating` callback).
    public var isContinuous: Bool
    /// `dismissBehavior`, when set (DismissBehavior.swift).
    var dismissBehaviorValue: DismissBehavior?

    /// An empty transaction.
    public init() {
        animation = nil
        disablesAnimations = false
        isContinuous = false
        dismissBehaviorValue = nil
    }

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.init()
        self.animation = animation
    }
}
