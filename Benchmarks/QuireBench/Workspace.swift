import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The benchmark's scratch folder: on a real disk (fsync costs must be real), removed at the end.
///
/// `/tmp` is used when it is on disk; when it is a tmpfs (where fsync is free) `/var/tmp` is used
/// instead. `QUIRE_BENCH_DIR` overrides both.
struct Workspace {
    let root: URL
    /// Where the session's drafts, versions and recents live (`$XDG_DATA_HOME` stand-in).
    let dataHome: URL
    /// "ext4 on /dev/vda"-style description for the report.
    let fileSystem: String

    init() throws {
        let environment = ProcessInfo.processInfo.environment
        let parent: String
        if let chosen = environment["QUIRE_BENCH_DIR"], !chosen.isEmpty {
            parent = chosen
        } else {
            parent = Self.isTmpfs("/tmp") ? "/var/tmp" : "/tmp"
        }
        root = URL(fileURLWithPath: parent, isDirectory: true)
            .appendingPathComponent("quire-bench-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        dataHome = root.appendingPathComponent("data", isDirectory: true)
        try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
        fileSystem = Self.describeFileSystem(of: root.path)
    }

    func url(_ name: String) -> URL { root.appendingPathComponent(name) }

    func remove() { try? FileManager.default.removeItem(at: root) }

    static func isTmpfs(_ path: String) -> Bool { mount(of: path)?.type == "tmpfs" }

    /// The mount holding `path`, from `/proc/self/mounts` (longest matching mount point).
    static func mount(of path: String) -> (type: String, device: String, point: String)? {
        guard let mounts = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8) else { return nil }
        var best: (type: String, device: String, point: String)?
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count > 2 else { continue }
            let point = fields[1]
            let matches = point == "/" || path == point || path.hasPrefix(point + "/")
            if matches && point.count >= (best?.point.count ?? 0) { best = (fields[2], fields[0], point) }
        }
        return best
    }

    static func describeFileSystem(of path: String) -> String {
        guard let mount = mount(of: path) else { return "file system unknown" }
        return "\(mount.type) on \(mount.device) (mounted at \(mount.point))"
    }
}
