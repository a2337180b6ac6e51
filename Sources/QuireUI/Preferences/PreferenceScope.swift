/// Where the preferences of the views inside one reader (`onPreferenceChange`, `transformPreference`,
/// `overlayPreferenceValue`) gather: the values its writers set and the scopes of the readers inside
/// it, in the order they first appeared, which is the order of the views.
///
/// A change anywhere inside goes up the chain of scopes, so every reader around it looks again.
@MainActor
final class PreferenceScope {
    private enum Entry {
        case value(key: ObjectIdentifier, value: Any)
        case scope(PreferenceScope)
    }

    private(set) weak var parent: PreferenceScope?
    private var entries: [ObjectIdentifier: (order: Int, entry: Entry)] = [:]
    private var nextOrder = 0
    /// `transformPreference`'s changes to what leaves this scope, by key.
    var transforms: [ObjectIdentifier: (inout Any) -> Void] = [:]
    /// Called when a value inside changed.
    var didChange: () -> Void = {}

    init(parent: PreferenceScope?) {
        self.parent = parent
        parent?.set(.scope(self), by: self)
    }

    /// `owner` sets `value` for `key` (replacing what it set before, keeping its place).
    func set<Key: PreferenceKey>(_ value: Key.Value, for key: Key.Type, by owner: AnyObject) {
        set(.value(key: ObjectIdentifier(key), value: value), by: owner)
    }

    func remove(_ owner: AnyObject) {
        guard entries.removeValue(forKey: ObjectIdentifier(owner)) != nil else { return }
        changed()
    }

    /// Leaves the enclosing scope (the reader left the tree).
    func detach() {
        parent?.remove(self)
    }

    /// The views' values for `key` combined, transformed by this scope's `transformPreference`s;
    /// nil when no view inside sets one and nothing transforms it.
    func value<Key: PreferenceKey>(for key: Key.Type) -> Key.Value? {
        var values: [Key.Value] = []
        for (_, entry) in entries.values.sorted(by: { $0.order < $1.order }) {
            switch entry {
            case .value(let entryKey, let value):
                if entryKey == ObjectIdentifier(key), let value = value as? Key.Value { values.append(value) }
            case .scope(let scope):
                if let value = scope.value(for: key) { values.append(value) }
            }
        }
        guard let transform = transforms[ObjectIdentifier(key)] else {
            return values.isEmpty ? nil : Self.reduce(values, key)
        }
        var transformed: Any = Self.reduce(values, key)
        transform(&transformed)
        return transformed as? Key.Value
    }

    private static func reduce<Key: PreferenceKey>(_ values: [Key.Value], _ key: Key.Type) -> Key.Value {
        guard var combined = values.first else { return Key.defaultValue }
        for next in values.dropFirst() {
            Key.reduce(value: &combined) { next }
        }
        return combined
    }

    private func set(_ entry: Entry, by owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        if let existing = entries[id] {
            entries[id] = (existing.order, entry)
            // A view setting the value it had (each time it renders) changes nothing.
            if case .value(let oldKey, let old) = existing.entry, case .value(let newKey, let new) = entry,
               oldKey == newKey, EnvironmentValueComparison.same(old, new) {
                return
            }
            if case .scope = entry { return }
        } else {
            nextOrder += 1
            entries[id] = (nextOrder, entry)
        }
        changed()
    }

    private func changed() {
        didChange()
        parent?.changed()
    }
}

private struct PreferenceScopeKey: EnvironmentKey {
    static var defaultValue: PreferenceScope? { nil }
}

extension EnvironmentValues {
    /// The scope the views here set their preferences in (nil: no reader above them).
    var preferenceScope: PreferenceScope? {
        get { self[PreferenceScopeKey.self] }
        set { self[PreferenceScopeKey.self] = newValue }
    }
}
