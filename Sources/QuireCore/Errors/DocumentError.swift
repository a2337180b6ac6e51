import Foundation

/// The one error Quire's document engine throws: what went wrong, with which file, and why, in words a
/// person can act on, plus the underlying `errno` when the cause was a system call.
public struct DocumentError: Error, LocalizedError, CustomStringConvertible, Equatable, Sendable {
    /// What kind of failure this is. Callers branch on this; people read `message`.
    public enum Code: String, Sendable, Codable, CaseIterable {
        case notFound
        case permissionDenied
        case readOnly
        /// The content could not be understood: `detail` says what and where.
        case corrupt
        case unsupportedType
        case diskFull
        /// Someone else changed the file since we last read or wrote it.
        case changedOnDisk
        case nameTaken
        case cancelled
        /// A name that cannot be used inside a document (empty, `..`, absolute, NUL, …).
        case invalidName
        /// Input larger or deeper than Quire is willing to hold.
        case tooLarge
        /// Any other I/O failure; `errno` says which.
        case ioFailure
    }

    public var code: Code
    /// The file or folder concerned, when there is one.
    public var url: URL?
    /// Specifics: for `corrupt`, what was wrong and where; otherwise extra context.
    public var detail: String?
    /// The system error number behind this failure, if any.
    public var errno: Int32?
    /// For `changedOnDisk` raised by a save: where Quire kept the version it did not write over the
    /// other application's, beside the document (“Name (conflicted copy …)”), so both are kept.
    public var conflictCopyURL: URL?

    public init(
        _ code: Code, url: URL? = nil, detail: String? = nil, errno: Int32? = nil, conflictCopyURL: URL? = nil
    ) {
        self.code = code
        self.url = url
        self.detail = detail
        self.errno = errno
        self.conflictCopyURL = conflictCopyURL
    }

    /// A sentence for a dialog or a terminal: names the file and the cause, then its path.
    public var message: String {
        var text = sentence
        // A detail quoting another error's message may already give this path: say it once.
        if let url, url.isFileURL, !text.contains(" — \(url.path)") { text += " — \(url.path)" }
        return text
    }

    /// `message` without the trailing path: for quoting this error inside another one's detail.
    var sentence: String {
        let name = url.map { "“\($0.lastPathComponent)”" } ?? "The document"
        var text: String
        switch code {
        case .notFound: text = "\(name) could not be found."
        case .permissionDenied: text = "You don’t have permission to access \(name)."
        case .readOnly: text = "\(name) is read-only, so changes can’t be saved to it."
        case .corrupt: text = "\(name) is damaged or isn’t in a format this app understands."
        case .unsupportedType: text = "\(name) is of a type this app can’t open or save."
        case .diskFull: text = "There isn’t enough space to save \(name)."
        case .changedOnDisk: text = "\(name) was changed by another application."
        case .nameTaken: text = "An item named \(name) already exists."
        case .cancelled: text = "The operation on \(name) was cancelled."
        case .invalidName: text = "\(name) contains a name that can’t be used in a document."
        case .tooLarge: text = "\(name) is too large or too deeply nested to open safely."
        case .ioFailure: text = "\(name) could not be read or written."
        }
        if let detail, !detail.isEmpty { text += " " + detail.prefix(1).uppercased() + detail.dropFirst() }
        if !text.hasSuffix(".") { text += "." }
        if let errno, code == .ioFailure || code == .permissionDenied || code == .diskFull || code == .readOnly {
            text += " (\(String(cString: strerror(errno))), errno \(errno))"
        }
        return text
    }

    public var description: String { message }
    public var errorDescription: String? { message }
    public var failureReason: String? { detail }

    /// Maps a failed system call's `errno` to the matching code. `operation` becomes the detail
    /// ("while renaming"), so the message says what Quire was doing.
    public static func posix(_ number: Int32, url: URL?, operation: String? = nil) -> DocumentError {
        let code: Code
        switch number {
        case ENOENT, ENOTDIR: code = .notFound
        case EACCES, EPERM: code = .permissionDenied
        case EROFS: code = .readOnly
        case ENOSPC, EDQUOT, EFBIG: code = .diskFull
        case EEXIST, ENOTEMPTY: code = .nameTaken
        case ENAMETOOLONG: code = .invalidName
        case ECANCELED: code = .cancelled
        default: code = .ioFailure
        }
        return DocumentError(code, url: url, detail: operation.map { "The failure happened while \($0)" }, errno: number)
    }

    /// Wraps any error as a `DocumentError`, keeping one that already is one (given `url` when it
    /// names no file: a model's reader throws without knowing which file it reads).
    public static func wrapping(_ error: any Error, url: URL?, operation: String? = nil) -> DocumentError {
        if var error = error as? DocumentError {
            if error.url == nil { error.url = url }
            return error
        }
        if let error = error as? CocoaError {
            if let posix = error.underlying as? POSIXError {
                return .posix(posix.code.rawValue, url: url, operation: operation)
            }
            switch error.code {
            case .fileNoSuchFile, .fileReadNoSuchFile: return DocumentError(.notFound, url: url)
            case .fileReadNoPermission, .fileWriteNoPermission: return DocumentError(.permissionDenied, url: url)
            case .fileWriteVolumeReadOnly: return DocumentError(.readOnly, url: url)
            case .fileWriteOutOfSpace: return DocumentError(.diskFull, url: url)
            case .fileWriteFileExists: return DocumentError(.nameTaken, url: url)
            case .fileReadCorruptFile: return DocumentError(.corrupt, url: url, detail: operation)
            case .fileReadUnknownStringEncoding, .fileReadInapplicableStringEncoding:
                return DocumentError(.corrupt, url: url, detail: "The text is not in a readable encoding")
            case .userCancelled: return DocumentError(.cancelled, url: url)
            default: break
            }
        }
        if let error = error as? POSIXError { return .posix(error.code.rawValue, url: url, operation: operation) }
        if error is CancellationError { return DocumentError(.cancelled, url: url) }
        if let error = error as? DecodingError { return .corrupt(url: url, decoding: error) }
        return DocumentError(.ioFailure, url: url, detail: "\(operation.map { $0 + ": " } ?? "")\(error.localizedDescription)")
    }

    /// A `corrupt` error saying where in the data decoding failed.
    public static func corrupt(url: URL?, decoding error: DecodingError) -> DocumentError {
        func path(_ context: DecodingError.Context) -> String {
            let components = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
            return components.isEmpty ? "at the top level" : "at \(components.joined().drop(while: { $0 == "." }))"
        }
        let detail: String
        switch error {
        case .dataCorrupted(let context):
            detail = "Invalid data \(path(context)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            detail = "Missing “\(key.stringValue)” \(path(context))"
        case .typeMismatch(let type, let context):
            detail = "Expected \(type) \(path(context))"
        case .valueNotFound(let type, let context):
            detail = "Missing \(type) value \(path(context))"
        @unknown default:
            detail = "\(error)"
        }
        return DocumentError(.corrupt, url: url, detail: detail)
    }

    public static func == (lhs: DocumentError, rhs: DocumentError) -> Bool {
        lhs.code == rhs.code && lhs.url == rhs.url && lhs.detail == rhs.detail && lhs.errno == rhs.errno
            && lhs.conflictCopyURL == rhs.conflictCopyURL
    }
}
