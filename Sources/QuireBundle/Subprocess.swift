import Foundation
import QuireCore

/// Runs the tools a bundle is made with (`swift`, `ldd`, `dpkg-query`, `dpkg-deb`, the validators).
struct Subprocess {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
        /// Both streams, for a message.
        var transcript: String { [output, errors].filter { !$0.isEmpty }.joined(separator: "\n") }
    }

    /// The absolute path of `tool` on `$PATH`; nil when it isn't installed.
    static func find(_ tool: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if tool.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: tool) ? tool : nil }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool` with `arguments` and waits, its output captured (or, with `passThrough`, shown as it
    /// comes: a build's progress). `environment` entries are added to this process's.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:],
                    directory: URL? = nil, passThrough: Bool = false) throws -> Result {
        guard let executable = find(tool) else { throw BundleError("\(tool) is not installed (it is needed to make the bundle)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        // Files, not pipes: nothing to drain while the tool runs, however much it prints.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("quire-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        // Only the captured output: failing to remove it must not change the tool's result.
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorsURL = scratch.appendingPathComponent("stderr")
        if !passThrough {
            _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: outputURL)
            process.standardError = try FileHandle(forWritingTo: errorsURL)
        }
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BundleError("\(tool) could not be run: \(error)")
        }
        process.waitUntilExit()
        // Output that is not UTF-8 (or was never written) reads as empty: the exit status still counts.
        let read = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
        return Result(status: process.terminationStatus, output: passThrough ? "" : read(outputURL),
                      errors: passThrough ? "" : read(errorsURL))
    }

    /// Runs `tool` and returns its standard output; a non-zero exit status is an error with its output.
    static func output(_ tool: String, _ arguments: [String], environment: [String: String] = [:],
                       directory: URL? = nil) throws -> String {
        let result = try run(tool, arguments, environment: environment, directory: directory)
        guard result.status == 0 else {
            throw BundleError("\(([tool] + arguments).joined(separator: " ")) failed (exit status \(result.status)):\n\(result.transcript)")
        }
        return result.output
    }
}

/// Why a bundle could not be made: the message says what to do.
package struct BundleError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
