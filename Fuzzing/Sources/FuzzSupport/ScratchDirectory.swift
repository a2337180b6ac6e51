import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private folder for one fuzzing process (on `/dev/shm` when there is one: no disk writes), with
/// paths that the harness empties before each input.
public struct ScratchDirectory {
    public let url: URL

    public init(_ name: String) {
        let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : NSTemporaryDirectory()
        url = URL(fileURLWithPath: base).appendingPathComponent("quire-fuzz-\(name)-\(getpid())")
        Self.remove(url)
        mkdir(url.path, 0o700)
        let path = url.path
        // libFuzzer exits through `exit`: clean up then, not only on a normal return.
        atexit_paths.append(path)
        if atexit_paths.count == 1 { atexit { for path in atexit_paths { ScratchDirectory.remove(URL(fileURLWithPath: path)) } } }
    }

    public func path(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Removes a file or tree without following links (as `rm -rf` does), ignoring what is missing.
    public static func remove(_ url: URL) {
        url.path.withCString { removeTree($0) }
    }

    private static func removeTree(_ path: UnsafePointer<CChar>) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFDIR {
            chmod(path, 0o700)
            if let dir = opendir(path) {
                var names: [[CChar]] = []
                while let entry = readdir(dir) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                        Array(raw.bindMemory(to: CChar.self).prefix { $0 != 0 })
                    }
                    if name != [46] && name != [46, 46] { names.append(name) }
                }
                closedir(dir)
                let parent = Array(UnsafeBufferPointer(start: path, count: strlen(path)))
                for name in names {
                    (parent + [47] + name + [0]).withUnsafeBufferPointer { removeTree($0.baseAddress!) }
                }
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

// nonisolated(unsafe): appended to only while harnesses set up, before fuzzing; read by the atexit handler.
nonisolated(unsafe) private var atexit_paths: [String] = []

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
