import QuireCore

/// A key into `FocusedValues` (SwiftUI's `FocusedValueKey`): a type naming the value's type. A key has
/// no default: a focused value nobody publishes is nil.
public protocol FocusedValueKey {
    associatedtype Value
}

/// What the focused window's views publish for commands and other windows to read (SwiftUI's
/// `FocusedValues`): `focusedValue(_:_:)` values of the views around the keyboard focus, and
/// `focusedSceneValue(_:_:)` values of the whole window. Declare new ones as on Apple's platforms:
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey { typealias Value = Binding<Note> }
/// extension FocusedValues {
///     var selectedNote: Binding<Note>? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
public struct FocusedValues: CustomStringConvertible {
    private(set) var values: [ObjectIdentifier: Any] = [:]

    /// No values.
    public init() {}

    /// The value published for `key`, or nil.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The `@Observable` or `ObservableObject` object of `type` published with `focusedValue(_:)`,
    /// `focusedObject(_:)` or `focusedSceneObject(_:)`, or nil.
    subscript<Object: AnyObject>(object type: Object.Type) -> Object? {
        get { values[ObjectIdentifier(FocusedObjectKey<Object>.self)] as? Object }
        set { values[ObjectIdentifier(FocusedObjectKey<Object>.self)] = newValue }
    }

    public var description: String { "FocusedValues(\(values.count) published)" }

    /// Whether `other` publishes the same values, as far as `FocusedValueComparison` tells.
    func hasSameValues(as other: FocusedValues) -> Bool {
        guard values.count == other.values.count else { return false }
        return values.allSatisfy { key, value in
            other.values[key].map { FocusedValueComparison.same(value, $0) } ?? false
        }
    }
}

/// The key of a published object, one per object type.
private enum FocusedObjectKey<Object: AnyObject> {}

/// Compares published values of unknown type. As `EnvironmentValueComparison`, except that two
/// bindings of one non-`Equatable` type count as the same: a view publishing `$model` makes a new
/// binding each time its body runs, to the same storage, and calling that a change would make every
/// view reading the value render again, and a view reading what it publishes render forever.
enum FocusedValueComparison {
    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        if EnvironmentValueComparison.same(lhs, rhs) { return true }
        if let binding = lhs as? any PublishedBinding, !(lhs is any ComparableBinding) {
            return binding.hasSameType(as: rhs)
        }
        return false
    }
}

/// A `Binding` of any value type.
private protocol PublishedBinding {
    func hasSameType(as other: Any) -> Bool
}

extension Binding: PublishedBinding {
    fileprivate func hasSameType(as other: Any) -> Bool { other is Binding<Value> }
}
