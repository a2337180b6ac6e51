import Foundation
import QuireCore

/// Runs issue 8's engine benchmarks and prints the results table and the scaling table.
///
/// Every figure is the median of `runs` runs (at least 5; `QUIRE_BENCH_RUNS` raises it), with its
/// baseline measured in the same process run, side by side. Exit status 1 when a measured target is
/// missed; benchmarks that need the UI are listed as not measured, never as passes.
@MainActor
struct BenchmarkSuite {
    let loop: MainActorLoop

    static let mebibyte = Double(1 << 20)

    func run() async -> Int32 {
        let runs = max(5, Int(ProcessInfo.processInfo.environment["QUIRE_BENCH_RUNS"] ?? "") ?? 5)
        let workspace: Workspace
        do {
            workspace = try Workspace()
            try BenchDocuments.registerTypes()
        } catch {
            print("QuireBench: cannot set up: \(error)")
            return 2
        }
        defer { workspace.remove() }
        print("QuireBench: \(runs) runs per figure (median), in \(workspace.root.path) — \(workspace.fileSystem)")
        print("Load average at start: \(Self.loadAverage()) on \(ProcessInfo.processInfo.activeProcessorCount) cores")
        do {
            let (rows, scaling) = try await measure(workspace: workspace, runs: runs)
            print("")
            print(Report.results(rows))
            print("")
            print("Scaling (figure at 1×, 10×, 100× the document size; medians):")
            print("")
            print(Report.scaling(scaling))
            let missed = rows.filter { $0.verdict == .fail }.count + scaling.filter { $0.verdict == .fail }.count
            print("")
            print("Load average at end: \(Self.loadAverage()) (wall times stretch when it exceeds the cores)")
            print(missed == 0 ? "All measured targets met." : "\(missed) measured target(s) missed.")
            return missed == 0 ? 0 : 1
        } catch {
            print("QuireBench: a benchmark failed to run: \(error)")
            return 2
        }
    }

    /// The 1-, 5- and 15-minute load averages: how many other programs wanted the cores meanwhile.
    static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    private func progress(_ text: String) {
        FileHandle.standardError.write(Data("… \(text)\n".utf8))
    }

