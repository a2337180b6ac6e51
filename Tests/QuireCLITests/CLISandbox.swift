import Foundation

/// A temporary folder per test holding the documents, `$XDG_DATA_HOME` and `$HOME` the tools'
/// processes see, so no test reads or writes the real user's data. Removed when released.
final class CLISandbox: Sendable {
    let root: URL
    /// Documents the test works on.
    let documents: URL
    /// `$XDG_DATA_HOME` for every command run in this sandbox (drafts, versions, recents live here).
    let dataHome: URL
    let home: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("quire-cli-test-\(UUID().uuidString)", isDirectory: true)
        documents = root.appendingPathComponent("documents", isDirectory: true)
        dataHome = root.appendingPathComponent("xdg-data", isDirectory: true)
        home = root.appendingPathComponent("home", isDirectory: true)
        for folder in [documents, dataHome, home] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
    }

    func file(_ name: String) -> URL { documents.appendingPathComponent(name) }

    /// Runs `quire-samples arguments…` with this sandbox's environment, the documents folder as working
    /// directory.
    func run(_ arguments: String...) async throws -> CLIResult {
        try await QuireExecutable.run(arguments, in: self)
    }

    /// Runs the shipped `quire arguments…` likewise.
    func runQuire(_ arguments: String...) async throws -> CLIResult {
        try await QuireExecutable.run(arguments, in: self, executable: QuireExecutable.quire, name: "quire")
    }

    /// Every path under the sandbox whose name starts with `.quire-tmp-`: a leftover temporary.
    func leftoverTemporaries() -> [String] {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil,
                                                        options: [], errorHandler: { _, _ in true })
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix(".quire-tmp-") { found.append(url.path) }
        }
        return found
    }

    deinit {
        // A test may leave a read-only file behind; the folder stays writable, so removal works.
        try? FileManager.default.removeItem(at: root)
    }
}

/// What one run of a tool printed and how it exited.
struct CLIResult: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}
