import Foundation
import Glibc
import Synchronization

/// Runs a program to completion with an exact environment, its output in files.
///
/// Spawned with posix_spawn rather than Foundation's `Process`, which on Linux passes on the spawning
/// Dispatch thread's signal mask (children start with SIGTERM blocked; swift-corelibs-foundation
/// issue 4772). The wait happens on a thread of its own, so many children can run at once without
/// blocking the test's cooperative threads.
enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Result: CustomStringConvertible {
        /// The exit status, or 128 + the signal that ended the process.
        var status: Int32
        var output: String
        var errors: String

        var description: String { "exit \(status)\n--- stdout\n\(output)--- stderr\n\(errors)" }
    }

    /// Runs `executable arguments…` with exactly `environment`; output goes to files in `scratch`
    /// (which must exist), not pipes, so a chatty child can't stall on a full pipe. A child still
    /// running after `timeout` is killed (status 128 + SIGKILL).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    scratch: URL, timeout: Duration = .seconds(120)) async throws -> Result {
        let tag = UUID().uuidString
        let outputURL = scratch.appendingPathComponent("stdout-\(tag)")
        let errorsURL = scratch.appendingPathComponent("stderr-\(tag)")
        defer {
            unlink(outputURL.path)
            unlink(errorsURL.path)
        }
        let child = try Child.spawn(executable, arguments, environment: environment,
                                    stdout: outputURL.path, stderr: errorsURL.path)
        let deadline = Task {
            try await Task.sleep(for: timeout)
            child.killIfRunning()
        }
        let status = await child.exitStatus()
        deadline.cancel()
        return Result(status: status,
                      output: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
                      errors: (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? "")
    }

    /// The test process's environment with `overrides` applied (nil removes a variable).
    static func environment(_ overrides: [String: String?]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in overrides { environment[key] = value }
        return environment
    }

    final class Child: Sendable {
        let pid: pid_t
        /// `exited`: the process is a zombie about to be reaped; its pid must not be signalled.
        private let exited = Mutex(false)

        private init(pid: pid_t) {
            self.pid = pid
        }

        static func spawn(_ path: String, _ arguments: [String], environment: [String: String],
                          stdout: String, stderr: String) throws -> Child {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var noSignals = sigset_t()
            sigemptyset(&noSignals)
            var everySignal = sigset_t()
            sigfillset(&everySignal)
            posix_spawnattr_setsigmask(&attributes, &noSignals)
            posix_spawnattr_setsigdefault(&attributes, &everySignal)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer {
                argv.forEach { free($0) }
                envp.forEach { free($0) }
            }
            var pid = pid_t()
            let error = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
            guard error == 0 else {
                throw Failure(description: "cannot run \(path): \(String(cString: strerror(error)))")
            }
            return Child(pid: pid)
        }

        func killIfRunning() {
            exited.withLock { exited in
                if !exited { kill(pid, SIGKILL) }
            }
        }

        /// Waits until the process exits; its exit status, or 128 + the signal that ended it.
        func exitStatus() async -> Int32 {
            await withCheckedContinuation { continuation in
                Thread {
                    var info = siginfo_t()
                    while waitid(P_PID, id_t(self.pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
                    self.exited.withLock { $0 = true }
                    var status: Int32 = 0
                    while waitpid(self.pid, &status, 0) == -1 && errno == EINTR {}
                    let signal = status & 0x7f
                    continuation.resume(returning: signal == 0 ? (status >> 8) & 0xff : 128 + signal)
                }.start()
            }
        }
    }
}
