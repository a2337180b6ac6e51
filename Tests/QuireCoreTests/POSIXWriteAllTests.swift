import CQuireShim
import Foundation
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// `POSIX.writeAll` writes in `writeChunk` pieces and, every `writebackStep` bytes, starts the writeback
/// of what it has written (sync_file_range). Whatever the hint does, the bytes on disk must be exactly
/// the ones given, from wherever the descriptor stood; and a descriptor that can't take the hint (a
/// character device, a pipe) must still be written in full.
@Suite struct POSIXWriteAllTests {
    /// Not a multiple of a page, a piece or a step; a block of prime length repeated, so every piece
    /// starts at a different place in it.
    static func pattern(_ count: Int) -> Data {
        let block = Data((0..<65_521).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
        var data = Data(capacity: count)
        while data.count + block.count <= count { data.append(block) }
        data.append(block.prefix(count - data.count))
        return data
    }

    @Test func largeWriteIsExactFromAnyOffset() throws {
        let dir = TemporaryDirectory("quire-writeall")
        let url = dir.file("large")
        let head = Data("head, not page aligned\n".utf8)
        let body = Self.pattern(2 * POSIX.writebackStep + 3 * POSIX.writeChunk + 1234)
        let fd = try POSIX.open(url, O_WRONLY | O_CREAT | O_EXCL, mode: 0o600)
        defer { POSIX.close(fd) }
        try POSIX.writeAll(fd, head, url: url)
        try POSIX.writeAll(fd, body, url: url)
        try POSIX.fsync(fd, url: url)
        #expect(try Data(contentsOf: url) == head + body)
    }

    @Test func aDescriptorWithoutWritebackIsStillWrittenInFull() throws {
        // sync_file_range fails with ESPIPE on a character device; the write must not.
        let url = URL(fileURLWithPath: "/dev/null")
        let fd = try POSIX.open(url, O_WRONLY)
        defer { POSIX.close(fd) }
        try POSIX.writeAll(fd, Self.pattern(POSIX.writebackStep + POSIX.writeChunk), url: url)
        #expect(quire_start_writeback(fd, 0, 0) == -1 && errno == ESPIPE)
    }

    @Test func aPipeGetsEveryByte() async throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (reader, writer) = (ends[0], ends[1])
        let body = Self.pattern(POSIX.writebackStep + 5 * POSIX.writeChunk + 7)
        let received = Task.detached { () -> Data in
            defer { close(reader) }
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
                if n <= 0 { return data }
                data.append(contentsOf: buffer[0..<n])
            }
        }
        try POSIX.writeAll(writer, body, url: nil)
        close(writer)
        #expect(await received.value == body)
    }
}
