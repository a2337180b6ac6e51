import Observation
import QuireCore

/// A value owned by a view (SwiftUI's `@State`). It lives in the view's node, so it survives the view
/// being re-created when its parent's body is evaluated again; setting it re-evaluates the owning
/// view's body (once per main-actor turn, however many times it was set).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    /// State starting at `value`.
    public init(wrappedValue value: Value) {
        location = StateLocation(initialValue: value)
    }

    /// State starting at `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value. Reading it before the view is in a window reads the initial value; setting
    /// it then changes nothing that lasts.
    @MainActor public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the value, for child views that change it (`$text`).
    @MainActor public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: NodeLinkedProperty {
    func link(to node: CompositeNode, slot: Int) {
        let storage = node.stateStorage(slot: slot) { StateStorage(value: location.initialValue, owner: node) }
        location.storage = storage as? StateStorage<Value>
    }
}

/// Where a `State` value points: the initial value, and once the view is mounted the node's storage.
/// Each re-created view value has a new location, linked to the same storage.
/// Not isolated itself (a view's initializer makes it); its value is read and written on the main actor.
final class StateLocation<Value> {
    let initialValue: Value
    var storage: StateStorage<Value>?

    init(initialValue: Value) {
        self.initialValue = initialValue
    }

    @MainActor var value: Value {
        get { storage?.value ?? initialValue }
        set { storage?.value = newValue }
    }
}

/// The value of one `@State`, kept by the node of the view that declares it.
///
/// Setting it re-renders the owner. Reads are recorded two ways: Observation tracking (so a node that
/// read it while rendering — a list row's content, a field showing it through a binding — renders
/// again), and whether the owner's body itself read it: when it did not, the body's views are the same
/// and the re-render is cheap for lists (`InvalidationCause.unreadState`: no row renders for typing in
/// a field above a list).
@MainActor
final class StateStorage<Value>: Observable, BodyReadRecording {
    private weak var owner: CompositeNode?
    private let registrar = ObservationRegistrar()
    private var stored: Value
    /// Whether the owner's body read the value since it last began running.
    var readByBody = false

    var value: Value {
        get {
            if owner?.isEvaluatingBody == true {
                readByBody = true
            }
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
            owner?.invalidate(readByBody ? .other : .unreadState)
        }
    }

    init(value: Value, owner: CompositeNode) {
        stored = value
        self.owner = owner
    }
}

/// A `@State`'s storage, as its owner sees it before running its body.
@MainActor
protocol BodyReadRecording: AnyObject {
    var readByBody: Bool { get set }
}
