import Foundation
import QuireCore

/// A temporary folder for one test, removed when released.
final class BundleTestFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("quire-bundle-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `text` to `name` (folders made as needed) and returns its URL.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        let url = file(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }
}

enum BundleTestTools {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
        var all: String { output + errors }
    }

    /// The package root: the nearest folder above this file that holds Package.swift.
    static func packageRoot(file: String = #filePath) -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        return folder
    }

    /// Runs a command-line tool to completion; its output in files (no pipe to drain).
    static func run(_ path: String, _ arguments: [String], directory: URL? = nil,
                    environment: [String: String] = [:]) throws -> Run {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("quire-bundle-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out"), err = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   output: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                   errors: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }

    /// `appstreamcli validate --no-net`'s findings (errors, warnings, notes), one per line.
    static func appStreamIssues(_ run: Run) -> [Substring] {
        run.all.split(separator: "\n").filter { $0.hasPrefix("E:") || $0.hasPrefix("W:") || $0.hasPrefix("I:") }
    }

    /// The identity the Checklist app has at launch, from its Info.plist in the source tree.
    static func exampleIdentity(_ app: String = "Checklist", type: String = "DocumentBasedApp") throws -> AppIdentity {
        let plist = packageRoot().appendingPathComponent("Examples/\(app)/\(app)App/Resources/Info.plist")
        return try AppIdentity(typeName: type, bundle: nil, infoPlistURL: plist)
    }
}
