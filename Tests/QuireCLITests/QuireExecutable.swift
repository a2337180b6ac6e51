import Foundation

/// The built tools, run as child processes: `quire-samples` (the engine's commands on the example
/// apps' documents, and the examples' own commands), which most tests drive, and `quire` (the
/// engine's commands alone).
enum QuireExecutable {
    struct NotBuilt: Error, CustomStringConvertible {
        let name: String
        var description: String { "The \(name) executable was not found in .build/debug; run swift build --build-tests" }
    }

    /// `.build/debug/quire-samples`.
    static let url = find("quire-samples")
    /// `.build/debug/quire`.
    static let quire = find("quire")

    /// `name` beside the test bundle, else searched upward from the test bundle and from this source
    /// file for `.build/debug/<name>`.
    private static func find(_ name: String) -> URL? {
        var starts: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            starts.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        starts.append(Bundle.main.bundleURL)
        starts.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        for start in starts {
            let beside = start.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: beside.path), !isDirectory(beside) { return beside }
            var directory = start
            while directory.path != "/" && !directory.path.isEmpty {
                let candidate = directory.appendingPathComponent(".build/debug/\(name)")
                if FileManager.default.isExecutableFile(atPath: candidate.path), !isDirectory(candidate) {
                    return candidate
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Runs `quire-samples` (or `executable`) with `arguments`. Output goes to files (not pipes), so a
    /// long listing can't fill a pipe and stall the child while we wait for it.
    static func run(_ arguments: [String], in sandbox: CLISandbox, executable: URL? = url,
                    name: String = "quire-samples") async throws -> CLIResult {
        guard let url = executable else { throw NotBuilt(name: name) }
        let outputs = sandbox.root.appendingPathComponent("output-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputs) }
        let stdoutURL = outputs.appendingPathComponent("stdout"), stderrURL = outputs.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdout = try FileHandle(forWritingTo: stdoutURL), stderr = try FileHandle(forWritingTo: stderrURL)

        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = sandbox.documents
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = sandbox.dataHome.path
        environment["HOME"] = sandbox.home.path
        environment["XDG_CONFIG_HOME"] = sandbox.home.appendingPathComponent(".config").path
        environment["XDG_CACHE_HOME"] = sandbox.home.appendingPathComponent(".cache").path
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr

        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try stdout.close()
        try stderr.close()
        return CLIResult(status: status,
                         stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
                         stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
    }
}
