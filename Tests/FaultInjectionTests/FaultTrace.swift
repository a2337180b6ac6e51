import Foundation
import Glibc

/// An errno the shim injects, and the words its `DocumentError` message must contain.
enum InjectedErrno: String, CaseIterable, Sendable {
    case EIO, ENOSPC, EDQUOT, EACCES, EROFS, EXDEV, EMLINK, EINTR
    /// Only for the xattr family: a filesystem without user extended attributes.
    case ENOTSUP

    /// The errnos issue 7 lists, for every family.
    static let swept: [InjectedErrno] = [.EIO, .ENOSPC, .EDQUOT, .EACCES, .EROFS, .EXDEV, .EMLINK, .EINTR]

    var phrase: String {
        switch self {
        case .ENOSPC, .EDQUOT: "isn’t enough space"
        case .EROFS: "is read-only"
        case .EACCES: "don’t have permission"
        case .EIO, .EXDEV, .EMLINK, .EINTR, .ENOTSUP: "could not be read or written"
        }
    }
}

/// One call the shim counted: `seq family n ok|INJECT errno path [path2]`.
struct TracedCall: Sendable, CustomStringConvertible {
    var sequence: Int
    var family: String
    /// 1-based index within its family: what QUIRE_FAULT_N names.
    var index: Int
    var injected: Bool
    var paths: [String]

    var description: String { "\(family) #\(index) (call \(sequence): \(paths.joined(separator: " → ")))" }

    static func parse(_ text: String) -> [TracedCall] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count >= 5, let sequence = Int(fields[0]), let index = Int(fields[2]) else { return nil }
            let injected = fields[3] == "INJECT"
            return TracedCall(sequence: sequence, family: fields[1], index: index, injected: injected,
                              paths: Array(fields[(injected ? 5 : 4)...]))
        }
    }
}

/// What an injected failure must lead to.
enum FaultExpectation: String, Sendable {
    /// The save must succeed: the fault is after the swap, in a best-effort step, retried (EINTR) or
    /// worked around (a refused hard link is copied; an attribute that can't be stored is skipped).
    case saved
    /// The save must fail with the errno's message, leaving the original byte-identical.
    case failed
    /// Either, as long as the outcome is one of the two, cleanly.
    case either

    /// The rules (see docs/ARCHITECTURE.md, Tests):
    /// - a failed writeback hint (sync_file_range while a large file is written) changes nothing;
    /// - after the rename that puts the new version in place (`commit`), the save stands;
    /// - the recently-used list is best effort;
    /// - EINTR is retried — except inside Foundation's own atomic write (`.dat.nosync*` temporaries
    ///   of the board writer's `Data.write(options: .atomic)`), which does not retry it;
    /// - a hard link refused with EXDEV or EMLINK falls back to copying;
    /// - a document id attribute that can't be stored is skipped (the path index stands in);
    /// - any other fault on the document's own files before the swap fails the save;
    /// - faults in the history (versions) may cancel the save or be skipped (an unreadable old version
    ///   record is ignored, a folder fsync after a version is in place is not fatal; the outgoing
    ///   version is retired right after the verified exchange, and if that fails the exchange is undone,
    ///   leaving the original in place) — either, but cleanly, wherever they fall.
    static func of(_ call: TracedCall, _ errno: InjectedErrno, commit: Int, documents: URL) -> FaultExpectation {
        // Starting writeback early (sync_file_range) is a hint; the fsync after it decides.
        if call.family == "syncrange" { return .saved }
        let inHistory = call.paths.contains { $0.contains("/versions/") || $0.hasSuffix("/versions") }
        if inHistory && !(call.family == "link" && (errno == .EXDEV || errno == .EMLINK)) && errno != .EINTR {
            return .either
        }
        if call.sequence > commit { return .saved }
        if call.paths.contains(where: { $0.hasSuffix("/recently-used.xbel") || $0.contains("-recently-used.xbel") }) {
            return .saved
        }
        if errno == .EINTR {
            return call.paths.contains { $0.contains("/.dat.nosync") } ? .either : .saved
        }
        if call.family == "link" && (errno == .EXDEV || errno == .EMLINK) { return .saved }
        if call.family == "xattr" && [.ENOTSUP, .EACCES, .EROFS, .ENOSPC, .EDQUOT].contains(errno) { return .saved }
        let inDocuments = call.paths.allSatisfy { $0.hasPrefix(documents.path + "/") || $0 == documents.path }
        return inDocuments ? .failed : .either
    }
}
