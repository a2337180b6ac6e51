import Foundation

/// Benchmark 6: the Notes app from process start to its first window mapped under Xvfb, against a
/// minimal C GTK 4 window built in the same run. `scripts/bench/launch.sh` does the work (gcc,
/// one private Xvfb, `map_timer.c` timing both programs the same way: fork to the X server's
/// MapNotify of the first top-level window, alternating the two); this parses its lines.
struct LaunchBenchmark {
    let runs: Int

    struct Result {
        var quire = Samples()
        var c = Samples()
    }

    /// The release `NotesApp` beside this executable (`make bench` builds it), or nil.
    static func notesApp() -> URL? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let app = executable.deletingLastPathComponent().appendingPathComponent("NotesApp")
        return FileManager.default.isExecutableFile(atPath: app.path) ? app : nil
    }

    /// `scripts/bench/launch.sh`, found from the working directory (`make bench` runs at the
    /// repository's root) or from the executable's place in `.build/<configuration>/`.
    static func script() -> URL? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("scripts/bench/launch.sh") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    func run(app: URL, script: URL) async throws -> Result {
        let output = try await Task.detached { try ChildProcess.run([script.path, app.path, String(runs)]) }.value
        var result = Result()
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let milliseconds = Double(fields[1]) else { continue }
            if fields[0] == "quire" { result.quire.add(milliseconds / 1000) }
            if fields[0] == "c" { result.c.add(milliseconds / 1000) }
        }
        guard result.quire.values.count == runs, result.c.values.count == runs else {
            throw BenchFailure("the launch benchmark printed \(result.quire.values.count) + \(result.c.values.count) figures, not \(runs) each:\n\(output)")
        }
        return result
    }
}
