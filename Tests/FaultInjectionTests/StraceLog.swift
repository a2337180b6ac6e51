import Foundation

/// The file system calls of one run, from `strace -f -qq -s 0 -o LOG`, with each descriptor resolved
/// to the path it was opened on (followed through later renames), so tests can reason about the
/// order in which a save writes, flushes and renames.
struct StraceLog {
    /// The options the tests run strace with: every path call, and the descriptor calls that matter.
    static let options = ["-f", "-qq", "-s", "0", "-e",
                          "trace=%file,write,pwrite64,close,fsync,fdatasync,fchmod,dup,dup2,dup3"]

    enum Event: Equatable {
        /// A file or folder made at `path` with `mode` (open/creat with O_CREAT, mkdir).
        case create(path: String, mode: UInt32, directory: Bool)
        case open(fd: Int, path: String)
        case close(fd: Int)
        case write(path: String)
        case fsync(path: String)
        case chmod(path: String, mode: UInt32)
        /// rename, renameat, renameat2 (`exchange`: RENAME_EXCHANGE).
        case rename(from: String, to: String, exchange: Bool)
        case link(from: String, to: String)
    }

    private(set) var events: [Event] = []

    init(_ text: String) {
        var pending: [String: String] = [:]  // pid → the start of an unfinished call
        var descriptors: [Int: String] = [:]
        for rawLine in text.split(separator: "\n").map(String.init) {
            guard let space = rawLine.firstIndex(of: " ") else { continue }
            let pid = String(rawLine[..<space])
            var line = rawLine[rawLine.index(after: space)...].trimmingCharacters(in: .whitespaces)
            if line.hasSuffix("<unfinished ...>") {
                pending[pid] = String(line.dropLast("<unfinished ...>".count))
                continue
            }
            if line.hasPrefix("<... "), let start = pending.removeValue(forKey: pid), let resumed = line.range(of: "resumed>") {
                line = start + line[resumed.upperBound...]
            }
            guard let call = Self.call(line), call.result >= 0 else { continue }
            for event in Self.events(call, descriptors: descriptors) {
                switch event {
                case .open(let fd, let path): descriptors[fd] = path
                case .close(let fd): descriptors[fd] = nil
                case .rename(let from, let to, let exchange):
                    descriptors = descriptors.mapValues { Self.renamed($0, from: from, to: to, exchange: exchange) }
                default: break
                }
                events.append(event)
            }
        }
    }

    /// `path` after renaming `from` to `to` (or exchanging them).
    static func renamed(_ path: String, from: String, to: String, exchange: Bool) -> String {
        func move(_ path: String, _ a: String, _ b: String) -> String? {
            if path == a { return b }
            if path.hasPrefix(a + "/") { return b + path.dropFirst(a.count) }
            return nil
        }
        if let moved = move(path, from, to) { return moved }
        if exchange, let moved = move(path, to, from) { return moved }
        return path
    }

    /// `path` as it is named after the events in `range` (renames applied in order).
    func path(_ path: String, through range: Range<Int>) -> String {
        var path = path
        for case .rename(let from, let to, let exchange) in events[range] {
            path = Self.renamed(path, from: from, to: to, exchange: exchange)
        }
        return path
    }

    // MARK: Parsing one line

    private struct Call {
        var name: String
        var arguments: String
        var result: Int
    }

