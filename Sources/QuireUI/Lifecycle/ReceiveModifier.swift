import CombineCore
import Foundation
import QuireCore

/// Runs an action with each value a publisher sends while its content is in the graph.
struct _ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    typealias Body = Never

    let publisher: P
    let action: (P.Output) -> Void

    func makeNode(in context: NodeContext) -> ViewNode { ReceiveNode<P>(context) }
}

/// Subscribes after the render that brings the view in (a publisher that sends at once — a
/// `CurrentValueSubject`, `Just` — does not run the action during a render) and cancels when the
/// view leaves. A render that passes another publisher — another object, or a value whose contents
/// differ — subscribes anew; the same publisher keeps its subscription, and each value runs the
/// latest render's action, on the main actor: a value sent on another thread hops there, in order.
final class ReceiveNode<P: Publisher>: LifecycleNode<_ReceiveModifier<P>> where P.Failure == Never {
    private var subscription: AnyCancellable?

    override func didUpdate(from old: _ReceiveModifier<P>?, to new: _ReceiveModifier<P>) {
        if let old, PublisherIdentity.same(old.publisher, new.publisher) { return }
        subscription?.cancel()
        subscription = nil
        let publisher = new.publisher
        graph.scheduler.enqueue { [weak self] in
            guard let self, isMounted, subscription == nil else { return }
            subscription = subscribe(to: publisher)
        }
    }

    override func willLeave() {
        subscription?.cancel()
        subscription = nil
    }

    private func subscribe(to publisher: P) -> AnyCancellable {
        let receive = ReceivedValue { [weak self] (value: P.Output) in self?.receive(value) }
        return publisher.sink { @Sendable value in
            let delivery = ReceivedValue(value)
            if MainActorCheck.isOnMainActor {
                MainActor.assumeIsolated { receive.value(delivery.value) }
            } else {
                // The main queue keeps the values in the order sent; it runs the main actor's jobs.
                DispatchQueue.main.async { MainActor.assumeIsolated { receive.value(delivery.value) } }
            }
        }
    }

    private func receive(_ value: P.Output) {
        guard isMounted, let action = modifier?.action else { return }
        action(value)
    }
}

/// A value (or the node's delivery closure) on its way to the main actor.
private struct ReceivedValue<Value>: @unchecked Sendable {
    // @unchecked: a value is handed over once, to the main actor's delivery, and the sender keeps no
    // use of it; the delivery closure is main-actor isolated and only called there.
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Whether a render passes the same publisher as the one before: the same object for a class,
/// equal for an `Equatable` value, otherwise the same bytes (a struct holding the same references,
/// as `NotificationCenter.Publisher` or `$model.property` made again each render).
enum PublisherIdentity {
    static func same<P>(_ lhs: P, _ rhs: P) -> Bool {
        if P.self is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
        if let equal = equalityComparator(for: P.self) {
            return withUnsafePointer(to: lhs) { left in withUnsafePointer(to: rhs) { right in equal(left, right) } }
        }
        return withUnsafeBytes(of: lhs) { left in withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) } }
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while this view is in the window, on the main
    /// actor.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}
