import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file's bytes through plain POSIX reads (nil when it cannot be opened); harnesses compare files
/// with it so nothing but the code under test allocates through Foundation.
public func readFile(_ url: URL) -> Data? {
    let fd = open(url.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 { return nil }
        if count == 0 { return Data(bytes) }
        bytes += buffer[0..<count]
    }
}
