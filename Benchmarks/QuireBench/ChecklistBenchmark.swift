import ChecklistModel
import Foundation
import QuireCore

/// Benchmarks 2 and 3 (and the checklist rows of 8) on a checklist of N items.
///
/// - Autosave stall: toggle one item, let the edit's bookkeeping settle (as the autosave delay would),
///   then `autosave()`. The main actor's busy time during the save (snapshot, bookkeeping, every hop
///   back) comes from `MainActorLoop`, which runs all main-actor jobs; the whole save is wall time.
/// - Open: `DocumentSession.open` of seed 001's model verbatim (`Seed001`: type detection, identity,
///   reading, the seed's `JSONDecoder().decode`, `apply`, recents) against that same decode of the
///   same bytes, already in memory, in this process: what Quire adds to the app's own decoding. The
///   example app's model (the seed's plus its duplicate-id check in `apply`) and Python's
///   `json.load(open(f))` (timed inside Python with `time.perf_counter`, interpreter start excluded)
///   are measured beside it for information. Each is warmed up once; the page cache is warm.
@MainActor
struct ChecklistBenchmark {
    let workspace: Workspace
    let runs: Int
    let loop: MainActorLoop

    struct StallResult {
        var mainActor = Samples()
        /// The main thread's CPU time in the same interval.
        var mainActorCPU = Samples()
        var save = Samples()
        var share = Samples()
        /// Main-actor turns during the autosave (including the one that calls it).
        var turns = Samples()
    }

    struct OpenResult {
        /// Quire's open of seed 001's model, wall time.
        var quire = Samples()
        /// The whole process's CPU time (every thread) during each open, main-actor time and turns.
        var quireCPU = Samples()
        var mainActor = Samples()
        var turns = Samples()
        /// `JSONDecoder().decode(Seed001.Checklist.self, from: data)` of the file's bytes: wall time,
        /// and the process's CPU time meanwhile (less stretched by other programs than wall time).
        var decode = Samples()
        var decodeCPU = Samples()
        /// Quire's open of the example app's model (`ChecklistModel`), and its main-actor time.
        var example = Samples()
        var exampleMainActor = Samples()
        var python = Samples()
        var pythonCPU = Samples()
        var fileBytes = 0
        var pythonVersion = ""
    }

    func environment() -> DocumentEnvironment { BenchDocuments.environment("org.quire.Bench.Checklist", in: workspace) }

    /// The checklist file for `purpose`: the stall benchmark's file is rewritten by Quire (pretty
    /// printed); the open benchmark's stays the compact fixture.
    func makeChecklist(items: Int, purpose: String = "Open") throws -> URL {
        let url = workspace.url("\(purpose)-\(items).checklist")
        if !FileManager.default.fileExists(atPath: url.path) {
            try Fixtures.checklistJSON(items: items).write(to: url)
            ProcessStatistics.settle(workspace.root)
        }
        return url
    }

    func autosaveStall(items: Int) async throws -> StallResult {
        let url = try makeChecklist(items: items, purpose: "Autosave")
        let session = try await BenchDocuments.open(url, BenchDocuments.checklist, environment())
        guard let document = session.document(as: ChecklistDocument.self) else { throw BenchFailure("not a checklist") }
        var result = StallResult()
        // One untimed save first: the first save of a file also stamps its document id.
        document.toggleItem(id: document.checklist.items[0].id, undoManager: session.undoManager)
        try await session.autosave()
        for run in 0..<runs {
            let item = document.checklist.items[(run * 7919 + 1) % items]
            document.toggleItem(id: item.id, undoManager: session.undoManager)
            // The edit's own turn and its observation callbacks finish first, as they would during
            // the autosave delay; they are the edit's cost, not the save's.
            try await Task.sleep(for: .milliseconds(20))
            ProcessStatistics.settle(workspace.root)
            guard session.hasUnsavedChanges else { throw BenchFailure("the toggle did not make the checklist dirty") }
            let busy = loop.mainActorBusyNanoseconds
            let busyCPU = loop.mainActorCPUNanoseconds
            let drains = loop.drains
            let start = Clock.now()
            try await session.autosave()
            let end = Clock.now()
            let mainActor = Double(loop.mainActorBusyNanoseconds - busy) / 1e9
            result.mainActorCPU.add(Double(loop.mainActorCPUNanoseconds - busyCPU) / 1e9)
            result.turns.add(Double(loop.drains - drains + 1))
            let save = Double(end - start) / 1e9
            guard !session.hasUnsavedChanges else { throw BenchFailure("autosave left the checklist dirty") }
            result.mainActor.add(mainActor)
            result.save.add(save)
            result.share.add(mainActor / save)
        }
        return result
    }

    /// Opens the checklist `runs` times through a fresh session each time (seed 001's model).
    func openQuire(items: Int) async throws -> Samples {
        let url = try makeChecklist(items: items)
        var samples = Samples()
        for run in -1..<runs {
            let open = try await openOnce(url, BenchDocuments.seedChecklist, items: items)
            if run >= 0 { samples.add(open.seconds) }  // run -1 warms up
        }
        return samples
    }

