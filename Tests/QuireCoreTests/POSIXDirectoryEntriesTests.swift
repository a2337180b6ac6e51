import Foundation
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// `POSIX.directoryEntries` read each name by copying the entry's whole 256-byte `d_name`, past the
/// end of glibc's directory buffer when the entry's record was shorter: AddressSanitizer reported a
/// heap overflow under `make test-sanitize` (listing a package of 100 000 children). Names of every
/// length in a folder large enough to fill many buffers: each comes back exactly, and under ASan the
/// old read fails this test.
@Suite struct POSIXDirectoryEntriesTests {
    @Test func namesOfEveryLengthAcrossManyBuffers() throws {
        let dir = TemporaryDirectory("quire-dirent")
        var expected: [String] = []
        for index in 0..<3000 {
            // 1…255 bytes, some multi-byte UTF-8.
            let length = 1 + index % 255
            var name = "\(index)-" + String(repeating: index % 3 == 0 ? "é" : "n", count: length)
            while name.utf8.count > 255 { name.removeLast() }
            expected.append(name)
            let fd = open(dir.file(name).path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            #expect(fd >= 0, "\(name)")
            if fd >= 0 { close(fd) }
        }
        #expect(try POSIX.directoryEntries(dir.url) == expected.sorted())
        let fd = try POSIX.open(dir.url, O_RDONLY | O_DIRECTORY)
        defer { POSIX.close(fd) }
        #expect(try POSIX.directoryEntries(fd, url: dir.url) == expected.sorted())
    }
}
