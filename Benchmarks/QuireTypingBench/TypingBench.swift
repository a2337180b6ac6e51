import Foundation
import NotesModel
import QuireCore
import QuireUI

/// Seed 000's `ContentView` (the Notes app's editor), here because an app's own target can't be imported.
struct NoteEditor: View {
    @Binding var document: TextDocument

    var body: some View {
        TextEditor(text: $document.text)
            .font(.system(.body, design: .monospaced))
            .padding(8)
    }
}

/// A note open in a `DocumentSession` (a real file in a scratch folder) and mounted like a Notes
/// window: the editor bound to the session's document, the undo manager in the environment.
@MainActor
struct TypingTarget {
    let graph: ViewGraph
    let keepAlive: AnyObject
    /// Inserts one character at `offset` as the toolkit would report a keystroke.
    let type: @MainActor (_ character: Character, _ offset: Int) -> Void
    /// Lets the toolkit finish what the keystroke queued (GTK: layout, drawing).
    let settle: @MainActor () -> Void
}

/// Types `keystrokes` characters into the middle of notes of each size and prints, per keystroke,
/// the widgets created/updated/removed and bodies evaluated (the view graph's counters: they must be
/// the same at every size, with nothing created — no rebuild) and the median and 95th-percentile
/// main-thread time from the toolkit's change to the end of the graph's update (and, for information,
/// the median time the toolkit then spends settling: GTK's layout and drawing). Returns whether
/// both targets held: per-keystroke widget work independent of size, and the median at the largest
/// size within `budget`.
@MainActor
struct TypingBench {
    let sizes: [Int]
    let keystrokes: Int
    let backendName: String
    let budget: Duration

    struct Row {
        let size: Int
        let created: Set<Int>
        let updated: Set<Int>
        let removed: Set<Int>
        let bodies: Set<Int>
        let median: Duration
        let p95: Duration
        let settle: Duration
    }

    func run(mount: @MainActor (DocumentSession) throws -> TypingTarget) async throws -> Bool {
        let scratch = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("quire-typing-bench-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = DocumentEnvironment(appID: "org.quire.TypingBench", dataHome: scratch,
                                              recentsFile: .some(nil))
        let kind = DocumentKind.fileDocument(TextDocument.self) { TextDocument() }

        print("QuireTypingBench (\(backendName); \(keystrokes) keystrokes into the middle of a note; per keystroke)")
        print(pad("note size", 12) + pad("created", 9) + pad("updated", 9) + pad("removed", 9) + pad("bodies", 8)
              + pad("median ms", 11) + pad("p95 ms", 9) + pad("settle ms", 10))
        var rows: [Row] = []
        for size in sizes {
            let url = scratch.appendingPathComponent("note-\(size).txt")
            try Data(Self.noteText(bytes: size).utf8).write(to: url)
            let session = try await DocumentSession.open(url, kinds: [kind], environment: environment)
            // Keystrokes are measured, not the idle autosave they would start (see QuireBench for saves).
            session.autosavesAutomatically = false
            let target = try mount(session)
            target.settle()
            var costs: [WidgetCounters] = []
            var times: [Duration] = []
            var settleTimes: [Duration] = []
            let middle = size / 2
            for index in 0..<keystrokes {
                let before = target.graph.counters
                let start = ContinuousClock.now
                target.type(index % 10 == 9 ? " " : "x", middle + index)
                target.graph.runPendingUpdates()
                let updated = ContinuousClock.now
                times.append(updated - start)
                target.settle()
                settleTimes.append(ContinuousClock.now - updated)
                var cost = target.graph.counters
                cost.created -= before.created
                cost.updated -= before.updated
                cost.removed -= before.removed
                cost.bodyEvaluations -= before.bodyEvaluations
                costs.append(cost)
            }
            let typed = session.document(as: TextDocument.self)?.text.utf8.count ?? 0
            guard typed == size + keystrokes else {
                print("the document holds \(typed) bytes after typing, expected \(size + keystrokes)")
                return false
            }
            let sorted = times.sorted()
            let row = Row(size: size, created: Set(costs.map(\.created)), updated: Set(costs.map(\.updated)),
                          removed: Set(costs.map(\.removed)), bodies: Set(costs.map(\.bodyEvaluations)),
                          median: sorted[sorted.count / 2], p95: sorted[min(sorted.count - 1, sorted.count * 95 / 100)],
                          settle: settleTimes.sorted()[settleTimes.count / 2])
            rows.append(row)
            print(pad(Self.sizeName(size), 12) + pad(list(row.created), 9) + pad(list(row.updated), 9)
                  + pad(list(row.removed), 9) + pad(list(row.bodies), 8)
                  + pad(milliseconds(row.median), 11) + pad(milliseconds(row.p95), 9) + pad(milliseconds(row.settle), 10))
            withExtendedLifetime(target.keepAlive) {}
            withExtendedLifetime(session) {}
        }
        return verdict(rows)
    }

    private func verdict(_ rows: [Row]) -> Bool {
        var ok = true
        if let first = rows.first {
            let constant = rows.allSatisfy {
                $0.created == first.created && $0.updated == first.updated && $0.removed == first.removed
                    && $0.bodies == first.bodies
            }
            if !constant || first.created != [0] || first.removed != [0] {
                print("FAIL: widget work per keystroke depends on the note's size or creates widgets (a rebuild)")
                ok = false
            }
        }
        if let largest = rows.last, largest.median > budget {
            print("FAIL: median \(milliseconds(largest.median)) ms per keystroke at \(Self.sizeName(largest.size)), "
                  + "budget \(milliseconds(budget)) ms")
            ok = false
        }
        if ok {
            print("ok: O(1) widget work per keystroke (nothing created), median within \(milliseconds(budget)) ms")
        }
        return ok
    }

    /// Lines of prose, ASCII, exactly `bytes` long.
    static func noteText(bytes: Int) -> String {
        let line = "The quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs.\n"
        var text = String(repeating: line, count: bytes / line.utf8.count + 1)
        text.removeLast(text.utf8.count - bytes)
        return text
    }

    static func sizeName(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB"
            : bytes >= 1 << 10 && bytes % (1 << 10) == 0 ? "\(bytes >> 10) KiB" : "\(bytes) B"
    }

    private func list(_ values: Set<Int>) -> String {
        values.sorted().map(String.init).joined(separator: "/")
    }

    private func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.3f", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
