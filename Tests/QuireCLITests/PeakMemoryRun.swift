import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `quire-samples` like `QuireExecutable.run`, but through a small Python parent that forks it and reaps it
/// with `wait4`, so the child's own peak resident set (`ru_maxrss`) is known: the hostile-package tests
/// assert that opening a hostile document keeps memory bounded.
///
/// Why not `posix_spawn` + `wait4` from the test process: glibc spawns with `CLONE_VM`, and Linux's
/// `execve` folds the peak of the memory it replaces — the test process's, hundreds of MiB after the
/// crash-matrix suites — into the new program's `ru_maxrss`. The Python parent's own memory is what
/// its forked child starts from (~10 MiB), well below the limit the tests assert.
enum PeakMemoryRun {
    struct Result {
        var status: Int32
        var stderr: String
        var peakResidentKiB: Int
        var seconds: Double
    }

    struct SpawnFailed: Error { var errno: Int32 }

    static func run(_ arguments: [String], in sandbox: CLISandbox) async throws -> Result {
        guard let executable = QuireExecutable.url else { throw QuireExecutable.NotBuilt(name: "quire-samples") }
        let stderrURL = sandbox.root.appendingPathComponent("stderr-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stderrURL) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = sandbox.dataHome.path
        environment["HOME"] = sandbox.home.path
        environment["LC_ALL"] = "C.UTF-8"
        let peakURL = sandbox.root.appendingPathComponent("peak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: peakURL) }
        // Callers pass absolute paths: posix_spawn has no portable working-directory action.
        let argv = ["/usr/bin/python3", "-c", forkAndMeasure, peakURL.path, executable.path] + arguments
        // Timed from the spawn, inside the task: under `make test` the task may wait for a thread of
        // the cooperative pool (other suites block theirs), which is no part of the child's time.
        let (status, seconds) = try await Task.detached { () throws -> (Int32, Int64) in
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, stderrURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            let cArguments = argv.map { strdup($0) } + [nil]
            let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { (cArguments + cEnvironment).forEach { free($0) } }
            var pid: pid_t = 0
            let started = ContinuousClock.now
            let spawned = posix_spawn(&pid, argv[0], &actions, nil, cArguments, cEnvironment)
            guard spawned == 0 else { throw SpawnFailed(errno: spawned) }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return (status, (ContinuousClock.now - started).components.seconds)
        }.value
        // WIFEXITED / WEXITSTATUS, spelled out (the macros are not imported). The Python parent exits
        // with quire's status, or 128 + the signal that ended it.
        let exitStatus: Int32 = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let peak = (try? String(contentsOf: peakURL, encoding: .utf8)).flatMap { Int($0) } ?? 0
        return Result(status: exitStatus,
                      stderr: String(decoding: (try? Data(contentsOf: stderrURL)) ?? Data(), as: UTF8.self),
                      peakResidentKiB: peak,
                      seconds: Double(seconds))
    }

    /// argv: PEAK_FILE PROGRAM ARGS…; forks PROGRAM, writes its `ru_maxrss` (KiB) to PEAK_FILE and exits
    /// with its status. No peak file means the program never ran.
    static let forkAndMeasure = """
        import os, sys
        pid = os.fork()
        if pid == 0:
            try:
                os.execv(sys.argv[2], sys.argv[2:])
            finally:
                os._exit(127)
        _, status, usage = os.wait4(pid, 0)
        with open(sys.argv[1], "w") as peak:
            peak.write(str(usage.ru_maxrss))
        code = os.waitstatus_to_exitcode(status)
        os._exit(code if code >= 0 else 128 - code)
        """
}
