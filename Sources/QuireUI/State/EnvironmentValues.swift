import QuireCore

/// A key into `EnvironmentValues`, with the value a view sees when no ancestor set one.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

/// Values passed down the view tree (SwiftUI's `EnvironmentValues`): set with
/// `.environment(\.key, value)` (or modifiers such as `.font`), read with `@Environment(\.key)`.
/// Declare new ones with an `EnvironmentKey` and a computed property in an extension.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// The defaults.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `type` set by `.environmentObject(_:)` or `.environment(_:)`, if any.
    subscript<Object: AnyObject>(object type: Object.Type) -> Object? {
        get { values[ObjectIdentifier(EnvironmentObjectKey<Object>.self)] as? Object }
        set {
            if let newValue {
                values[ObjectIdentifier(EnvironmentObjectKey<Object>.self)] = newValue
            } else {
                values.removeValue(forKey: ObjectIdentifier(EnvironmentObjectKey<Object>.self))
            }
        }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }

    /// Whether `other` holds the same values, as far as can be told: `Equatable` values compare equal,
    /// objects are the same object, bindings to `Equatable` values read the same, empty closure lists
    /// are empty. Anything else counts as different.
    func hasSameValues(as other: EnvironmentValues) -> Bool {
        guard values.count == other.values.count else { return false }
        for (key, value) in values {
            guard let otherValue = other.values[key], EnvironmentValueComparison.same(value, otherValue) else {
                return false
            }
        }
        return true
    }
}

/// The key of an environment object, one per object type.
private enum EnvironmentObjectKey<Object: AnyObject> {}

private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
}

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedShapeStyle? { nil }
}

private struct LayoutAxisKey: EnvironmentKey {
    static var defaultValue: Axis { .vertical }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
    /// The document's undo manager in a document window; `nil` elsewhere.
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }

    /// The font of text in the view (`.font(_:)`); `nil` means the platform's body font.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// Whether controls in the view respond to input (`.disabled(_:)` turns it off for a subtree).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The colour `.foregroundStyle(_:)` set for text and icons.
    var foregroundStyle: ResolvedShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The axis of the nearest enclosing stack: spacers and dividers follow it.
    var layoutAxis: Axis {
        get { self[LayoutAxisKey.self] }
        set { self[LayoutAxisKey.self] = newValue }
    }

    /// The shortcut `.keyboardShortcut(_:)` gave the controls in the view.
    var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}
