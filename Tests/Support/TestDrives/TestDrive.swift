import CQuireShim
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real file system made and mounted for one test (root only) by `scripts/testfs.sh`, unmounted and
/// everything it made removed when released: loop images (ext4, XFS, btrfs), tmpfs, overlayfs, the
/// FUSE servers USB sticks and Windows drives are mounted with, sshfs to a throwaway sshd, and
/// read-only media.
public final class TestDrive: @unchecked Sendable {
    // @unchecked: immutable after init; deinit only unmounts.
    public enum Kind: String, CaseIterable, Sendable, CustomStringConvertible {
        case ext4, XFS, btrfs, tmpfs, overlayfs, exFAT, NTFS, FAT, sshfs, squashfs
        /// A read-only bind mount of a folder (what a write-protected share looks like).
        case readOnlyBind = "read-only bind"

        public var description: String { rawValue }

        /// The USB stick and Windows drive kinds.
        public static let removable: [Kind] = [.exFAT, .NTFS, .FAT]
        /// The kinds a document can be saved on.
        public static let writable: [Kind] = allCases.filter { !$0.isReadOnly }

        public var isReadOnly: Bool { self == .squashfs || self == .readOnlyBind }

        /// The kind's name in `scripts/testfs.sh`.
        var scriptName: String {
            switch self {
            case .ext4: "ext4"
            case .XFS: "xfs"
            case .btrfs: "btrfs"
            case .tmpfs: "tmpfs"
            case .overlayfs: "overlay"
            case .exFAT: "exfat"
            case .NTFS: "ntfs"
            case .FAT: "fat"
            case .sshfs: "sshfs"
            case .squashfs: "squashfs"
            case .readOnlyBind: "readonly"
            }
        }

        /// The tools the script needs for it (Debian's btrfs-progs, xfsprogs, exfatprogs + exfat-fuse,
        /// ntfs-3g, dosfstools + fusefat, sshfs + openssh-server, squashfs-tools).
        var tools: [String] {
            switch self {
            case .ext4: ["/usr/sbin/mkfs.ext4"]
            case .XFS: ["/usr/sbin/mkfs.xfs"]
            case .btrfs: ["/usr/sbin/mkfs.btrfs"]
            case .tmpfs, .overlayfs, .readOnlyBind: []
            case .exFAT: ["/usr/sbin/mkfs.exfat", "/usr/sbin/mount.exfat-fuse", "/usr/sbin/losetup"]
            case .NTFS: ["/usr/sbin/mkfs.ntfs", "/usr/bin/ntfs-3g"]
            case .FAT: ["/usr/sbin/mkfs.vfat", "/usr/bin/fusefat"]
            case .sshfs: ["/usr/bin/sshfs", "/usr/sbin/sshd", "/usr/bin/ssh-keygen", "/usr/bin/python3"]
            case .squashfs: ["/usr/bin/mksquashfs"]
            }
        }

        /// The kernel's name for it in /proc/filesystems (FUSE ones need `fuse`).
        private var kernelFileSystem: String {
            switch self {
            case .ext4, .readOnlyBind: "ext4"
            case .XFS: "xfs"
            case .btrfs: "btrfs"
            case .tmpfs: "tmpfs"
            case .overlayfs: "overlay"
            case .exFAT, .NTFS, .FAT, .sshfs: "fuse"
            case .squashfs: "squashfs"
            }
        }

        /// Whether this machine can make it: root, the kernel's driver (and /dev/fuse) and the tools.
        public var isAvailable: Bool {
            let kernel = (try? String(contentsOfFile: "/proc/filesystems", encoding: .utf8)) ?? ""
            let drivers = kernel.split(separator: "\n").compactMap { $0.split(separator: "\t").last.map(String.init) }
            return getuid() == 0 && drivers.contains(kernelFileSystem)
                && (kernelFileSystem != "fuse" || FileManager.default.fileExists(atPath: "/dev/fuse"))
                && tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
        }
    }

    /// Whether every kind in `kinds` can be made here.
    public static func available(_ kinds: [Kind]) -> Bool { kinds.allSatisfy(\.isAvailable) }

    public let kind: Kind
    public let mountPoint: URL

    /// Makes and mounts a drive of `kind`; `seed`: a folder whose contents it starts with (needed for
    /// the read-only kinds).
    public init(_ kind: Kind, seed: URL? = nil) throws {
        self.kind = kind
        mountPoint = FileManager.default.temporaryDirectory.appendingPathComponent("quire-drive-\(UUID().uuidString)")
        do {
            try Self.script(["mount", kind.scriptName, mountPoint.path] + (seed.map { [$0.path] } ?? []))
        } catch {
            _ = try? Self.script(["unmount", mountPoint.path])
            throw error
        }
    }

    /// sshfs: the folder on the server side (the sshd's real folder) the drive shows.
    public var serverFolder: URL? {
        kind == .sshfs ? URL(fileURLWithPath: mountPoint.path + ".state/export") : nil
    }

    /// sshfs: cuts the link as a network failure would (its sshd is killed; sshfs, losing the
    /// connection, takes the mount down).
    public func drop() throws {
        try Self.script(["drop", mountPoint.path])
    }

    /// sshfs: starts its sshd and mounts the same server folder again.
    public func reconnect() throws {
        try Self.script(["reconnect", mountPoint.path])
    }

    deinit {
        _ = try? Self.script(["unmount", mountPoint.path])
    }

    /// `scripts/testfs.sh` in this checkout.
    static let scriptPath: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/testfs.sh").path

    @discardableResult
    static func script(_ arguments: [String]) throws -> String {
        try run("/bin/bash", [scriptPath] + arguments)
    }

    /// Runs a tool to its exit with posix_spawn and waitpid. Not Foundation's `Process`: a FUSE
    /// server forks a daemon that keeps the launcher's descriptors, and `Process` then never sees
    /// the exit. Output goes to a file for the same reason (a pipe would never reach end of file).
    @discardableResult
    public static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("quire-drive-\(UUID().uuidString).log")
        let logFD = open(log.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard logFD >= 0 else { throw Failure("creating a tool's log: errno \(errno)") }
        defer {
            close(logFD)
            unlink(log.path)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, logFD, 1)
        posix_spawn_file_actions_adddup2(&actions, logFD, 2)
        // A FUSE server or sshd lives as long as the mount: it must not keep this process's other
        // descriptors (another test's pipe to a child waiting for end of input, files a test is
        // about to delete), which Foundation opens without O_CLOEXEC.
        let closing = quire_spawn_close_descriptors_from(&actions, 3)
        guard closing == 0 else { throw Failure("preparing to start \(tool): errno \(closing)") }
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, tool, &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure("starting \(tool): errno \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""  // the log only explains a failure
        guard status == 0 else { throw Failure("\(tool) \(arguments) failed (\(status)): \(output)") }
        return output
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
