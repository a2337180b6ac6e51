/// Carries a value into a `@Sendable` closure (a dispatch queue's, a timer's, a continuation's).
///
/// Combine predates Sendable: its schedulers take plain closures and its subscribers are not
/// Sendable, and the contract that makes handing them to another thread safe is Combine's own — a
/// scheduler runs each action once, and a publisher never calls one subscriber from two threads at
/// once. Every use states which of those it relies on.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
