// QuireListBench: what one row operation costs a `List` of 10, 1,000 and 10,000 rows — widgets
// created and updated (the view graph's counters) and main-thread time — on the headless backend,
// and with `--gtk` (needs a display: run under scripts/gui/run-under-xvfb.sh) on GTK in a window.
//
// Rows are the Checklist app's (check box, delete button, context menu); `--lean`: titled check
// boxes alone.
//
// usage: QuireListBench [--gtk] [--lean] [--sizes 10,1000,10000] [--repeat N] [--operations toggle,insert,…]

import Foundation
import QuireCore
import QuireUI
import QuireUIHeadless
import QuireGTK

let arguments = CommandLine.arguments.dropFirst()
let useGTK = arguments.contains("--gtk")
let sizes = option("--sizes").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [10, 1_000, 10_000]
let repetitions = option("--repeat").flatMap(Int.init) ?? 5
let lean = arguments.contains("--lean")
/// Only these operations (names as printed), e.g. to profile one.
let operationNames = option("--operations").map { Set($0.split(separator: ",").map(String.init)) }

@MainActor
func benchView(_ model: BenchChecklist) -> AnyView {
    lean ? AnyView(LeanBenchChecklistView(model: model)) : AnyView(BenchChecklistView(model: model))
}

func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), arguments.index(after: index) < arguments.endIndex else {
        return nil
    }
    return arguments[arguments.index(after: index)]
}

if useGTK {
    let runner = ApplicationRunner(applicationID: "org.quire.QuireListBench")
    var window: GTK.ApplicationWindow?
    var passed = true
    runner.onActivate = {
        let benchWindow = GTK.ApplicationWindow(application: runner, title: "Quire List Bench")
        benchWindow.setDefaultSize(width: 480, height: 640)
        benchWindow.present()
        window = benchWindow
        Task { @MainActor in
            passed = await ListBench(sizes: sizes, repetitions: repetitions, only: operationNames, backendName: lean ? "GTK backend, lean rows" : "GTK backend").run { model in
                let host = benchWindow.mount { benchView(model) }
                return BenchTarget(graph: host.graph, keepAlive: host, settle: { GTK.settleFrame(of: benchWindow) })
            }
            window?.close()
            runner.quit()
        }
    }
    let status = runner.run(consumedArguments: Set(CommandLine.arguments.dropFirst()))
    exit(status != 0 ? status : passed ? 0 : 1)
} else {
    let passed = await ListBench(sizes: sizes, repetitions: repetitions, only: operationNames, backendName: lean ? "headless backend, lean rows" : "headless backend").run { model in
        let graph = ViewGraph(backend: HeadlessBackend()) { benchView(model) }
        return BenchTarget(graph: graph, keepAlive: graph, settle: { .zero })
    }
    exit(passed ? 0 : 1)
}
