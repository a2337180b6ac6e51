import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Debian 12's real document portal (xdg-document-portal 1.16), run for one test on a private session
/// bus by `scripts/testportal.sh` and stopped, its mount and files removed, when released. A file
/// exported to it (`export`) is reached as a sandboxed app reaches what the person picked in the file
/// chooser: `…/doc/<id>/<name>`, one folder per document, in the portal's FUSE mount.
public final class TestPortal: @unchecked Sendable {
    // @unchecked: immutable after init; deinit only stops the portal.
    /// Where `scripts/install-deps.sh` extracts the portal's binaries.
    static let binaries = "/opt/quire-test-tools/xdg-desktop-portal/usr/libexec"

    /// Whether the portal can run here: root, /dev/fuse, the extracted binaries, D-Bus and Python GI.
    public static var isAvailable: Bool {
        let tools = ["\(binaries)/xdg-document-portal", "\(binaries)/xdg-permission-store", "/usr/bin/fusermount3",
                     "/usr/bin/dbus-daemon", "/usr/bin/gdbus", "/usr/bin/python3"]
        return getuid() == 0 && FileManager.default.fileExists(atPath: "/dev/fuse")
            && tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
            && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/gi")
    }

    /// The portal's files: its runtime folder (the mount is `run/doc`), bus socket, logs.
    public let state: URL

    /// Starts the portal.
    public init() throws {
        state = FileManager.default.temporaryDirectory.appendingPathComponent("quire-portal-\(UUID().uuidString)")
        do {
            try Self.script(["start", state.path])
        } catch {
            _ = try? Self.script(["stop", state.path])
            throw error
        }
    }

    deinit {
        _ = try? Self.script(["stop", state.path])
    }

    /// Exports `file` (a regular file) as a document; its path in the portal's mount.
    public func export(_ file: URL) throws -> URL {
        let output = try Self.script(["export", state.path, file.path])
        // The path is the script's last line (its log holds stderr too).
        let path = output.split(separator: "\n").last.map(String.init) ?? ""
        return URL(fileURLWithPath: path)
    }

    /// `scripts/testportal.sh` in this checkout.
    private static let scriptPath = URL(fileURLWithPath: TestDrive.scriptPath).deletingLastPathComponent()
        .appendingPathComponent("testportal.sh").path

    @discardableResult
    private static func script(_ arguments: [String]) throws -> String {
        try TestDrive.run("/bin/bash", [scriptPath] + arguments)
    }
}
