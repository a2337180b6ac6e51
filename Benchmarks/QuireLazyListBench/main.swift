// QuireLazyListBench: a `List` and a `Table` of 100,000 rows on GTK, beside a plain C program doing
// the same with GtkListView and GtkColumnView (Benchmarks/LazyListBaseline/lazy_list_baseline.c,
// built by the Makefile's bench target) in the same run, under one Xvfb. Needs a display: run under
// scripts/gui/run-under-xvfb.sh.
//
// Each side, in turns (the C program as a child process, Quire in this process; one warm-up each):
// a window shown empty; then, from the list's creation (the rows already in memory) to the end of
// the first frame that paints it, wall and main-thread CPU time; the widgets under the list view and
// the rows in view; then page scrolls, each one's main-thread CPU time until its frame is painted.
// Figures are medians. Exit status 1 when a target is missed.
//
// usage: QuireLazyListBench --baseline PATH [--rows 100000] [--runs 5] [--scrolls 10] [--kinds list,table]

import CGtk
import Foundation
import QuireCore
import QuireGTK
import QuireUI

let arguments = CommandLine.arguments.dropFirst()

func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), arguments.index(after: index) < arguments.endIndex else {
        return nil
    }
    return arguments[arguments.index(after: index)]
}

guard let baseline = option("--baseline") else {
    FileHandle.standardError.write(Data("usage: QuireLazyListBench --baseline PATH [--rows N] [--runs N] [--scrolls N]\n".utf8))
    exit(2)
}
let rowCount = option("--rows").flatMap(Int.init) ?? 100_000
let runs = option("--runs").flatMap(Int.init) ?? 5
let scrolls = option("--scrolls").flatMap(Int.init) ?? 10
let kinds = (option("--kinds") ?? "list,table").split(separator: ",").compactMap { LargeListKind(rawValue: String($0)) }

let runner = ApplicationRunner(applicationID: "org.quire.QuireLazyListBench")
nonisolated(unsafe) var status: Int32 = 0
runner.onActivate = {
    // The windows come and go: the application stays until the benchmark is done.
    runner.hold()
    Task { @MainActor in
        let rows = LargeRow.rows(rowCount)
        var passed = true
        for kind in kinds {
            let bench = LargeListBench(kind: kind, rows: rows, baseline: baseline, runs: runs, scrolls: scrolls)
            do {
                passed = try bench.run(runner: runner) && passed
            } catch {
                print("\(kind.rawValue): could not run: \(error)")
                status = 2
            }
        }
        if status == 0, !passed {
            status = 1
        }
        runner.release()
        runner.quit()
    }
}
_ = runner.run(consumedArguments: Set(CommandLine.arguments.dropFirst()))
exit(status)
