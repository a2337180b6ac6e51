import Foundation
import NotesModel
import QuireCore

/// Benchmark 4 (and the note rows of 8): a plain-text note of N bytes.
///
/// Quire: type one character, `DocumentSession.save()` (the `FileDocument` wrapper, a temporary
/// beside the note, fsync, identity check, the outgoing version kept by hard link, rename, folder
/// fsync, recents). Baseline: `cp` of a same-size file to a new name, then `sync FILE` (an fsync of
/// that file — not a whole-system `sync`, which would also wait for other programs' writes).
/// Each copy gets a new name and is kept until the end, as Quire keeps each replaced version (by hard
/// link): both sides then put the new bytes in fresh page-cache pages. (Deleting each copy let the
/// next one reuse its just-freed pages, which on this VM is several times cheaper than fresh memory.)
@MainActor
struct NoteSaveBenchmark {
    let workspace: Workspace
    let runs: Int

    struct Result {
        var save = Samples()
        var copy = Samples()
        var open = Samples()
    }

    func environment() -> DocumentEnvironment { BenchDocuments.environment("org.quire.Bench.Notes", in: workspace) }

    func run(bytes: Int, baseline: Bool) async throws -> Result {
        let url = workspace.url("Note-\(bytes).txt")
        let source = workspace.url("Baseline-\(bytes).txt")
        let text = Fixtures.noteText(bytes: bytes)
        try text.write(to: url)
        if baseline { try text.write(to: source) }
        ProcessStatistics.settle(workspace.root)

        var result = Result()
        var session: DocumentSession?
        for _ in 0..<runs {
            session = nil
            let (opened, seconds) = try await Clock.measure {
                try await BenchDocuments.open(url, BenchDocuments.notes, environment())
            }
            result.open.add(seconds)
            session = opened
        }
        guard let session, let binding = session.binding(for: TextDocument.self) else {
            throw BenchFailure("not a note")
        }
        for run in 0..<runs {
            binding.wrappedValue.text.append("x")
            // Alternate which side goes first: whichever runs second can reuse the memory the first
            // one just freed, which on this VM is much cheaper than memory the guest has not used lately.
            if baseline && run % 2 == 1 { result.copy.add(try await copyAndSync(source, run: run, bytes: bytes)) }
            ProcessStatistics.settle(workspace.root)
            let (_, seconds) = try await Clock.measure { try await session.save() }
            result.save.add(seconds)
            if baseline && run % 2 == 0 { result.copy.add(try await copyAndSync(source, run: run, bytes: bytes)) }
        }
        return result
    }

    /// `cp` to a new name, then `sync` of that file; returns the seconds it took.
    private func copyAndSync(_ source: URL, run: Int, bytes: Int) async throws -> Double {
        ProcessStatistics.settle(workspace.root)
        let destination = workspace.url("Baseline-\(bytes)-copy-\(run).txt")
        let (_, seconds) = try await Clock.measure {
            try await Task.detached {
                _ = try ChildProcess.run(["sh", "-c", #"cp "$1" "$2" && sync "$2""#, "sh", source.path, destination.path])
            }.value
        }
        return seconds
    }
}
