/// How a window is dismissed by code (SwiftUI's `DismissBehavior`), set for a transaction:
/// `withTransaction(\.dismissBehavior, .destructive) { dismiss() }`.
public struct DismissBehavior: Hashable, Sendable {
    let isDestructive: Bool

    /// As the close button would: a document window with unsaved changes asks first.
    public static let interactive = DismissBehavior(isDestructive: false)
    /// Whatever stands in the way: a document window closes without asking (a saved document is
    /// saved, as on every close; an untitled one's changes are dropped), sheets and alerts over it
    /// close with it.
    public static let destructive = DismissBehavior(isDestructive: true)
}

extension Transaction {
    /// How windows dismissed in this transaction go (`.interactive` unless set).
    public var dismissBehavior: DismissBehavior {
        get { dismissBehaviorValue ?? .interactive }
        set { dismissBehaviorValue = newValue }
    }

    /// The transaction whose body is running (`withTransaction`), if any.
    @MainActor
    package static var current: Transaction? {
        get { TransactionContext.current }
        set { TransactionContext.current = newValue }
    }
}

/// Where the running transaction is kept: the main actor runs one body at a time.
@MainActor
enum TransactionContext {
    static var current: Transaction?
}

/// Makes the changes in `body` with the transaction's `keyPath` set to `value` (SwiftUI's
/// `withTransaction(_:_:_:)`): `withTransaction(\.dismissBehavior, .destructive) { dismissWindow() }`.
@MainActor
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
                                           _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
