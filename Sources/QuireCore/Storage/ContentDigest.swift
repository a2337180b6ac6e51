import Foundation

/// A fast 64-bit digest of a file's bytes, used by `FileIdentity` to notice an edit that left size and
/// mtime alone. Not cryptographic: it guards against accidents (a write within one timestamp tick, a
/// restored mtime), not against an adversary who controls the file anyway.
enum ContentDigest {
    /// The digest of the file at `url` (never following a link).
    static func of(fileAt url: URL, document: URL) throws -> UInt64 {
        let fd: Int32
        do {
            fd = try POSIX.open(url, O_RDONLY | O_NOFOLLOW)
        } catch let error as DocumentError {
            throw error.naming(document)
        }
        defer { POSIX.close(fd) }
        return try of(fd: fd, document: document)
    }

    /// The digest of an open file's bytes from offset 0 (by `pread`, so the file offset is untouched).
    static func of(fd: Int32, document: URL) throws -> UInt64 {
        var state = State()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset: Int64 = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(offset)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw POSIX.fail(document, "reading it to check for changes")
            }
            if n == 0 { break }
            offset += Int64(n)
            chunk.withUnsafeBytes { state.add(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
        }
        return state.finish(length: offset)
    }

    /// 64-bit multiply-xorshift over little-endian words; the byte tail is folded in one at a time.
    /// Chunks are 64 KiB, a multiple of 8, so only the last one has a tail.
    struct State {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            var index = 0
            while index + 8 <= bytes.count {
                mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                index += 8
            }
            while index < bytes.count {
                mix(UInt64(bytes[index]) | 0x100)
                index += 1
            }
        }

        mutating func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
            hash ^= hash >> 29
        }

        mutating func finish(length: Int64) -> UInt64 {
            mix(UInt64(bitPattern: length))
            hash ^= hash >> 32
            return hash
        }
    }
}
