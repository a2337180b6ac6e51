import Foundation
import Glibc
import Synchronization

/// Runs the package's GUI programs from tests: finds the built executables and the scripts under
/// scripts/gui, and runs a process to completion or a deadline.
enum GUIProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Result {
        var status: Int32
        var timedOut: Bool
        var output: String
        var errors: String

        /// Lines a GTK app must never print.
        var gtkProblems: [Substring] {
            errors.split(separator: "\n").filter { $0.contains("Gtk-CRITICAL") || $0.contains("Gtk-WARNING") }
        }
    }

    /// The package root: the nearest folder above this file that holds Package.swift.
    static func packageRoot(file: String = #filePath) throws -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        throw Failure(description: "no Package.swift above \(file)")
    }

    /// A product built beside the running test binary (SwiftPM puts every product of a build in one
    /// folder), else in `.build/debug` of a folder above it.
    static func builtExecutable(_ name: String) throws -> URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while true {
            for candidate in [folder.appendingPathComponent(name),
                              folder.appendingPathComponent(".build/debug/\(name)")]
            where FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
            if folder.path == "/" { break }
            folder.deleteLastPathComponent()
        }
        throw Failure(description: "\(name) not built near \(testBinary.path): run `swift build --build-tests`")
    }

    /// A script in scripts/gui.
    static func script(_ name: String) throws -> URL {
        try packageRoot().appendingPathComponent("scripts/gui/\(name)")
    }

    /// `QUIRE_TIMING_SCALE` (set by `make test-sanitize`): sanitized apps start and quit several times
    /// slower, so every deadline is that much longer.
    static var timingScale: Int {
        ProcessInfo.processInfo.environment["QUIRE_TIMING_SCALE"].flatMap(Int.init).map { max($0, 1) } ?? 1
    }

    /// Runs `executable` with `arguments` until it exits or `timeout` passes (then it is sent
    /// SIGTERM — the Xvfb wrapper then takes its X server and session down — and `timedOut` is set).
    ///
    /// Spawned with posix_spawn rather than Foundation's `Process`, which on Linux passes on the
    /// spawning Dispatch thread's signal mask: its children start with SIGTERM blocked, and so would
    /// Xvfb, the app and every helper they start (swift-corelibs-foundation issue 4772).
    static func run(_ executable: URL, _ arguments: [String], timeout: Duration) async throws -> Result {
        // Suites run in parallel, but the GUI sessions take turns (run-under-xvfb.sh holds a lock):
        // one at a time from here, so a test's deadline counts its own run, not the wait for others'.
        await gate.enter()
        do {
            let result = try await runNow(executable, arguments, timeout: timeout * timingScale)
            await gate.leave()
            return result
        } catch {
            await gate.leave()
            throw error
        }
    }

    /// One GUI process at a time in this test run.
    private static let gate = Gate()

    private actor Gate {
        private var busy = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func enter() async {
            if !busy {
                busy = true
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func leave() {
            if waiting.isEmpty {
                busy = false
            } else {
                waiting.removeFirst().resume()
            }
        }
    }

    private static func runNow(_ executable: URL, _ arguments: [String], timeout: Duration) async throws -> Result {
        let logs = FileManager.default.temporaryDirectory
            .appendingPathComponent("quire-gui-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outputURL = logs.appendingPathComponent("stdout")
        let errorsURL = logs.appendingPathComponent("stderr")

        let child = try Child.spawn(executable.path, arguments, stdout: outputURL.path, stderr: errorsURL.path)
        let deadline = Task {
            try await Task.sleep(for: timeout)
            child.terminateIfRunning()
        }
        let status = await child.exitStatus()
        deadline.cancel()

        return Result(
            status: status, timedOut: child.wasTerminated,
            output: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
            errors: (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? "")
    }

    /// A spawned process and what happened to it.
    final class Child: Sendable {
        let pid: pid_t
        /// `exited`: the process is a zombie about to be reaped, so its pid must not be signalled
        /// (it could be reused). `terminated`: the deadline sent SIGTERM.
        private let state = Mutex((exited: false, terminated: false))

        private init(pid: pid_t) {
            self.pid = pid
        }

        static func spawn(_ path: String, _ arguments: [String], stdout: String, stderr: String) throws -> Child {
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
            defer { argv.forEach { free($0) } }
            var pid = pid_t()
            let error = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
            guard error == 0 else {
                throw Failure(description: "cannot run \(path): \(String(cString: strerror(error)))")
            }
            return Child(pid: pid)
        }

        var wasTerminated: Bool {
            state.withLock { $0.terminated }
        }

        func terminateIfRunning() {
            state.withLock { state in
                guard !state.exited else { return }
                kill(pid, SIGTERM)
                state.terminated = true
            }
        }

        /// Waits (on a thread of its own, not the test's) until the process exits; returns its exit
        /// status, or 128 + the signal that ended it.
        func exitStatus() async -> Int32 {
            await withCheckedContinuation { continuation in
                Thread {
                    var info = siginfo_t()
                    while waitid(P_PID, id_t(self.pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
                    self.state.withLock { $0.exited = true }
                    var status: Int32 = 0
                    while waitpid(self.pid, &status, 0) == -1 && errno == EINTR {}
                    let signal = status & 0x7f
                    continuation.resume(returning: signal == 0 ? (status >> 8) & 0xff : 128 + signal)
                }.start()
            }
        }
    }
}
