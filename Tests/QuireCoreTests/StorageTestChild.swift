import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A running `QuireStorageCrashChild`, spawned with posix_spawn and its stdout on a pipe.
struct StorageTestChild {
    let pid: pid_t
    let output: Int32
    /// The write end of the child's stdin when spawned `withInput` (else -1): closing it is the child's
    /// signal to go on.
    let input: Int32

    /// The built child: beside the test executable (`.build/debug`), else found upward from this file.
    static let executable: URL? = {
        let name = "QuireStorageCrashChild"
        if let test = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let candidate = URL(fileURLWithPath: test).deletingLastPathComponent().appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent(".build/debug/\(name)")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    private static let spawnLock = NSLock()

    struct SpawnFailure: Error, CustomStringConvertible {
        var description: String
    }

    static func spawn(_ arguments: [String], withInput: Bool = false) throws -> StorageTestChild {
        guard let executable else { throw SpawnFailure(description: "QuireStorageCrashChild was not built") }
        // CLOEXEC: children spawned concurrently by other tests must not inherit this pipe's write end
        // (it would keep the pipe open after our child dies). dup2 onto fd 1 clears the flag there.
        // Glibc's module lacks pipe2, so the lock closes the window between pipe and fcntl for our spawns.
        spawnLock.lock()
        defer { spawnLock.unlock() }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw SpawnFailure(description: "pipe: \(errno)") }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var inputs: [Int32] = [-1, -1]
        if withInput {
            guard pipe(&inputs) == 0 else { throw SpawnFailure(description: "pipe: \(errno)") }
            for fd in inputs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        if withInput { posix_spawn_file_actions_adddup2(&actions, inputs[0], 0) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
        close(fds[1])
        if withInput { close(inputs[0]) }
        guard status == 0 else {
            close(fds[0])
            if withInput { close(inputs[1]) }
            throw SpawnFailure(description: "posix_spawn: \(status)")
        }
        return StorageTestChild(pid: pid, output: fds[0], input: inputs[1])
    }

    /// Closes the child's stdin (see `input`).
    func closeInput() { if input >= 0 { close(input) } }

    /// Blocks until the child writes its one-byte "ready" signal; false if it exited first.
    func waitUntilReady() -> Bool {
        var byte: UInt8 = 0
        while true {
            let n = read(output, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            return n == 1
        }
    }

    /// Blocks until the child reports a finished save (its "s" byte); false if it exited first.
    func waitUntilSaved() -> Bool {
        var byte: UInt8 = 0
        while true {
            let n = read(output, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            guard n == 1 else { return false }
            if byte == UInt8(ascii: "s") { return true }
        }
    }

    /// Everything the child writes until it exits.
    func readOutput() -> String {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(output, &chunk, chunk.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            data.append(contentsOf: chunk[0..<n])
        }
        return String(decoding: data, as: UTF8.self)
    }

    func kill() { _ = Glibc.kill(pid, SIGKILL) }

    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Reaps the child and closes the pipe.
    func wait() -> Ending {
        defer { close(output) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED/WEXITSTATUS/WTERMSIG are C macros; their definitions spelled out.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
}
