/// A read-write reference to a value owned elsewhere (SwiftUI's `Binding`), for model code that takes
/// bindings — `toggleItem(_ item: Binding<ChecklistItem>, …)` — without the UI module.
///
/// Concurrency: the getter and setter are ordinary (non-`@Sendable`) closures, so `Binding` is not
/// `Sendable`. A binding made in `@MainActor` code may read and write main-actor state
/// (`Binding(get: { model.text }, set: { model.text = $0 })`), and the compiler keeps it in that
/// isolation: it can be captured by `@MainActor` closures such as undo handlers, but not sent to
/// another actor or a detached task.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// The same binding; lets `@Binding var x` be initialized from `$something`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to an immutable value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The referenced value. Setting it writes through to the owner.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself (`$item`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the referenced value (`$item.title`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            }
        )
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The referenced value's identity.
    public var id: Value.ID { wrappedValue.id }
}
