/// Makes the changes in `body` with `transaction` (SwiftUI's `withTransaction`). QuireUI renders
/// them at their end state in the next update batch; what reads the transaction while `body` runs
/// (a window's `dismiss`, for its `dismissBehavior`) sees it.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = outer }
    return try body()
}

/// Makes the changes in `body` with `animation` (SwiftUI's `withAnimation`). QuireUI shows them at
/// their end state in the next update batch.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Makes the changes in `body` with `animation`, then runs `completion` once they are on screen: the
/// update batch the changes scheduled runs first (both run in order on the main actor).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping @MainActor () -> Void) rethrows -> Result {
    let result = try withAnimation(animation, body)
    Task { @MainActor in completion() }
    return result
}

extension View {
    /// Animates this view's changes when `value` changes. QuireUI shows the end state at once.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        self
    }

    /// Animates this view's changes. QuireUI shows the end state at once.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        self
    }
}
