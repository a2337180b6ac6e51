import Foundation
import Observation
import QuireCore

/// A value kept in `UserDefaults` (SwiftUI's `@AppStorage`): `@AppStorage("fontSize") var fontSize =
/// 13.0`. Reading gives the stored value, or the default when the key holds none (or a value of
/// another type); setting stores it and re-renders every view that read that key of that store through
/// `@AppStorage`, in every window. The store is `store:`, else the environment's `defaultAppStorage`,
/// else `UserDefaults.standard`.
///
/// Linux's Foundation writes a store to disk only when asked (`synchronize()`), where Apple's does so
/// by itself: a change made through `@AppStorage` is written at the end of the main actor's turn, so
/// preferences survive the app. A change made with `UserDefaults.set` directly shows the next time a
/// view renders (Foundation here has no key-value observing to announce it).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let store: UserDefaults?
    let defaultValue: Value
    let coding: DefaultsCoding<Value>
    let location = AppStorageLocation()

    init(key: String, store: UserDefaults?, defaultValue: Value, coding: DefaultsCoding<Value>) {
        self.key = key
        self.store = store
        self.defaultValue = defaultValue
        self.coding = coding
    }

    /// The stored value, or the default.
    @MainActor public var wrappedValue: Value {
        get {
            let defaults = resolvedStore
            DefaultsEntry.entry(defaults, key).recordAccess()
            return defaults.object(forKey: key).flatMap(coding.decode) ?? defaultValue
        }
        nonmutating set {
            let defaults = resolvedStore
            DefaultsEntry.entry(defaults, key).change {
                if let object = coding.encode(newValue) {
                    defaults.set(object, forKey: key)
                } else {
                    defaults.removeObject(forKey: key)
                }
            }
        }
    }

    /// A binding to the stored value (`Toggle("Show Word Count", isOn: $showsWordCount)`).
    @MainActor public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    @MainActor private var resolvedStore: UserDefaults {
        store ?? location.environmentStore ?? .standard
    }
}

extension AppStorage: NodeLinkedProperty {
    func link(to node: CompositeNode, slot: Int) {
        location.environmentStore = node.environment.defaultAppStorage
    }
}

/// The environment's store for a re-created `AppStorage` value, set before each body.
final class AppStorageLocation {
    var environmentStore: UserDefaults?
}

/// How a value of one of the types `AppStorage` accepts becomes a property-list object and back. nil
/// from `decode`: the stored object is of another type (the default shows); nil from `encode`: an
/// optional set to nil (the key is removed).
struct DefaultsCoding<Value> {
    let decode: (Any) -> Value?
    let encode: (Value) -> Any?

    static func plain<Stored>(_: Stored.Type) -> DefaultsCoding<Stored> {
        DefaultsCoding<Stored>(decode: { $0 as? Stored }, encode: { $0 })
    }

    /// Integers and doubles come back from a property list as whichever number type it parsed.
    static var int: DefaultsCoding<Int> {
        DefaultsCoding<Int>(decode: { ($0 as? NSNumber)?.intValue ?? $0 as? Int }, encode: { $0 })
    }

    static var double: DefaultsCoding<Double> {
        DefaultsCoding<Double>(decode: { ($0 as? NSNumber)?.doubleValue ?? $0 as? Double }, encode: { $0 })
    }

    static var bool: DefaultsCoding<Bool> {
        DefaultsCoding<Bool>(decode: { ($0 as? NSNumber)?.boolValue ?? $0 as? Bool }, encode: { $0 })
    }

    /// A URL is stored as its absolute string, as `UserDefaults.set(_:forKey:)` with a URL does.
    static var url: DefaultsCoding<URL> {
        DefaultsCoding<URL>(decode: { ($0 as? String).flatMap(URL.init(string:)) ?? $0 as? URL }, encode: { $0.absoluteString })
    }

    func optional() -> DefaultsCoding<Value?> {
        DefaultsCoding<Value?>(decode: { decode($0).map(Optional.some) }, encode: { $0.flatMap(encode) })
    }

    func raw<R: RawRepresentable>(_: R.Type) -> DefaultsCoding<R> where R.RawValue == Value {
        DefaultsCoding<R>(decode: { decode($0).flatMap(R.init(rawValue:)) }, encode: { encode($0.rawValue) })
    }
}

// MARK: Apple's initializers

extension AppStorage {
    /// A Boolean user default, `wrappedValue` when it has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .bool)
    }

    /// An integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .int)
    }

    /// A double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .double)
    }

    /// A string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .plain(String.self))
    }

    /// A URL user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .url)
    }

    /// A data user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .plain(Data.self))
    }

    /// A date user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .plain(Date.self))
    }

    /// An integer user default read as a `RawRepresentable` value (an enumeration).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: DefaultsCoding<Int>.int.raw(Value.self))
    }

    /// A string user default read as a `RawRepresentable` value (an enumeration).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: DefaultsCoding<String>.plain(String.self).raw(Value.self))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean user default, nil when it has none.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, defaultValue: nil, coding: DefaultsCoding<Bool>.bool.optional())
    }

    /// An optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, defaultValue: nil, coding: DefaultsCoding<Int>.int.optional())
    }

    /// An optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, defaultValue: nil, coding: DefaultsCoding<Double>.double.optional())
    }

    /// An optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, defaultValue: nil, coding: DefaultsCoding<String>.plain(String.self).optional())
    }

    /// An optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, defaultValue: nil, coding: DefaultsCoding<URL>.url.optional())
    }

    /// An optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, defaultValue: nil, coding: DefaultsCoding<Data>.plain(Data.self).optional())
    }

    /// An optional date user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, store: store, defaultValue: nil, coding: DefaultsCoding<Date>.plain(Date.self).optional())
    }

    /// An optional integer user default read as a `RawRepresentable` value.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, store: store, defaultValue: nil, coding: DefaultsCoding<Int>.int.raw(R.self).optional())
    }

    /// An optional string user default read as a `RawRepresentable` value.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, store: store, defaultValue: nil, coding: DefaultsCoding<String>.plain(String.self).raw(R.self).optional())
    }
}
