import Observation
import QuireCore

/// Bindings to the properties of an `@Observable` object (SwiftUI's `@Bindable`):
/// `@Bindable var model: Model` then `TextField("Title", text: $model.title)`.
///
/// The views that read the object's properties in their body are re-evaluated when those properties
/// change; `@Bindable` itself only makes the bindings.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to `object`'s properties.
    public init(wrappedValue object: Value) {
        wrappedValue = object
    }

    /// Bindings to `object`'s properties.
    public init(_ object: Value) {
        wrappedValue = object
    }

    /// The wrapper itself, whose members are bindings (`$model.title`).
    public var projectedValue: Bindable<Value> { self }

    /// A binding to one property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's identity.
    public var id: Value.ID { wrappedValue.id }
}
