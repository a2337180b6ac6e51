import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Monotonic wall clock in nanoseconds.
enum Clock {
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Runs `body` and returns its result and wall time in seconds (on the main actor, where every
    /// benchmark drives its session).
    @MainActor
    static func measure<T>(_ body: () async throws -> T) async rethrows -> (T, Double) {
        let start = now()
        let result = try await body()
        return (result, Double(now() - start) / 1e9)
    }
}

/// What the kernel knows about this process: resident memory and bytes sent to storage.
enum ProcessStatistics {
    /// Resident set size in bytes (`/proc/self/statm`, second field, in pages). Counts file pages this
    /// process has mapped and touched as well as its heap.
    static func residentBytes() -> Int64 {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return -1 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int64(fields[1]) else { return -1 }
        return pages * Int64(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// User + system CPU seconds of the whole process so far (every thread): unlike wall time, barely
    /// affected by other programs competing for the cores.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// `write_bytes` from `/proc/self/io`: bytes this process caused to be sent to the storage layer,
    /// counted when page-cache pages are dirtied (whole pages). Journal and metadata writes done by
    /// the kernel's own threads are not attributed to the process.
    static func writtenBytes() -> Int64 {
        guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else { return -1 }
        for line in text.split(separator: "\n") where line.hasPrefix("write_bytes:") {
            return Int64(line.dropFirst("write_bytes:".count).trimmingCharacters(in: .whitespaces)) ?? -1
        }
        return -1
    }

    /// Flushes the file system holding `url`, so one benchmark's writeback does not land in the next
    /// one's fsyncs. Never called inside a timed region.
    static func settle(_ url: URL) {
        let fd = open(url.path, O_RDONLY | O_DIRECTORY)
        guard fd >= 0 else { return }
        defer { close(fd) }
        // Glibc's Swift module leaves out syncfs (_GNU_SOURCE); a whole-system sync() stands in.
        if let symbol = dlsym(dlopen(nil, RTLD_NOW), "syncfs") {
            _ = unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)(fd)
        } else {
            sync()
        }
    }
}

/// A benchmark's repeated samples.
struct Samples {
    var values: [Double] = []

    mutating func add(_ value: Double) { values.append(value) }

    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Starts a program and waits for it, without Foundation's `Process` (whose `waitUntilExit` spins the
/// current run loop — here, the main actor's queue).
enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `arguments` (looked up on `PATH`), returns its standard output; throws unless it exits 0.
    static func run(_ arguments: [String]) throws -> String {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw Failure(description: "\(arguments[0]) could not be started (\(String(cString: strerror(spawned))))")
        }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw Failure(description: "\(arguments.joined(separator: " ")) failed (wait status \(status))")
        }
        return String(decoding: output, as: UTF8.self)
    }
}
