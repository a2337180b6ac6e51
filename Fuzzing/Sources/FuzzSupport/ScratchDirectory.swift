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
        // A crash ends the process with `_exit` (no atexit): remove what dead harnesses left.
        let prefix = "quire-fuzz-\(name)-"
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] where entry.hasPrefix(prefix) {
            if let pid = pid_t(entry.dropFirst(prefix.count)), kill(pid, 0) != 0 && errno == ESRCH {
                Self.remove(URL(fileURLWithPath: base).appendingPathComponent(entry))
            }
        }
        Self.remove(url)
        mkdir(url.path, 0o700)
        // libFuzzer exits through `exit`: clean up then, not only on a normal return.
        scratchPathsToRemoveAtExit.append(url.path)
        if scratchPathsToRemoveAtExit.count == 1 {
            atexit { for path in scratchPathsToRemoveAtExit { ScratchDirectory.remove(URL(fileURLWithPath: path)) } }
        }
    }

    public func path(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Removes a file or tree without following links (as `rm -rf` does), ignoring what is missing.
    public static func remove(_ url: URL) {
        removeTree(Array(url.path.utf8CString))
    }

    /// `path` is NUL-terminated raw bytes: names inside may be anything but `/` and NUL.
    private static func removeTree(_ path: [CChar]) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        chmod(path, 0o700)
        var names: [[CChar]] = []
        if let dir = opendir(path) {
            while let entry = readdir(dir) {
                // In place up to the NUL: copying the whole d_name tuple reads past glibc's buffer.
                let name = withUnsafeMutablePointer(to: &entry.pointee.d_name) { tuple in
                    let bytes = UnsafeRawPointer(tuple).assumingMemoryBound(to: CChar.self)
                    return Array(UnsafeBufferPointer(start: bytes, count: strlen(bytes)))
                }
                if name != [46] && name != [46, 46] { names.append(name) }
            }
            closedir(dir)
        }
        let parent = path.dropLast()
        for name in names { removeTree(Array(parent) + [47] + name + [0]) }
        rmdir(path)
    }
}

// nonisolated(unsafe): appended to only while harnesses set up, before fuzzing; read by the atexit handler.
nonisolated(unsafe) private var scratchPathsToRemoveAtExit: [String] = []

