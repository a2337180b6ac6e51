import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `quire` like `QuireExecutable.run`, but spawned with `posix_spawn` and reaped with `wait4`, so
/// the child's own peak resident set (`ru_maxrss`) is known: the hostile-package tests assert that
/// opening a hostile document keeps memory bounded.
enum PeakMemoryRun {
    struct Result {
        var status: Int32
        var stderr: String
        var peakResidentKiB: Int
        var seconds: Double
    }

    struct SpawnFailed: Error { var errno: Int32 }

    static func run(_ arguments: [String], in sandbox: CLISandbox) async throws -> Result {
        guard let executable = QuireExecutable.url else { throw QuireExecutable.NotBuilt() }
        let stderrURL = sandbox.root.appendingPathComponent("stderr-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stderrURL) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = sandbox.dataHome.path
        environment["HOME"] = sandbox.home.path
        environment["LC_ALL"] = "C.UTF-8"
        // Callers pass absolute paths: posix_spawn has no portable working-directory action.
        let argv = [executable.path] + arguments
        let started = ContinuousClock.now
        let (status, usage) = try await Task.detached { () throws -> (Int32, rusage) in
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
            let spawned = posix_spawn(&pid, executable.path, &actions, nil, cArguments, cEnvironment)
            guard spawned == 0 else { throw SpawnFailed(errno: spawned) }
            var status: Int32 = 0
            var usage = rusage()
            while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
            return (status, usage)
        }.value
        // WIFEXITED / WEXITSTATUS, spelled out (the macros are not imported).
        let exitStatus: Int32 = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitStatus,
                      stderr: String(decoding: (try? Data(contentsOf: stderrURL)) ?? Data(), as: UTF8.self),
                      peakResidentKiB: Int(usage.ru_maxrss),
                      seconds: Double((ContinuousClock.now - started).components.seconds))
    }
}
