import BoardModel
import Foundation
import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// Benchmarks 1 and 5 (and the board rows of 8): a board package of N stickers × 1 MiB.
///
/// - Incremental save: move one sticker, `DocumentSession.save()` (staging of hard links, the
///   writer replaces `manifest.json`, fsyncs, identity check, RENAME_EXCHANGE, the outgoing version
///   moved into the history, recents). Wall time of `save()`; CPU time of every thread from the call
///   until the background work it started (recents, history thinning) is done; bytes from
///   `/proc/self/io` `write_bytes`, cross-checked against the files that got a new inode.
/// - Full rewrite: the same board written from scratch through the same `SafeSave.save`
///   (so the same fsync policy: every file, every folder, the parent), no hard links: its wall and
///   CPU time are what the incremental save is compared with.
/// - `cp -r` of the package (no fsync at all): what copying the document costs.
/// - Memory: RSS growth from opening the board, and after a one-sticker save on top.
@MainActor
struct PackageSaveBenchmark {
    let workspace: Workspace
    let runs: Int

    /// Benchmark 1's timed runs (incremental saves and full rewrites): at least this many, whatever
    /// `QUIRE_BENCH_RUNS` says. A save takes milliseconds and its median of five moved with one or two
    /// slow saves; fifteen cost about three seconds, most of it in the full rewrites.
    static let minimumSaveRuns = 15

    /// `runs`, raised to `minimumSaveRuns`, for benchmark 1.
    var saveRuns: Int { max(runs, Self.minimumSaveRuns) }

    struct IncrementalResult {
        var save = Samples()
        /// CPU time of the save and the background work it started (all threads).
        var cpu = Samples()
        /// `/proc/self/io` `write_bytes` during the save: file contents and, on a file system
        /// without a journal, every metadata block the save dirtied.
        var bytes = Samples()
        /// The contents of every file the save created (package, version record, recents), in whole
        /// pages: the writer's own accounting, which `bytes` must cover.
        var contentBytes = Samples()
        /// Package files that got a new inode in the last run, and their total size.
        var rewrittenFiles: [String] = []
        var rewrittenBytes: Int64 = 0
        var fileCount = 0
        /// Every file created by the last run, relative to the workspace.
        var createdFiles: [String] = []
    }

    struct BaselineResult {
        var fullRewrite = Samples()
        var fullRewriteCPU = Samples()
        var fullRewriteBytes = Samples()
        var copy = Samples()
    }

    struct MemoryResult {
        var open = Samples()
        var openGrowth = Samples()
        var afterSaveGrowth = Samples()
    }

    func environment() -> DocumentEnvironment { BenchDocuments.environment("org.quire.Bench.Board", in: workspace) }

    func makeBoard(stickers: Int) async throws -> URL {
        let url = workspace.url("Board-\(stickers).boardpkg")
        if FileManager.default.fileExists(atPath: url.path) { return url }
        try await BenchDocuments.makeBoard(at: url, stickers: stickers, environment: environment())
        ProcessStatistics.settle(workspace.root)
        return url
    }

