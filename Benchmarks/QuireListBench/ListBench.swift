import Foundation
import QuireCore
import QuireUI
import QuireGTK

/// A mounted benchmark list: its graph, what keeps it alive, and how to let the toolkit finish the
/// work an update queued (GTK: until the window has drawn the frame after it — layout, snapshot and
/// drawing), returning the main thread's CPU time that took.
@MainActor
struct BenchTarget {
    let graph: ViewGraph
    let keepAlive: AnyObject
    let settle: @MainActor () -> Duration
}

/// Runs each operation `repetitions` times on lists of each size and prints one line per operation:
/// widgets created/updated/removed and list rows rendered per operation (they must not grow with the
/// size) and the median main-thread CPU time (`GTK.mainThreadCPUTime`: time the main thread worked,
/// not time it waited or was preempted on a loaded machine) of the update (the model change, the
/// graph's batch, the backend's work, GTK's signal handlers it ran) and of the toolkit settling
/// afterwards (GTK: until the next frame is painted).
@MainActor
struct ListBench {
    let sizes: [Int]
    let repetitions: Int
    /// The operations to run (all when nil).
    var only: Set<String>?
    let backendName: String

    struct Operation {
        let name: String
        let run: @MainActor (BenchChecklist, Int) -> Void
    }

    static let operations: [Operation] = [
        Operation(name: "toggle") { model, round in
            model.items[model.items.count / 2].isChecked.toggle()
            _ = round
        },
        // The same on a row at the top, in view in the GTK window (a lazy list renders rows in view
        // only: the middle row of a long list is not).
        Operation(name: "toggle in view") { model, round in
            model.items[1].isChecked.toggle()
            _ = round
        },
        Operation(name: "rename") { model, round in
            model.items[model.items.count / 3].title = "Renamed \(round)"
        },
        Operation(name: "insert") { model, _ in
            model.items.insert(BenchItem(id: model.makeID(), title: "New"), at: model.items.count / 2)
        },
        Operation(name: "insert in view") { model, _ in
            model.items.insert(BenchItem(id: model.makeID(), title: "New"), at: 1)
        },
        Operation(name: "delete") { model, _ in
            model.items.remove(at: model.items.count / 2)
        },
        Operation(name: "move first→last") { model, _ in
            model.items.move(fromOffsets: IndexSet(integer: 0), toOffset: model.items.count)
        },
        Operation(name: "move last→first") { model, _ in
            model.items.move(fromOffsets: IndexSet(integer: model.items.count - 1), toOffset: 0)
        },
        // A keystroke in the field above the list: its binding set as the field's change handler sets
        // it (the field then shows the text: one update). No row may render.
        Operation(name: "type above list") { model, round in
            model.newItemField?.wrappedValue = "Item \(round)"
        },
    ]

    /// Prints the table, then the verdict on issue 8's item 7 for lists: a toggle in the largest list
    /// costs at most 4 ms of main-thread time (update + settle) and touches no more widgets than in the
    /// smallest (O(1)). Other operations over 4 ms are listed for information. Returns the verdict.
    @discardableResult
    func run(mount: @MainActor (BenchChecklist) -> BenchTarget) async -> Bool {
        /// operation → size → (widgets touched at most, median update + settle)
        var figures: [String: [Int: (widgets: Int, time: Duration)]] = [:]
        print("QuireListBench (\(backendName), median of \(repetitions); per operation)")
        print(pad("rows", 7) + pad("operation", 17) + pad("created", 9) + pad("updated", 9) + pad("removed", 9)
              + pad("rows", 7) + pad("update ms", 11) + pad("settle ms", 11))
        for size in sizes {
            let model = BenchChecklist(count: size)
            let start = GTK.mainThreadCPUTime()
            let target = mount(model)
            let mountTime = GTK.mainThreadCPUTime() - start + target.settle()
            let mounted = target.graph.counters
            print(pad("\(size)", 7) + pad("mount", 17) + pad("\(mounted.created)", 9) + pad("-", 9) + pad("-", 9)
                  + pad("\(mounted.rowRenders)", 7) + pad(milliseconds(mountTime), 11) + pad("-", 11))
            for operation in Self.operations where only?.contains(operation.name) ?? true {
                var costs: [WidgetCounters] = []
                var updateTimes: [Duration] = []
                var settleTimes: [Duration] = []
                for round in 0..<repetitions {
                    let before = target.graph.counters
                    let updateStart = GTK.mainThreadCPUTime()
                    operation.run(model, round)
                    target.graph.runPendingUpdates()
                    updateTimes.append(GTK.mainThreadCPUTime() - updateStart)
                    settleTimes.append(target.settle())
                    var cost = target.graph.counters
                    cost.created -= before.created
                    cost.updated -= before.updated
                    cost.removed -= before.removed
                    cost.rowRenders -= before.rowRenders
                    costs.append(cost)
                }
                let created = Set(costs.map(\.created)).sorted().map(String.init).joined(separator: "/")
                let updated = Set(costs.map(\.updated)).sorted().map(String.init).joined(separator: "/")
                let removed = Set(costs.map(\.removed)).sorted().map(String.init).joined(separator: "/")
                let rows = Set(costs.map(\.rowRenders)).sorted().map(String.init).joined(separator: "/")
                print(pad("\(size)", 7) + pad(operation.name, 17) + pad(created, 9) + pad(updated, 9) + pad(removed, 9)
                      + pad(rows, 7) + pad(milliseconds(median(updateTimes)), 11) + pad(milliseconds(median(settleTimes)), 11))
                let widgets = costs.map { $0.created + $0.updated + $0.removed }.max() ?? 0
                figures[operation.name, default: [:]][size] = (widgets, median(updateTimes) + median(settleTimes))
            }
            withExtendedLifetime(target.keepAlive) {}
        }
        return verdict(figures)
    }

    private func verdict(_ figures: [String: [Int: (widgets: Int, time: Duration)]]) -> Bool {
        let budget = Duration.milliseconds(4)
        guard let largest = sizes.max(), let smallest = sizes.min() else { return true }
        // A toggle is the operation: the middle row (out of view in a lazy list) and one in view.
        let isToggle = { (name: String) in name.hasPrefix("toggle") }
        for (name, bySize) in figures.sorted(by: { $0.key < $1.key }) where !isToggle(name) {
            if let figure = bySize[largest], figure.time > budget {
                print("info: \(name) at \(largest) rows takes \(milliseconds(figure.time)) ms (update + settle)")
            }
        }
        var passed = true
        for (name, bySize) in figures.sorted(by: { $0.key < $1.key }) where isToggle(name) {
            guard let big = bySize[largest], let small = bySize[smallest] else { continue }
            let ok = big.widgets <= small.widgets && big.time <= budget
            print((ok ? "ok" : "FAIL") + ": \(name) at \(largest) rows: \(big.widgets) widgets touched "
                  + "(\(small.widgets) at \(smallest) rows), \(milliseconds(big.time)) ms update + settle (target ≤ 4 ms, O(1) widgets)")
            passed = passed && ok
        }
        return passed
    }

    private func median(_ values: [Duration]) -> Duration {
        let sorted = values.sorted()
        return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
    }

    private func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        return String(format: "%.3f", value)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