    private static func call(_ line: String) -> Call? {
        // name(arguments) = result, where strace pads before "=" to align short calls.
        guard let open = line.firstIndex(of: "("), let equals = line.range(of: " = ", options: .backwards) else { return nil }
        let name = String(line[..<open])
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let resultText = line[equals.upperBound...].prefix { $0 == "-" || $0.isNumber }
        let head = line[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
        guard let result = Int(resultText), head.hasSuffix(")") else { return nil }
        let arguments = head[head.index(after: head.firstIndex(of: "(") ?? head.startIndex)..<head.index(before: head.endIndex)]
        return Call(name: name, arguments: String(arguments), result: result)
    }

    /// The quoted strings among `arguments` (paths; strace escapes `"` and `\`).
    private static func strings(_ arguments: String) -> [String] {
        var result: [String] = []
        var current: String?
        var escaped = false
        for character in arguments {
            if var text = current {
                if escaped {
                    text.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    result.append(text)
                    current = nil
                    continue
                } else {
                    text.append(character)
                }
                current = text
            } else if character == "\"" {
                current = ""
            }
        }
        return result
    }

    /// The comma-separated arguments outside quotes and braces.
    private static func fields(_ arguments: String) -> [String] {
        var result: [String] = []
        var current = ""
        var depth = 0, quoted = false, escaped = false
        for character in arguments {
            if quoted {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { quoted = false }
            } else if character == "\"" {
                quoted = true
            } else if "{[".contains(character) {
                depth += 1
            } else if "}]".contains(character) {
                depth -= 1
            } else if character == ",", depth == 0 {
                result.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            }
            current.append(character)
        }
        result.append(current.trimmingCharacters(in: .whitespaces))
        return result
    }

    private static func mode(_ text: String?) -> UInt32? {
        guard let text else { return nil }
        return UInt32(text.trimmingCharacters(in: .whitespaces), radix: 8)
    }

    /// A path argument made absolute against the directory descriptor argument `dirfd`.
    private static func absolute(_ path: String, dirfd: String?, _ descriptors: [Int: String]) -> String {
        if path.hasPrefix("/") { return path }
        if let dirfd, let fd = Int(dirfd), let base = descriptors[fd] { return base + "/" + path }
        return path  // relative to the working directory: the tests pass absolute paths
    }

    private static func events(_ call: Call, descriptors: [Int: String]) -> [Event] {
        let strings = strings(call.arguments)
        let fields = fields(call.arguments)
        let fd = Int(fields.first ?? "")
        switch call.name {
        case "open", "openat", "creat":
            let at = call.name == "openat"
            guard let raw = strings.first else { return [] }
            let path = absolute(raw, dirfd: at ? fields.first : nil, descriptors)
            let flags = call.name == "creat" ? "O_CREAT" : fields.dropFirst(at ? 2 : 1).first ?? ""
            var events: [Event] = []
            if flags.contains("O_CREAT"), let mode = mode(fields.last) {
                events.append(.create(path: path, mode: mode, directory: false))
            }
            events.append(.open(fd: call.result, path: path))
            return events
        case "mkdir", "mkdirat":
            guard let raw = strings.first, let mode = mode(fields.last) else { return [] }
            return [.create(path: absolute(raw, dirfd: call.name == "mkdirat" ? fields.first : nil, descriptors), mode: mode, directory: true)]
        case "close":
            return fd.map { [.close(fd: $0)] } ?? []
        case "dup", "dup2", "dup3":
            guard let fd, let path = descriptors[fd] else { return [] }
            return [.open(fd: call.result, path: path)]
        case "write", "pwrite64":
            guard let fd, let path = descriptors[fd] else { return [] }
            return [.write(path: path)]
        case "fsync", "fdatasync":
            guard let fd, let path = descriptors[fd] else { return [] }
            return [.fsync(path: path)]
        case "fchmod":
            guard let fd, let path = descriptors[fd], let mode = mode(fields.dropFirst().first) else { return [] }
            return [.chmod(path: path, mode: mode)]
        case "chmod", "fchmodat":
            guard let raw = strings.first, let mode = mode(fields.dropFirst(call.name == "fchmodat" ? 2 : 1).first) else { return [] }
            return [.chmod(path: absolute(raw, dirfd: call.name == "fchmodat" ? fields.first : nil, descriptors), mode: mode)]
        case "rename", "renameat", "renameat2", "link", "linkat":
            guard strings.count == 2 else { return [] }
            let at = call.name.hasSuffix("at") || call.name == "renameat2"
            let from = absolute(strings[0], dirfd: at ? fields.first : nil, descriptors)
            let to = absolute(strings[1], dirfd: at ? fields.dropFirst(2).first : nil, descriptors)
            if call.name.hasPrefix("link") { return [.link(from: from, to: to)] }
            return [.rename(from: from, to: to, exchange: call.arguments.contains("RENAME_EXCHANGE"))]
        default:
            return []
        }
    }
}
