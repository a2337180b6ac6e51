import Observation

/// A `@FocusState`'s target as its graph's router sees it, whatever its value type.
@MainActor
protocol FocusStateTarget: AnyObject {
    /// The value while the focus is in none of the state's views.
    var restingValue: AnyHashable { get }
    /// The focus moved into the view bound to `value` (nil: into none of the state's views).
    func followFocus(to value: AnyHashable?)
}

/// The value of one `@FocusState`, kept by the node of the view that declares it.
///
/// A view setting it re-renders the owner and asks the graph to move the keyboard focus; the focus
/// moving sets it without asking anything back. Reads are tracked, so views reading it (through a
/// binding too) re-render.
@MainActor
final class FocusStateStorage<Value: Hashable>: Observable, FocusStateTarget {
    private weak var owner: CompositeNode?
    private let registrar = ObservationRegistrar()
    let resting: Value
    private var stored: Value

    init(resting: Value, owner: CompositeNode) {
        self.resting = resting
        stored = resting
        self.owner = owner
    }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            guard newValue != stored else { return }
            write(newValue)
            guard let graph = owner?.graph else { return }
            graph.focusStates.request(AnyHashable(newValue), of: self, in: graph)
        }
    }

    var restingValue: AnyHashable { AnyHashable(resting) }

    func followFocus(to value: AnyHashable?) {
        let followed = value.flatMap { $0.base as? Value } ?? resting
        if followed != stored { write(followed) }
    }

    private func write(_ newValue: Value) {
        registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
        owner?.invalidate()
    }
}