    /// One open through a fresh session: wall time, process CPU time, main-actor time and turns.
    private func openOnce(_ url: URL, _ kind: DocumentKind, items: Int)
        async throws -> (seconds: Double, cpu: Double, mainActor: Double, turns: Int) {
        let drains = loop.drains
        let busy = loop.mainActorBusyNanoseconds
        let cpu = ProcessStatistics.cpuSeconds()
        let (session, seconds) = try await Clock.measure {
            try await BenchDocuments.open(url, kind, environment())
        }
        let cpuUsed = ProcessStatistics.cpuSeconds() - cpu
        let mainActor = Double(loop.mainActorBusyNanoseconds - busy) / 1e9
        let turns = loop.drains - drains + 1
        let count = session.document(as: Seed001.ChecklistDocument.self)?.checklist.items.count
            ?? session.document(as: ChecklistDocument.self)?.checklist.items.count
        guard count == items else { throw BenchFailure("the checklist did not open whole") }
        // The recents entry is written after the open returns; not part of the next open's time.
        await DocumentSession.flushRecentDocuments()
        return (seconds, cpuUsed, mainActor, turns)
    }

    /// The seed's decoding alone: `JSONDecoder().decode` of `data`, off the main actor as Quire's
    /// reader runs it; the result is freed outside the timed region, as the session keeps its own.
    private nonisolated static func decode(_ data: Data) async throws -> (seconds: Double, cpu: Double) {
        try await Task.detached {
            let cpu = ProcessStatistics.cpuSeconds()
            let start = Clock.now()
            let checklist = try JSONDecoder().decode(Seed001.Checklist.self, from: data)
            let end = Clock.now()
            let cpuUsed = ProcessStatistics.cpuSeconds() - cpu
            guard !checklist.items.isEmpty else { throw BenchFailure("decoded no items") }
            return (Double(end - start) / 1e9, cpuUsed)
        }.value
    }

    func open(items: Int, python: Bool) async throws -> OpenResult {
        let url = try makeChecklist(items: items)
        var result = OpenResult()
        let data = try Data(contentsOf: url)
        result.fileBytes = data.count
        // Interleaved, so drift in the machine's load reaches every figure alike.
        for run in -1..<runs {
            let seed = try await openOnce(url, BenchDocuments.seedChecklist, items: items)
            let decode = try await Self.decode(data)
            let example = try await openOnce(url, BenchDocuments.checklist, items: items)
            guard run >= 0 else { continue }  // run -1 warms up
            result.quire.add(seed.seconds)
            result.quireCPU.add(seed.cpu)
            result.mainActor.add(seed.mainActor)
            result.turns.add(Double(seed.turns))
            result.decode.add(decode.seconds)
            result.decodeCPU.add(decode.cpu)
            result.example.add(example.seconds)
            result.exampleMainActor.add(example.mainActor)
        }
        guard python else { return result }
        let python = try await Self.pythonLoad(url, runs: runs)
        result.python = python.samples
        result.pythonCPU = python.cpu
        result.pythonVersion = python.version
        return result
    }

    /// Python's `json.load(open(f))`, timed inside one Python process (start-up excluded), once to
    /// warm up and then `runs` times. Freeing the result is outside the timed region, as for Quire.
    /// The process CPU time of each load is read outside the timed region (before the start, after the
    /// end), so the wall time is measured exactly as before.
    nonisolated static func pythonLoad(_ url: URL, runs: Int) async throws -> (samples: Samples, cpu: Samples, version: String) {
        let script = """
            import json, sys, time, platform
            f, n = sys.argv[1], int(sys.argv[2])
            json.load(open(f))
            times = []
            cpu = []
            for _ in range(n):
                c0 = time.process_time()
                t0 = time.perf_counter()
                obj = json.load(open(f))
                t1 = time.perf_counter()
                cpu.append(time.process_time() - c0)
                times.append(t1 - t0)
                del obj
            print(platform.python_version())
            print(" ".join(repr(t) for t in times))
            print(" ".join(repr(t) for t in cpu))
            """
        let output = try await Task.detached {
            try ChildProcess.run(["python3", "-c", script, url.path, String(runs)])
        }.value
        let lines = output.split(separator: "\n")
        guard lines.count >= 3 else { throw BenchFailure("python3 printed \(output)") }
        var samples = Samples(), cpu = Samples()
        for (line, into) in [(lines[1], 0), (lines[2], 1)] {
            for value in line.split(separator: " ") {
                guard let seconds = Double(value) else { throw BenchFailure("python3 printed \(output)") }
                if into == 0 { samples.add(seconds) } else { cpu.add(seconds) }
            }
        }
        return (samples, cpu, String(lines[0]))
    }
}
