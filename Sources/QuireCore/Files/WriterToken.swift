import Foundation

/// Which process wrote a temporary, carried in its name for drives without locks (the document portal
/// answers every lock with ENOSYS), where a cleanup cannot ask the kernel whether the writer lives:
/// the writer's pid namespace, pid and start time (`w<namespace>p<pid>s<start>`, digits only, at the
/// end of the temporary's random part).
///
/// A cleanup removes such a temporary only when its writer is provably gone: it ran in this process's
/// pid namespace, and no process there has its pid with its start time. A writer in another namespace
/// (another instance of a sandboxed app, which shares the portal's view of the folder) is never judged.
struct WriterToken: Equatable {
    var namespace: UInt64
    var pid: Int32
    var startTime: UInt64

    /// This process's token; nil where /proc can't say.
    static let current: WriterToken? = {
        var status = stat()
        guard stat("/proc/self/ns/pid", &status) == 0, let start = startTime(of: "self") else { return nil }
        return WriterToken(namespace: UInt64(status.st_ino), pid: getpid(), startTime: start)
    }()

    /// The token as a temporary's name carries it.
    var text: String { "w\(namespace)p\(pid)s\(startTime)" }

    /// The token at the end of a temporary's random part (`TemporaryItem`), or nil.
    init?(temporaryName name: String) {
        guard TemporaryItem.isTemporary(name) else { return nil }
        let random = name.dropFirst(TemporaryItem.prefix.count).prefix { $0 != "-" }
        func field(after marker: Character, of text: Substring) -> (Substring, Substring)? {
            guard let index = text.lastIndex(of: marker) else { return nil }
            let digits = text[text.index(after: index)...]
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
            return (text[..<index], digits)
        }
        guard let (beforeStart, start) = field(after: "s", of: random),
              let (beforePID, pid) = field(after: "p", of: beforeStart),
              let (_, namespace) = field(after: "w", of: beforePID),
              let startTime = UInt64(start), let pid = Int32(pid), let namespace = UInt64(namespace) else { return nil }
        self.init(namespace: namespace, pid: pid, startTime: startTime)
    }

    init(namespace: UInt64, pid: Int32, startTime: UInt64) {
        self.namespace = namespace
        self.pid = pid
        self.startTime = startTime
    }

    /// True only when the writer ran in this pid namespace and no process there is it now: its pid
    /// is free, or another process started since holds it. (A process /proc won't show counts as alive.)
    var isGone: Bool {
        guard let current = Self.current, current.namespace == namespace else { return false }
        guard let now = Self.startTime(of: String(pid)) else {
            return access("/proc/\(pid)", F_OK) != 0 && errno == ENOENT
        }
        return now != startTime
    }

    /// Field 22 of /proc/<process>/stat (clock ticks after boot), read after the command's closing
    /// parenthesis (a command may hold spaces and parentheses); nil where there is no such process.
    private static func startTime(of process: String) -> UInt64? {
        let url = URL(fileURLWithPath: "/proc/\(process)/stat")
        // No such process (or none whose stat can be read): nil, as documented.
        guard let fd = try? POSIX.open(url, O_RDONLY) else { return nil }
        defer { POSIX.close(fd) }
        guard let data = try? POSIX.readAll(fd, url: url, limit: 4096) else { return nil }  // as above
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        // After ")": field 3 (state) onwards; the start time is field 22.
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? UInt64(fields[19]) : nil
    }
}
