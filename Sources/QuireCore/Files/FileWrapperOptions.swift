import Foundation

extension FileWrapper {
    /// How `init(url:options:)` and `read(from:options:)` read a file or package.
    public struct ReadingOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Read every regular file's contents now instead of when `regularFileContents` is first
        /// asked for. Use it when the files may be replaced or moved before you read them.
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Read contents into memory instead of mapping them (the default maps files of 64 KiB or more).
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How `write(to:options:originalContentsURL:)` writes.
    public struct WritingOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Make the result durable before it replaces anything: every new file and folder is flushed
        /// to disk, then swapped in with one atomic rename (or `RENAME_EXCHANGE` for a folder), and the
        /// parent folder is flushed. A crash leaves the old item or the new one, never a mix.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// After writing, set `filename` of the wrapper and of every child to the name written.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }
}

/// Bounds on what reading and writing a wrapper tree will accept, so hostile or looping trees end in
/// an error instead of exhausting memory, descriptors or the stack.
struct FileWrapperLimits: Sendable {
    var maximumDepth = 64
    var maximumEntries = 100_000

    static let standard = FileWrapperLimits()
}