    /// Moves one sticker and saves, `runs` times, on one open session; then a few more saves with the
    /// byte accounting. Those walk the whole workspace (every kept version) just before and after the
    /// save, which leaves the save to run with caches full of other things (0.5–0.9 ms slower on this
    /// machine) while the baselines run without: they are not timed.
    func incremental(stickers: Int) async throws -> IncrementalResult {
        let url = try await makeBoard(stickers: stickers)
        let session = try await BenchDocuments.open(url, BenchDocuments.board, environment())
        guard let document = session.document(as: BoardDocument.self) else { throw BenchFailure("not a board") }
        var result = IncrementalResult()
        // `QUIRE_BENCH_ACCOUNTING=0`: no byte accounting (its tree walks would dominate a profile).
        let accountingRuns = ProcessInfo.processInfo.environment["QUIRE_BENCH_ACCOUNTING"] != "0" ? 5 : 0
        let runs = saveRuns
        // One save before the timed ones, as the full rewrite gets one: a fresh process's first save
        // runs code for the first time (lazy binding, first-touch page faults), a cost a person pays
        // once per launch, not per save.
        try await warmUpSave(document, session)
        for run in 0..<(runs + accountingRuns) {
            let sticker = document.board.stickers[run % stickers]
            document.placeSticker(id: sticker.id, position: CodablePoint(x: sticker.position.x + 7, y: sticker.position.y + 3),
                                  undoManager: session.undoManager)
            ProcessStatistics.settle(workspace.root)
            let accounting = run >= runs
            let before = accounting ? Self.inodes(in: url) : [:]
            let everythingBefore = accounting ? Self.inodes(in: workspace.root) : [:]
            let written = ProcessStatistics.writtenBytes()
            let cpu = ProcessStatistics.cpuSeconds()
            let (_, seconds) = try await Clock.measure { try await session.save() }
            let writtenBytes = Double(ProcessStatistics.writtenBytes() - written)
            await Self.backgroundWorkDone()
            let total = ProcessStatistics.cpuSeconds() - cpu
            guard !session.hasUnsavedChanges else { throw BenchFailure("the board still has unsaved changes after save()") }
            guard accounting else {
                result.bytes.add(writtenBytes)
                result.save.add(seconds)
                result.cpu.add(total)
                continue
            }
            let knownSizes = Dictionary(everythingBefore.values.map { ($0.inode, $0.size) }, uniquingKeysWith: { a, _ in a })
            // One entry per new inode with content, or per file the save wrote again (its size changed).
            var seen = Set<UInt64>()
            let created = Self.inodes(in: workspace.root).filter { entry in
                guard let size = knownSizes[entry.value.inode] else { return entry.value.size > 0 }
                return size != entry.value.size
            }.sorted { $0.key.count < $1.key.count }.filter { seen.insert($0.value.inode).inserted }
            result.createdFiles = created.map(\.key).sorted()
            result.contentBytes.add(Double(created.reduce(0) { $0 + Self.pages($1.value.size) }))
            let after = Self.inodes(in: url)
            let rewritten = after.filter { before[$0.key]?.inode != $0.value.inode }
            result.rewrittenFiles = rewritten.keys.sorted()
            result.rewrittenBytes = rewritten.values.reduce(0) { $0 + $1.size }
            result.fileCount = after.count
        }
        return result
    }

    /// Moves the last sticker and saves, untimed.
    private func warmUpSave(_ document: BoardDocument, _ session: DocumentSession) async throws {
        guard let sticker = document.board.stickers.last else { return }
        document.placeSticker(id: sticker.id, position: CodablePoint(x: sticker.position.x + 1, y: sticker.position.y),
                              undoManager: session.undoManager)
        try await session.save()
        await Self.backgroundWorkDone()
    }

    /// Waits for what a save leaves running in the background: the recents note and history thinning.
    static func backgroundWorkDone() async {
        await DocumentSession.flushRecentDocuments()
        await HistoryThinning.finish()
    }

    /// The two baselines, on a copy of the same board.
    func baselines(stickers: Int) async throws -> BaselineResult {
        let url = try await makeBoard(stickers: stickers)
        let session = try await BenchDocuments.open(url, BenchDocuments.board, environment())
        guard let document = session.document(as: BoardDocument.self) else { throw BenchFailure("not a board") }
        let full = workspace.url("FullRewrite-\(stickers).boardpkg")
        let copy = workspace.url("Copy-\(stickers).boardpkg")
        var result = BaselineResult()
        // A first, untimed rewrite, as Quire's saves get a warm-up save: it also puts the package in
        // place, so every timed rewrite replaces one (RENAME_EXCHANGE), as Quire's saves do.
        try await Self.fullRewrite(document.board.makeSnapshot(), at: full)
        for run in 0..<saveRuns {
            var board = document.board
            board.stickers[run % stickers].position.x += 7
            let snapshot = board.makeSnapshot()
            ProcessStatistics.settle(workspace.root)
            let written = ProcessStatistics.writtenBytes()
            let cpu = ProcessStatistics.cpuSeconds()
            let (_, seconds) = try await Clock.measure { try await Self.fullRewrite(snapshot, at: full) }
            result.fullRewriteCPU.add(ProcessStatistics.cpuSeconds() - cpu)
            result.fullRewriteBytes.add(Double(ProcessStatistics.writtenBytes() - written))
            result.fullRewrite.add(seconds)

            ProcessStatistics.settle(workspace.root)
            let (_, copySeconds) = try await Clock.measure {
                try await Task.detached { _ = try ChildProcess.run(["cp", "-r", url.path, copy.path]) }.value
            }
            result.copy.add(copySeconds)
            try FileManager.default.removeItem(at: copy)
        }
        try? FileManager.default.removeItem(at: full)
        return result
    }

    /// Writes the whole board into an empty staging folder and swaps it in: Quire's safe-save path
    /// (every file and folder fsynced, RENAME_EXCHANGE, parent fsync) with nothing linked or skipped.
    nonisolated static func fullRewrite(_ snapshot: BoardSnapshot, at url: URL) async throws {
        try await SafeSave.save(SafeSave.Request(url: url, expectation: .anything, shape: .package(cloneExisting: false))) { staging in
            try await BoardPackageStore.write(snapshot: snapshot, to: staging, previous: nil,
                                              progress: ProgressManager(totalCount: 1).subprogress(assigningCount: 1))
        }
    }

