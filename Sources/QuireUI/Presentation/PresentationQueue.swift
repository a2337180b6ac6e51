import Foundation

/// The modal presentations of one window (sheets and full-screen covers): SwiftUI shows one at a
/// time. A second asked for while one is shown waits, with SwiftUI's warning, and is shown when the
/// first is dismissed — its binding still says so.
@MainActor
final class PresentationQueue {
    private var shown: ObjectIdentifier?
    /// The nodes waiting, oldest first; each is told to look at its binding again when its turn may
    /// have come.
    private var waiting: [(id: ObjectIdentifier, retry: @MainActor () -> Void)] = []
    private var warned = false

    /// Whether `owner` may show its presentation now. When not, `retry` runs once the shown one is
    /// dismissed.
    func request(_ owner: AnyObject, retry: @escaping @MainActor () -> Void) -> Bool {
        let id = ObjectIdentifier(owner)
        if shown == nil || shown == id {
            shown = id
            waiting.removeAll { $0.id == id }
            return true
        }
        if !waiting.contains(where: { $0.id == id }) {
            waiting.append((id, retry))
        }
        if !warned {
            warned = true
            FileHandle.standardError.write(Data("""
                Currently, only presenting a single sheet is supported.
                The next sheet will be presented when the currently presented sheet gets dismissed.\n
                """.utf8))
        }
        return false
    }

    /// `owner`'s presentation was dismissed (or it no longer waits): those waiting look at their
    /// bindings again, in the order they asked; the first still asking is shown.
    func release(_ owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        waiting.removeAll { $0.id == id }
        guard shown == id else { return }
        shown = nil
        let asking = waiting
        waiting = []
        for node in asking { node.retry() }
    }
}
