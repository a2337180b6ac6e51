/// A piece of user interface (SwiftUI's `View`): a value describing what to show, whose `body` is
/// built from other views.
///
/// Views are cheap values, re-created whenever their parent's body is evaluated; QuireUI keeps what
/// persists — `@State`, widgets, observation — in a node of its view graph, found again by the view's
/// position in its parent (and by id inside `ForEach`), so re-evaluating a body updates the existing
/// widgets instead of rebuilding them.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this one is made of.
    associatedtype Body: View

    /// The content of the view. QuireUI evaluates it again when the `@State` it reads, the
    /// Observation properties it reads, or its inputs from the parent change.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    /// Primitive views, which QuireUI draws itself, have no body; QuireUI never asks for it.
    public var body: Never { neverBody(Self.self) }
}

/// The body of a primitive view. The reconciler draws primitive views itself and never reads
/// their body, so only code that calls `body` on one by hand gets here.
func neverBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(V.self) is drawn by QuireUI and has no body")
}
