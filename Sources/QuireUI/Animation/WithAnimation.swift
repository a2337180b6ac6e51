/// Makes the changes in `body` with `transaction` (SwiftUI's `withTransaction`): they render in the
/// next update batch, moving with the transaction's animation; what reads the transaction while
/// `body` runs (a window's `dismiss`, for its `dismissBehavior`) sees it.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = outer }
    return try body()
}

/// Makes the changes in `body` with `animation` (SwiftUI's `withAnimation`): what they change moves
/// from its old to its new value along the animation's curve.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Makes the changes in `body` with `animation`, then runs `completion` once the motions they
/// started have ended (at once after the render when nothing moves). A motion replaced by a later
/// change ends there. Both criteria are the same here: a spring's motion ends when it has settled.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping @MainActor () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    let group = AnimationCompletionGroup(completion)
    transaction.completionGroup = group
    let result = try withTransaction(transaction, body)
    // The batch the change scheduled runs first: the main actor runs its jobs in order.
    Task { @MainActor in group.seal() }
    return result
}