    /// Opens the board (RSS before and after), then moves a sticker and saves (RSS again).
    func memory(stickers: Int) async throws -> MemoryResult {
        let url = try await makeBoard(stickers: stickers)
        var result = MemoryResult()
        for run in 0..<runs {
            ProcessStatistics.settle(workspace.root)
            let resident = ProcessStatistics.residentBytes()
            let (session, seconds) = try await Clock.measure {
                try await BenchDocuments.open(url, BenchDocuments.board, environment())
            }
            result.open.add(seconds)
            result.openGrowth.add(Double(ProcessStatistics.residentBytes() - resident))
            guard let document = session.document(as: BoardDocument.self),
                  document.board.stickers.count == stickers else { throw BenchFailure("the board did not open whole") }
            let sticker = document.board.stickers[run % stickers]
            document.placeSticker(id: sticker.id, position: CodablePoint(x: sticker.position.x + 1, y: sticker.position.y),
                                  undoManager: session.undoManager)
            try await session.save()
            result.afterSaveGrowth.add(Double(ProcessStatistics.residentBytes() - resident))
        }
        return result
    }

    /// `size` rounded up to whole 4 KiB pages, as the page cache writes it.
    static func pages(_ size: Int64) -> Int64 { (size + 4095) / 4096 * 4096 }

    /// Relative path → (inode, size) of every regular file in the package.
    static func inodes(in package: URL) -> [String: (inode: UInt64, size: Int64)] {
        var result: [String: (inode: UInt64, size: Int64)] = [:]
        guard let paths = FileManager.default.subpaths(atPath: package.path) else { return result }
        for path in paths {
            var status = stat()
            guard lstat(package.appendingPathComponent(path).path, &status) == 0,
                  status.st_mode & S_IFMT == S_IFREG else { continue }
            result[path] = (UInt64(status.st_ino), Int64(status.st_size))
        }
        return result
    }
}

/// Benchmark 1's rows of the results table (issue 15's targets).
enum PackageRows {
    static func rows(_ incremental: PackageSaveBenchmark.IncrementalResult,
                     _ baselines: PackageSaveBenchmark.BaselineResult) -> [ResultRow] {
        let save = incremental.save.median
        let cpuShare = incremental.cpu.median / baselines.fullRewriteCPU.median
        let content = incremental.contentBytes.median
        let created = incremental.createdFiles.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        // The writer's accounting must be covered by what the kernel saw, or one of them is wrong.
        let consistent = incremental.bytes.median >= content
        return [
            ResultRow(
                benchmark: "1. package save, 100 × 1 MiB stickers, move one: time of save() (vs full rewrite, same fsyncs)",
                quire: Format.milliseconds(save), baseline: Format.milliseconds(baselines.fullRewrite.median),
                ratio: Format.ratio(baselines.fullRewrite.median / save) + " faster", target: "≤ 20 ms",
                verdict: save <= 0.020 ? .pass : .fail),
            ResultRow(
                benchmark: "1. package save: CPU time, all threads, background work included (vs full rewrite)",
                quire: Format.milliseconds(incremental.cpu.median), baseline: Format.milliseconds(baselines.fullRewriteCPU.median),
                ratio: Format.percent(cpuShare), target: "≤ 10%", verdict: cpuShare <= 0.10 ? .pass : .fail),
            ResultRow(
                benchmark: "1. package save: content written (files created or written: \(created); package: \(incremental.rewrittenFiles.joined(separator: ", ")) of \(incremental.fileCount) files)",
                quire: Format.bytes(content), baseline: Format.bytes(baselines.fullRewriteBytes.median),
                ratio: Format.percent(content / baselines.fullRewriteBytes.median), target: "≤ 64 KiB",
                verdict: content <= 64 * 1024 && consistent ? .pass : .fail),
            ResultRow(
                benchmark: "1. package save: /proc/self/io write_bytes (contents + metadata blocks; must be ≥ the content)",
                quire: Format.bytes(incremental.bytes.median), baseline: Format.bytes(baselines.fullRewriteBytes.median),
                ratio: Format.percent(incremental.bytes.median / baselines.fullRewriteBytes.median),
                target: consistent ? "—" : "≥ content", verdict: consistent ? .info : .fail),
            ResultRow(
                benchmark: "1. package save vs `cp -r` of the package (no fsync)",
                quire: Format.milliseconds(save), baseline: Format.milliseconds(baselines.copy.median),
                ratio: Format.ratio(baselines.copy.median / save) + " faster", target: "—", verdict: .info),
        ]
    }
}