    /// `QUIRE_BENCH_ONLY=1,3` runs only those benchmarks (for profiling); the default is all.
    private static let selection: Set<Int>? = ProcessInfo.processInfo.environment["QUIRE_BENCH_ONLY"]
        .map { Set($0.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }) }

    /// `QUIRE_BENCH_BASELINES=0` skips benchmark 1's baselines, so a profile shows Quire's save alone.
    private static let skipsBaselines = ProcessInfo.processInfo.environment["QUIRE_BENCH_BASELINES"] == "0"

    private func selected(_ number: Int) -> Bool { Self.selection?.contains(number) ?? true }

    private func measure(workspace: Workspace, runs: Int) async throws -> ([ResultRow], [ScalingRow]) {
        let board = PackageSaveBenchmark(workspace: workspace, runs: runs)
        let checklist = ChecklistBenchmark(workspace: workspace, runs: runs, loop: loop)
        let note = NoteSaveBenchmark(workspace: workspace, runs: runs)
        var rows: [ResultRow] = []
        let scalingWanted = selected(8)

        // 5 first: the process is at its smallest, so nothing freed earlier hides growth.
        var memory: PackageSaveBenchmark.MemoryResult?
        if selected(5) || scalingWanted {
            progress("5. memory: opening the 100 MiB board")
            memory = try await board.memory(stickers: 100)
        }

        var incremental: PackageSaveBenchmark.IncrementalResult?
        if selected(1) || scalingWanted {
            progress("1. incremental package save, 100 stickers")
            incremental = try await board.incremental(stickers: 100)
            if let saves = incremental?.save.values, let first = saves.first, let last = saves.last {
                let cpu = incremental?.cpu
                progress("   median \(Format.milliseconds(incremental?.save.median ?? 0)), first \(Format.milliseconds(first)), last \(Format.milliseconds(last)); CPU median \(Format.milliseconds(cpu?.median ?? 0)), first \(Format.milliseconds(cpu?.values.first ?? 0)), last \(Format.milliseconds(cpu?.values.last ?? 0))")
                progress("   each save: \(saves.map { Format.milliseconds($0) }.joined(separator: ", "))")
            }
        }
        if selected(1), let incremental, !Self.skipsBaselines {
            progress("1. baselines: full rewrite and cp -r")
            let baselines = try await board.baselines(stickers: 100)
            rows += PackageRows.rows(incremental, baselines)
        }

        var stall: ChecklistBenchmark.StallResult?
        if selected(2) || scalingWanted {
            progress("2. autosave stall, 100,000 items")
            stall = try await checklist.autosaveStall(items: 100_000)
            if let stall {
                progress("   main actor median \(Format.milliseconds(stall.mainActor.median)) wall, \(Format.milliseconds(stall.mainActorCPU.median)) CPU, in \(Int(stall.turns.median)) turns")
            }
        }
        if selected(2), let stall {
            let stallOK = stall.mainActor.median <= 0.002 && stall.share.median <= 0.05
            rows.append(ResultRow(
                benchmark: "2. autosave after one toggle, 100,000 items: main-actor time (vs the whole save)",
                quire: Format.milliseconds(stall.mainActor.median), baseline: Format.milliseconds(stall.save.median),
                ratio: Format.percent(stall.share.median), target: "≤ 2 ms and ≤ 5%",
                verdict: stallOK ? .pass : .fail))
            rows.append(ResultRow(
                benchmark: "2. … the main thread's CPU time in the same interval (wall time above it = other programs on the cores)",
                quire: Format.milliseconds(stall.mainActorCPU.median), baseline: Format.milliseconds(stall.save.median),
                ratio: Format.percent(stall.mainActorCPU.median / stall.save.median), target: "—", verdict: .info))
        }

        var open: ChecklistBenchmark.OpenResult?
        if selected(3) || scalingWanted {
            progress("3. open a 100,000-item checklist: Quire, JSONDecoder alone, Python")
            open = try await checklist.open(items: 100_000, python: selected(3))
            if let open {
                progress("   Quire median \(Format.milliseconds(open.quire.median)) wall, \(Format.milliseconds(open.quireCPU.median)) CPU (all threads), \(Format.milliseconds(open.mainActor.median)) main actor in \(Int(open.turns.median)) turns; JSONDecoder alone \(Format.milliseconds(open.decode.median)) wall, \(Format.milliseconds(open.decodeCPU.median)) CPU; example model \(Format.milliseconds(open.example.median)) (\(Format.milliseconds(open.exampleMainActor.median)) main actor); Python \(Format.milliseconds(open.python.median)) wall, \(Format.milliseconds(open.pythonCPU.median)) CPU")
            }
        }
        if selected(3), let open {
            let added = open.quire.median / open.decode.median
            rows.append(ResultRow(
                benchmark: "3. open 100,000-item checklist (\(Format.bytes(Double(open.fileBytes))) JSON), seed 001's model verbatim: Quire's open vs the seed's JSONDecoder().decode of the same bytes",
                quire: Format.milliseconds(open.quire.median), baseline: Format.milliseconds(open.decode.median),
                ratio: Format.ratio(added), target: "≤ 1.10×", verdict: added <= 1.10 ? .pass : .fail))
            rows.append(ResultRow(
                benchmark: "3. … the same in CPU time (the whole process, every thread), less stretched by other programs",
                quire: Format.milliseconds(open.quireCPU.median), baseline: Format.milliseconds(open.decodeCPU.median),
                ratio: Format.ratio(open.quireCPU.median / open.decodeCPU.median), target: "—", verdict: .info))
            rows.append(ResultRow(
                benchmark: "3. … main-actor time during that open (apply, bookkeeping)",
                quire: Format.milliseconds(open.mainActor.median), baseline: Format.milliseconds(open.quire.median),
                ratio: Format.percent(open.mainActor.median / open.quire.median), target: "—", verdict: .info))
            rows.append(ResultRow(
                benchmark: "3. … the example app's model (the seed's plus its duplicate-id check, off the main actor), main actor \(Format.milliseconds(open.exampleMainActor.median))",
                quire: Format.milliseconds(open.example.median), baseline: Format.milliseconds(open.decode.median),
                ratio: Format.ratio(open.example.median / open.decode.median), target: "—", verdict: .info))
            rows.append(ResultRow(
                benchmark: "3. … Python \(open.pythonVersion) json.load of the same file, for information",
                quire: Format.milliseconds(open.quire.median), baseline: Format.milliseconds(open.python.median),
                ratio: Format.ratio(open.quire.median / open.python.median), target: "—", verdict: .info))
        }

        var large: NoteSaveBenchmark.Result?
        if selected(4) || scalingWanted {
            progress("4. save a 50 MiB note, Quire and cp + sync")
            large = try await note.run(bytes: 50 << 20, baseline: selected(4))
        }
        if selected(4), let large {
            let largeRatio = large.save.median / large.copy.median
            rows.append(ResultRow(
                benchmark: "4. save 50 MiB note with fsync vs `cp` + `sync FILE`",
                quire: Format.milliseconds(large.save.median), baseline: Format.milliseconds(large.copy.median),
                ratio: Format.ratio(largeRatio), target: "≤ 1.50×", verdict: largeRatio <= 1.5 ? .pass : .fail))
        }

        if selected(5), let memory {
            let boardBytes = 100 * Self.mebibyte
            rows.append(ResultRow(
                benchmark: "5. memory: RSS growth opening the 100 MiB board (vs the board's size)",
                quire: Format.bytes(memory.openGrowth.median), baseline: Format.bytes(boardBytes),
                ratio: Format.percent(memory.openGrowth.median / boardBytes), target: "≤ 25 MiB",
                verdict: memory.openGrowth.median <= 25 * Self.mebibyte ? .pass : .fail))
            rows.append(ResultRow(
                benchmark: "5. memory: … and after moving one sticker and saving",
                quire: Format.bytes(memory.afterSaveGrowth.median), baseline: Format.bytes(boardBytes),
                ratio: Format.percent(memory.afterSaveGrowth.median / boardBytes), target: "≤ 25 MiB",
                verdict: memory.afterSaveGrowth.median <= 25 * Self.mebibyte ? .pass : .fail))
        }

        if selected(6) {
            let title = "6. launch: Notes app, process start to first window mapped under Xvfb, vs a minimal C GTK 4 window"
            if let app = LaunchBenchmark.notesApp(), let script = LaunchBenchmark.script() {
                progress("6. launch: NotesApp and a C GTK 4 window under Xvfb")
                let launch = try await LaunchBenchmark(runs: runs).run(app: app, script: script)
                let ratio = launch.quire.median / launch.c.median
                rows.append(ResultRow(
                    benchmark: title, quire: Format.milliseconds(launch.quire.median),
                    baseline: Format.milliseconds(launch.c.median), ratio: Format.ratio(ratio), target: "≤ 1.50×",
                    verdict: ratio <= 1.5 ? .pass : .fail))
            } else {
                rows.append(.notMeasured(title + " (build NotesApp in release beside QuireBench: make bench does)", target: "≤ 1.50×"))
            }
        }
        if selected(7) {
            // Measured on the views themselves by QuireTypingBench and QuireListBench (headless and on
            // GTK), which `make bench` runs before this program, each with its own verdict line.
            rows.append(ResultRow(benchmark: "7. typing in a 1 MiB note, toggles in a 10,000-item checklist: QuireTypingBench and QuireListBench, above",
                                  quire: "above", baseline: "—", ratio: "—", target: "O(1) widgets, ≤ 4 ms", verdict: .info))
        }

        if selected(9) {
            progress("9. recents: one note in a 1,000-bookmark recently-used.xbel")
            let bench = RecentsBenchmark(workspace: workspace, runs: runs)
            let recents = try await Task.detached { try bench.run() }.value
            rows.append(ResultRow(
                benchmark: "9. recents: note one document in a 1,000-bookmark recently-used.xbel (\(Format.bytes(Double(recents.fileBytes)))): read, edit, read back, atomic write with fsync",
                quire: Format.milliseconds(recents.update.median), baseline: "—", ratio: "—", target: "≤ 5 ms",
                verdict: recents.update.median <= 0.005 ? .pass : .fail))
            rows.append(ResultRow(
                benchmark: "9. … its CPU time", quire: Format.milliseconds(recents.updateCPU.median), baseline: "—",
                ratio: "—", target: "—", verdict: .info))
            rows.append(ResultRow(
                benchmark: "9. … the edit alone, no disk: GBookmarkFile reads, notes, writes out, reads back (vs the whole update)",
                quire: Format.milliseconds(recents.edit.median), baseline: Format.milliseconds(recents.update.median),
                ratio: Format.percent(recents.edit.median / recents.update.median), target: "—", verdict: .info))
        }

        guard scalingWanted, let memory, let incremental, let stall, let open, let large else { return (rows, []) }
        progress("8. scaling: boards of 1 and 10 stickers")
        let small = try await (board.incremental(stickers: 1), board.incremental(stickers: 10))
        let smallOpen = try await (board.memory(stickers: 1), board.memory(stickers: 10))
        progress("8. scaling: checklists of 1,000 and 10,000 items")
        let listSaves = try await (checklist.autosaveStall(items: 1_000), checklist.autosaveStall(items: 10_000))
        let listOpens = try await (checklist.openQuire(items: 1_000), checklist.openQuire(items: 10_000))
        progress("8. scaling: notes of 0.5 and 5 MiB")
        let notes = try await (note.run(bytes: (50 << 20) / 100, baseline: false), note.run(bytes: (50 << 20) / 10, baseline: false))

        let saveTimes = [small.0.save.median, small.1.save.median, incremental.save.median]
        let saveBytes = [small.0.contentBytes.median, small.1.contentBytes.median, incremental.contentBytes.median]
        let timeGrowth = saveTimes[2] / saveTimes[0]
        // "Flat": 100× the content costs at most twice the time, and the content written stays under
        // the 64 KiB budget at every size.
        let flat = timeGrowth <= 2 && saveBytes.allSatisfy { $0 <= 64 * 1024 }
        let stickerSizes = ["1 MiB", "10 MiB", "100 MiB"]
        var scaling: [ScalingRow] = []
        scaling.append(ScalingRow(document: "board: move one sticker, save (time)", sizes: stickerSizes,
                                  figures: saveTimes.map(Format.milliseconds), growth: Format.ratio(timeGrowth),
                                  target: "≤ 2× (flat)", verdict: timeGrowth <= 2 ? .pass : .fail))
        scaling.append(ScalingRow(document: "board: move one sticker, save (content bytes written)", sizes: stickerSizes,
                                  figures: saveBytes.map(Format.bytes), growth: Format.ratio(saveBytes[2] / saveBytes[0]),
                                  target: "≤ 64 KiB each", verdict: saveBytes.allSatisfy { $0 <= 64 * 1024 } ? .pass : .fail))
        scaling.append(info("board: move one sticker, save (write_bytes incl. metadata)", stickerSizes,
                            [small.0.bytes.median, small.1.bytes.median, incremental.bytes.median], Format.bytes))
        let boardOpens = [smallOpen.0.open.median, smallOpen.1.open.median, memory.open.median]
        scaling.append(info("board: open (time)", stickerSizes, boardOpens, Format.milliseconds))
        scaling.append(info("board: open (RSS growth)", stickerSizes,
                            [smallOpen.0.openGrowth.median, smallOpen.1.openGrowth.median, memory.openGrowth.median], Format.bytes))
        let listSizes = ["1,000 items", "10,000 items", "100,000 items"]
        scaling.append(info("checklist: toggle one, autosave (time)", listSizes,
                            [listSaves.0.save.median, listSaves.1.save.median, stall.save.median], Format.milliseconds))
        scaling.append(info("checklist: toggle one, autosave (main actor)", listSizes,
                            [listSaves.0.mainActor.median, listSaves.1.mainActor.median, stall.mainActor.median], Format.milliseconds))
        scaling.append(info("checklist: open", listSizes,
                            [listOpens.0.median, listOpens.1.median, open.quire.median], Format.milliseconds))
        let noteSizes = ["0.5 MiB", "5 MiB", "50 MiB"]
        scaling.append(info("note: type one character, save", noteSizes,
                            [notes.0.save.median, notes.1.save.median, large.save.median], Format.milliseconds))
        scaling.append(info("note: open", noteSizes,
                            [notes.0.open.median, notes.1.open.median, large.open.median], Format.milliseconds))
        rows.append(ResultRow(
            benchmark: "8. scaling: incremental package save stays flat, 1 → 100 stickers (table below)",
            quire: Format.milliseconds(saveTimes[2]), baseline: Format.milliseconds(saveTimes[0]) + " at 1×",
            ratio: Format.ratio(timeGrowth), target: "≤ 2×, ≤ 64 KiB", verdict: flat ? .pass : .fail))
        return (rows, scaling)
    }

    private func info(_ document: String, _ sizes: [String], _ values: [Double], _ format: (Double) -> String) -> ScalingRow {
        ScalingRow(document: document, sizes: sizes, figures: values.map(format),
                   growth: values[0] > 0 ? Format.ratio(values[2] / values[0]) : "—", target: "—", verdict: .info)
    }
}
