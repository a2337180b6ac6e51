import Foundation
import QuireCore

/// Benchmark 9: one note in the shared `recently-used.xbel` at GTK's limit of 1,000 bookmarks — what
/// every open, save, rename and move costs in the background (`RecentNoteQueue` writes it, never the
/// main actor). Quire: `RecentDocuments.add` — read the file, add or update the entry, read the result
/// back, write it atomically (temporary, fsync, rename, folder fsync). Runs alternate between a
/// document already listed (updated in place) and a new one (the oldest bookmark goes). Beside it,
/// the same edit without the disk, to show GLib's share.
struct RecentsBenchmark {
    let workspace: Workspace
    let runs: Int

    struct Result {
        var update = Samples()
        /// CPU time of the whole process during the update (the update runs on one thread; the
        /// rest of the process is idle meanwhile).
        var updateCPU = Samples()
        /// The same update without the disk: GLib reads the bytes, notes the document, writes the
        /// list out and reads that back (`RecentDocuments.contents(adding:…)`).
        var edit = Samples()
        var fileBytes = 0
    }

    static let appName = "Quire Bench"

    static func note(_ index: Int) -> RecentDocuments.Note {
        RecentDocuments.Note(url: URL(fileURLWithPath: "/home/ada/Documents/Projects/Board \(index).board"),
                             mimeType: "application/x-quire-board", appName: appName, appExec: "quire-bench %u")
    }

    func run() throws -> Result {
        let file = workspace.url("recents/recently-used.xbel")
        let recents = RecentDocuments(fileURL: file)
        try recents.add((0..<RecentDocuments.maximumCount).map(Self.note))
        var result = Result()
        result.fileBytes = try Data(contentsOf: file).count
        for run in 0..<runs {
            let index = run.isMultiple(of: 2) ? RecentDocuments.maximumCount / 2 : RecentDocuments.maximumCount + run
            ProcessStatistics.settle(workspace.root)
            let cpu = ProcessStatistics.cpuSeconds()
            let start = Clock.now()
            try recents.add([Self.note(index)])
            result.update.add(Double(Clock.now() - start) / 1e9)
            result.updateCPU.add(ProcessStatistics.cpuSeconds() - cpu)

            let bytes = [UInt8](try Data(contentsOf: file))
            let editStart = Clock.now()
            _ = try RecentDocuments.contents(adding: [Self.note(index + 1)], date: .now, to: bytes)
            result.edit.add(Double(Clock.now() - editStart) / 1e9)
        }
        return result
    }
}
