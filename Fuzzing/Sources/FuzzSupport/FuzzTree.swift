import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small file tree described by fuzz input, for the readers that take a folder (board packages,
/// `FileWrapper`).
///
/// The input is a list of entries, each starting with `@@` at the beginning of a line:
///
///     @@f stickers/A.png        a regular file; the following lines up to the next `\n@@` are its bytes
///     @@d stickers              a folder (parents of any entry are created as folders anyway)
///     @@l link                  a symbolic link; the following bytes are its destination
///     @@h outside               a hard link to a file outside the tree
///     @@p pipe                  a named pipe (FIFO)
///     @@s big                   a sparse file; the following digits are its size (capped)
///
/// The space after the kind letter is optional. Text before the first entry is the `preamble` file
/// when the harness names one (the board's `manifest.json`), so a bare JSON seed works. Path
/// components that are empty, `.` or `..` are dropped and NUL bytes removed, so every entry lands
/// inside the tree; names may hold any other byte (newlines, invalid UTF-8).
public struct FuzzTree {
    public indirect enum Node: Equatable {
        case file(Data)
        case directory([[UInt8]: Node])
        case symbolicLink([UInt8])
        case hardLinkToOutside
        case fifo
        case sparse(Int)
    }

    public enum Kind: Equatable {
        case file(Data), directory, symbolicLink([UInt8]), hardLinkToOutside, fifo, sparse(Int)
    }

    public struct Entry {
        public var path: [[UInt8]]
        public var kind: Kind
    }

    public static let maximumEntries = 48
    public static let maximumDepth = 8
    public static let maximumSparseSize = 64 << 20

    public private(set) var entries: [Entry] = []

    public init(_ data: Data, preamble: String? = nil) {
        let bytes = [UInt8](data)
        var chunks = Self.split(bytes)
        if !bytes.starts(with: Array("@@".utf8)) {
            let first = chunks.removeFirst()
            if let preamble { entries.append(Entry(path: [Array(preamble.utf8)], kind: .file(Data(first)))) }
        } else {
            chunks[0].removeFirst(2)
        }
        for chunk in chunks where entries.count < Self.maximumEntries {
            guard let letter = chunk.first else { continue }
            let afterLetter = chunk.index(after: chunk.startIndex)
            let newline = chunk[afterLetter...].firstIndex(of: 0x0A) ?? chunk.endIndex
            var header = Array(chunk[afterLetter..<newline])
            if header.first == 0x20 { header.removeFirst() }
            let content = newline < chunk.endIndex ? Array(chunk[(newline + 1)...]) : []
            let path = header.split(separator: 0x2F, omittingEmptySubsequences: true)
                .map { Array($0.filter { $0 != 0 }.prefix(255)) }
                .filter { !$0.isEmpty && $0 != [0x2E] && $0 != [0x2E, 0x2E] }
            guard !path.isEmpty, path.count <= Self.maximumDepth else { continue }
            let kind: Kind
            switch letter {
            case UInt8(ascii: "f"): kind = .file(Data(content))
            case UInt8(ascii: "d"): kind = .directory
            case UInt8(ascii: "l"):
                let target = Array(content.filter { $0 != 0 }.prefix(4000))
                guard !target.isEmpty else { continue }
                kind = .symbolicLink(target)
            case UInt8(ascii: "h"): kind = .hardLinkToOutside
            case UInt8(ascii: "p"): kind = .fifo
            case UInt8(ascii: "s"):
                let digits = content.prefix { $0 >= 0x30 && $0 <= 0x39 }.prefix(12)
                let size = Int(String(decoding: digits, as: UTF8.self)) ?? 0
                kind = .sparse(min(size, Self.maximumSparseSize))
            default: continue
            }
            entries.append(Entry(path: path, kind: kind))
        }
    }

    /// Splits on `\n@@`; the first chunk is what precedes the first separator.
    private static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var chunks: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0x0A && bytes[index + 1] == 0x40 && bytes[index + 2] == 0x40 {
                chunks.append(bytes[start..<index])
                start = index + 3
                index = start
            } else {
                index += 1
            }
        }
        chunks.append(bytes[start...])
        return chunks
    }

    /// Creates the tree at `root` (which must not exist) and returns what was made: an entry whose
    /// parent is not a folder, or whose name is taken, is skipped. Hard links point at `outside`.
    @discardableResult
    public func materialize(at root: URL, outside: URL) -> Node {
        var tree: [[UInt8]: Node] = [:]
        let rootPath = Array(root.path.utf8)
        mkdir(root.path, 0o755)
        for entry in entries {
            var created = true
            var fullPath = rootPath
            // Folders on the way.
            for component in entry.path.dropLast() {
                fullPath += [0x2F] + component
                if mkdirBytes(fullPath) != 0 && !isDirectory(fullPath) { created = false; break }
            }
            guard created, let name = entry.path.last else { continue }
            fullPath += [0x2F] + name
            let result: Int32 = withCString(fullPath) { path in
                switch entry.kind {
                case .file(let data):
                    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                    guard fd >= 0 else { return -1 }
                    defer { close(fd) }
                    return data.withUnsafeBytes { raw in
                        guard let base = raw.baseAddress else { return 0 }
                        return write(fd, base, raw.count) == raw.count ? 0 : -1
                    }
                case .directory:
                    return mkdir(path, 0o755) == 0 || (errno == EEXIST && isDirectory(fullPath)) ? 0 : -1
                case .symbolicLink(let target):
                    return withCString(target) { symlink($0, path) }
                case .hardLinkToOutside:
                    return link(outside.path, path)
                case .fifo:
                    return mkfifo(path, 0o644)
                case .sparse(let size):
                    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                    guard fd >= 0 else { return -1 }
                    defer { close(fd) }
                    return ftruncate(fd, off_t(size))
                }
            }
            guard result == 0 else { continue }
            let node: Node
            switch entry.kind {
            case .file(let data): node = .file(data)
            case .directory: node = .directory([:])
            case .symbolicLink(let target): node = .symbolicLink(target)
            case .hardLinkToOutside: node = .hardLinkToOutside
            case .fifo: node = .fifo
            case .sparse(let size): node = .sparse(size)
            }
            Self.insert(node, at: entry.path[...], into: &tree)
        }
        return .directory(tree)
    }

    private static func insert(_ node: Node, at path: ArraySlice<[UInt8]>, into tree: inout [[UInt8]: Node]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            if case .directory = node, case .directory = tree[first] { return }
            tree[first] = node
            return
        }
        var children: [[UInt8]: Node] = [:]
        if case .directory(let existing) = tree[first] { children = existing }
        insert(node, at: path.dropFirst(), into: &children)
        tree[first] = .directory(children)
    }
}

private func withCString<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
    let characters = bytes.map { CChar(bitPattern: $0) } + [0]
    return body(characters)
}

private func mkdirBytes(_ path: [UInt8]) -> Int32 { withCString(path) { mkdir($0, 0o755) } }

private func isDirectory(_ path: [UInt8]) -> Bool {
    withCString(path) { pointer in
        var status = stat()
        return lstat(pointer, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
