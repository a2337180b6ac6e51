/// The context of a state change (SwiftUI's `Transaction`): the animation `withAnimation` asked for
/// and the flags code sets and reads — a gesture's `updating` callback gets one it may change.
/// A change with an animation moves the properties it changes (see `RenderTransaction`).
public struct Transaction: Sendable {
    /// The animation of the change (`withAnimation`), or nil.
    public var animation: Animation?
    /// Whether `.animation(_:value:)` modifiers leave this change's animation as it is.
    public var disablesAnimations: Bool
    /// Whether the change comes from an action producing a sequence of values (a drag: true in a
    /// gesture's `updating` callback).
    public var isContinuous: Bool
    /// `dismissBehavior`, when set (DismissBehavior.swift).
    var dismissBehaviorValue: DismissBehavior?
    /// `withAnimation`'s completion, told of each motion this change starts.
    var completionGroup: AnimationCompletionGroup?

    /// An empty transaction.
    public init() {
        animation = nil
        disablesAnimations = false
        isContinuous = false
        dismissBehaviorValue = nil
        completionGroup = nil
    }

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.init()
        self.animation = animation
    }
}
