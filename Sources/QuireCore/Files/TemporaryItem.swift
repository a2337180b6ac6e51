import Foundation

/// Names for the hidden temporaries every safe write creates beside its destination. One recognisable
/// prefix, so leftovers from a crash can be found and removed on the next open.
enum TemporaryItem {
    static let prefix = ".quire-tmp-"

    /// A fresh hidden name in the same directory as `url` (same filesystem, so rename is atomic);
    /// `writer`: this process's token at the end of the random part, for drives without locks.
    static func url(beside url: URL, writer: WriterToken? = nil) -> URL {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 36) + (writer?.text ?? "")
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

    /// Removes the temporary files an `AtomicFile.write(…, locksTemporary: true)` of `url` abandoned
    /// (its process died before the rename), leaving every temporary whose writer may still be alive.
    ///
    /// Sound because of the writer's `flock` (see `sweep`), not because of an age: an age threshold
    /// could not tell a stopped or slow writer from a dead one, and would keep fresh crash leftovers.
    /// Only regular files named for `url` are touched (not a folder, link or another program's
    /// temporary: GLib's own are `recently-used.xbel.XXXXXX`), and only on a drive with locks.
    @discardableResult
    static func removeAbandonedFiles(for url: URL) -> Int {
        let base = String(url.lastPathComponent.prefix(100))
        return sweep(url.deletingLastPathComponent(), matching: { belongs($0, to: base) }) { found in
            found.status.isRegularFile && found.isLocked && Glibc.unlink(found.url.path) == 0
        }
    }
}
