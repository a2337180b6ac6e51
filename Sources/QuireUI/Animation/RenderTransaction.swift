/// The transaction the views rendering now were changed in: the scheduler notes the animated
/// transaction a state change was made in (`withAnimation`, `withTransaction`) and renders the batch
/// under it; `.animation(_:value:)` replaces it for its content. A property a node shows moves when
/// it changes under an animation (`PropertyMotion`), and takes its new value at once otherwise.
@MainActor
enum RenderTransaction {
    private(set) static var current: Transaction?

    /// The animation the properties changing now move with, or nil: at once.
    static var animation: Animation? { current?.animation }

    /// Runs `render` under `transaction`.
    static func with<T>(_ transaction: Transaction?, _ render: () -> T) -> T {
        let outer = current
        current = transaction
        defer { current = outer }
        return render()
    }
}

/// Runs `withAnimation`'s completion once every motion its change started has ended (and the change
/// has rendered: `seal()` comes after the batch).
@MainActor
final class AnimationCompletionGroup {
    private var running = 0
    private var isSealed = false
    private var completion: (() -> Void)?

    init(_ completion: @escaping @MainActor () -> Void) {
        self.completion = completion
    }

    /// A motion of the change started.
    func enter() { running += 1 }

    /// A motion of the change ended (or was replaced).
    func leave() {
        running -= 1
        finishIfDone()
    }

    /// The change has rendered: no motion joins later.
    func seal() {
        isSealed = true
        finishIfDone()
    }

    private func finishIfDone() {
        guard isSealed, running <= 0, let completion else { return }
        self.completion = nil
        completion()
    }
}
