/// The context of a state change (SwiftUI's `Transaction`). QuireUI has no animations, so it only
/// carries the flags code sets and reads: a gesture's `updating` callback gets one it may change.
public struct Transaction: Sendable {
    /// Whether views should not animate this change (QuireUI never animates).
    public var disablesAnimations: Bool
    /// Whether the change comes from an action producing a sequence of values (a drag: true in a
    /// gesture's `updating` callback).
    public var isContinuous: Bool

    /// An empty transaction.
    public init() {
        disablesAnimations = false
        isContinuous = false
    }
}
