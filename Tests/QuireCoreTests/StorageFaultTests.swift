import Foundation
import Testing
@testable import QuireCore

/// A real, tiny tmpfs mounted on a temporary folder (root only), unmounted when released.
final class SmallFilesystem {
    let folder = TemporaryDirectory("quire-tmpfs")
    var url: URL { folder.url }

    /// nil, with the reason, when mounting is not possible here (not root, no mount permission).
    static func mount(size: String) -> (SmallFilesystem?, String) {
        let filesystem = SmallFilesystem()
        let (status, output) = run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", filesystem.url.path])
        if status == 0 { return (filesystem, "") }
        filesystem.mounted = false
        return (nil, "mount -t tmpfs failed (status \(status)): \(output)")
    }

    private var mounted = true

    func remountReadOnly() -> Bool {
        Self.run("/bin/mount", ["-o", "remount,ro", url.path]).0 == 0
    }

    deinit {
        if mounted { _ = Self.run("/bin/umount", [url.path]) }
    }

    static func run(_ tool: String, _ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

@Suite struct StorageFaultTests {
    static let twoMiB = 2 << 20

    @Test func fullDiskFlatSave() async throws {
        let (filesystem, reason) = SmallFilesystem.mount(size: "1m")
        guard let filesystem else { try Test.cancel("No tmpfs: \(reason); the RLIMIT_FSIZE test covers disk full") }
        let url = filesystem.url.appendingPathComponent("doc.txt")
        let original = Data(String(repeating: "original ", count: 100).utf8)
        try original.write(to: url)
        let known = try #require(try FileIdentity.current(of: url))
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.file(url, expected: known)) { temporary in
                try Data(count: Self.twoMiB).write(to: temporary)
            }
        }
        #expect(error.code == .diskFull)
        #expect(error.url == url)
        #expect(try Data(contentsOf: url) == original)
        #expect(try POSIX.directoryEntries(filesystem.url) == ["doc.txt"])
    }

    @Test func fullDiskPackageSave() async throws {
        let (filesystem, reason) = SmallFilesystem.mount(size: "1m")
        guard let filesystem else { try Test.cancel("No tmpfs: \(reason)") }
        let package = filesystem.url.appendingPathComponent("Board.boardpkg")
        try POSIX.makeDirectory(package)
        try Data("manifest".utf8).write(to: package.appendingPathComponent("manifest.json"))
        let known = try #require(try FileIdentity.current(of: package))
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.package(package, expected: known, cloneExisting: true)) { staging in
                try Data("new manifest".utf8).write(to: staging.appendingPathComponent("manifest.json"), options: .atomic)
                try Data(count: Self.twoMiB).write(to: staging.appendingPathComponent("big.png"))
            }
        }
        #expect(error.code == .diskFull)
        #expect(error.url == package)
        #expect(try known.matchesDisk(at: package))
        #expect(try Data(contentsOf: package.appendingPathComponent("manifest.json")) == Data("manifest".utf8))
        #expect(try POSIX.directoryEntries(filesystem.url) == ["Board.boardpkg"])
    }

    @Test func readOnlyFilesystem() async throws {
        let (filesystem, reason) = SmallFilesystem.mount(size: "1m")
        guard let filesystem else { try Test.cancel("No tmpfs: \(reason)") }
        let url = filesystem.url.appendingPathComponent("doc.txt")
        try Data("original".utf8).write(to: url)
        let known = try #require(try FileIdentity.current(of: url))
        guard filesystem.remountReadOnly() else { try Test.cancel("remount,ro failed") }
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.file(url, expected: known)) { try Data("new".utf8).write(to: $0) }
        }
        #expect(error.code == .readOnly)
        #expect(error.url == url)
        #expect(error.errno == EROFS)
        #expect(try Data(contentsOf: url) == Data("original".utf8))
    }

    /// RLIMIT_FSIZE in a child process (the runner's own limits stay as they are): with SIGXFSZ
    /// ignored, write(2) fails with EFBIG, which must surface as diskFull with nothing left behind.
    @Test func fileSizeLimitInAChild() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("doc.txt")
        try Data("original".utf8).write(to: url)
        let child = try StorageTestChild.spawn(["fsize", url.path, "65536"])
        let output = child.readOutput()
        #expect(child.wait() == .exited(0))
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == DocumentError.Code.diskFull.rawValue)
        #expect(try Data(contentsOf: url) == Data("original".utf8))
        #expect(try POSIX.directoryEntries(dir.url) == ["doc.txt"])
    }
}
