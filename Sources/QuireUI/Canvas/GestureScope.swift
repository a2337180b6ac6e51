/// What a gesture node passes to the views inside it: whether their gestures are enabled (a
/// `GestureMask` without `.subviews` turns them off) and the high-priority gestures above them, which
/// cancel theirs when recognised.
@MainActor
final class GestureScope {
    let parent: GestureScope?
    /// Whether the gesture owning this scope lets the views inside recognise theirs.
    var letsSubviewsRecognize = true
    private var members: [ObjectIdentifier: Weak] = [:]

    private struct Weak {
        weak var node: GestureNode?
    }

    init(parent: GestureScope?) {
        self.parent = parent
    }

    /// False below a gesture added with a mask that excludes the subviews.
    var subviewGesturesEnabled: Bool {
        letsSubviewsRecognize && (parent?.subviewGesturesEnabled ?? true)
    }

    /// `node`'s gestures are inside this scope and every scope above it.
    func register(_ node: GestureNode) {
        var scope: GestureScope? = self
        while let current = scope {
            current.members[ObjectIdentifier(node)] = Weak(node: node)
            scope = current.parent
        }
    }

    func unregister(_ node: GestureNode) {
        var scope: GestureScope? = self
        while let current = scope {
            current.members[ObjectIdentifier(node)] = nil
            scope = current.parent
        }
    }

    /// Cancels every gesture inside but `except` (the one that took the input).
    func preempt(except owner: GestureNode) {
        members = members.filter { $0.value.node != nil }
        for member in members.values {
            guard let node = member.node, node !== owner else { continue }
            node.cancelForPreemption()
        }
    }
}

private struct GestureScopeKey: EnvironmentKey {
    static var defaultValue: GestureScope? { nil }
}

extension EnvironmentValues {
    /// The gesture scope of the nearest gesture node above.
    var gestureScope: GestureScope? {
        get { self[GestureScopeKey.self] }
        set { self[GestureScopeKey.self] = newValue }
    }
}
