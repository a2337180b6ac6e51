import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Names for the hidden temporaries every safe write creates beside its destination. One recognisable
/// prefix, so leftovers from a crash can be found and removed on the next open.
enum TemporaryItem {
    static let prefix = ".quire-tmp-"

    /// A fresh hidden name in the same directory as `url` (same filesystem, so rename is atomic).
    static func url(beside url: URL) -> URL {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let base = String(url.lastPathComponent.prefix(100))
        return url.deletingLastPathComponent().appendingPathComponent("\(prefix)\(random)-\(base)")
    }

    static func isTemporary(_ name: String) -> Bool { name.hasPrefix(prefix) }

    /// Whether `name` is a temporary made for a destination named `base`: exactly prefix, random part,
    /// hyphen, base (a plain suffix test would also claim the temporaries of “b-doc.txt” for “doc.txt”).
    static func belongs(_ name: String, to base: String) -> Bool {
        guard isTemporary(name) else { return false }
        let rest = name.dropFirst(prefix.count)
        guard let hyphen = rest.firstIndex(of: "-") else { return false }
        return rest[rest.index(after: hyphen)...] == base[...]
    }

    /// Removes crash leftovers (files or whole staging folders) that belonged to `url`. Best effort: a
    /// temporary that cannot be removed is left alone.
    @discardableResult
    static func removeLeftovers(for url: URL) -> Int {
        let directory = url.deletingLastPathComponent()
        guard let names = try? POSIX.directoryEntries(directory) else { return 0 }
        let base = String(url.lastPathComponent.prefix(100))
        var removed = 0
        for name in names where belongs(name, to: base) {
            if (try? POSIX.removeTree(directory.appendingPathComponent(name))) != nil { removed += 1 }
        }
        return removed
    }
}
