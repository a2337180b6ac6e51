import Foundation
import Observation

/// One key of one `UserDefaults` store as Quire reads and writes it (`@AppStorage`, remembered window
/// sizes): a body that read the key is tracked through Observation, so a change made through any
/// `@AppStorage` of that key re-renders it, and every change reaches the disk (`change`). Entries live
/// as long as the app: one per key used.
@MainActor
package final class DefaultsEntry: Observable {
    private struct Identity: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    private static var entries: [Identity: DefaultsEntry] = [:]
    /// Stores changed this turn, written to disk at its end (Linux's Foundation writes only when asked).
    private static var unsynchronized: [ObjectIdentifier: UserDefaults] = [:]

    private let registrar = ObservationRegistrar()
    private let store: UserDefaults
    /// Counts changes; what Observation tracks.
    private var generation = 0

    private init(store: UserDefaults) {
        self.store = store
    }

    package static func entry(_ store: UserDefaults, _ key: String) -> DefaultsEntry {
        let identity = Identity(store: ObjectIdentifier(store), key: key)
        if let entry = entries[identity] { return entry }
        let entry = DefaultsEntry(store: store)
        entries[identity] = entry
        return entry
    }

    func recordAccess() {
        registrar.access(self, keyPath: \.generation)
    }

    /// Makes `change` to the store, re-renders the readers, and writes the store at the turn's end.
    package func change(_ change: () -> Void) {
        registrar.withMutation(of: self, keyPath: \.generation) {
            change()
            generation += 1
        }
        let identity = ObjectIdentifier(store)
        guard Self.unsynchronized.updateValue(store, forKey: identity) == nil else { return }
        Task { @MainActor in
            guard let store = Self.unsynchronized.removeValue(forKey: identity) else { return }
            Self.write(store)
        }
    }

    /// Writes the stores changed this turn now: the app is quitting, and the turn's end may not come.
    package static func writePendingChanges() {
        let stores = unsynchronized.values
        unsynchronized.removeAll()
        for store in stores { write(store) }
    }

    private static func write(_ store: UserDefaults) {
        // false (a read-only ~/.config): the values last for this run only, as in the store itself.
        _ = store.synchronize()
    }
}
