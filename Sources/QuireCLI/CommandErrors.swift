/// A mistake in how the command was typed: printed with the usage text, exit status 2.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// A command that could not do what was asked for a reason that is not a `DocumentError` about a
/// file (no such item in the checklist, no such version kept): printed as it is, exit status 1.
struct CommandFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
