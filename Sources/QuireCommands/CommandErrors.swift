/// A mistake in how the command was typed: printed with the usage text, exit status 2.
public struct UsageError: Error {
    public let message: String
    public init(_ message: String) { self.message = message }
}

/// A command that could not do what was asked for a reason that is not a `DocumentError` about a
/// file (no such item in the checklist, no such version kept): printed as it is, exit status 1.
public struct CommandFailure: Error {
    public let message: String
    public init(_ message: String) { self.message = message }
}

/// A command that has printed its own message and ends the program with `status`.
struct ExitStatus: Error {
    let status: Int32
    init(_ status: Int32) { self.status = status }
}
