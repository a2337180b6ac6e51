import Foundation
import Glibc
import Synchronization

/// What the fault tests run: the built `quire-samples` and `QuireFaultChild`, the compiled injection shim,
/// and system tools (cc, cp, strace).
enum TestTools {
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// The package root: the nearest folder above this file that holds Package.swift.
    static func packageRoot(file: String = #filePath) throws -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        throw Missing(description: "no Package.swift above \(file)")
    }

    /// A product built beside the running test binary (SwiftPM puts a build's products in one
    /// folder), else in `.build/debug` of a folder above it.
    static func built(_ name: String) throws -> URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while true {
            for candidate in [folder.appendingPathComponent(name), folder.appendingPathComponent(".build/debug/\(name)")]
            where FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
            if folder.path == "/" { break }
            folder.deleteLastPathComponent()
        }
        throw Missing(description: "\(name) is not built near \(testBinary.path): run `swift build --build-tests`")
    }

    /// `name` on the usual system paths.
    static func system(_ name: String) throws -> URL {
        for folder in ["/usr/bin", "/bin", "/usr/local/bin", "/usr/sbin"] {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Missing(description: "\(name) is not installed (scripts/install-deps.sh installs it)")
    }

    /// The fault-injection library (Tests/Support/faultinject/faultinject.c), compiled once per test
    /// process with the system C compiler into a private temporary folder, removed at exit.
    static func faultShim() async throws -> URL {
        try await ShimBuild.shared.library()
    }

    /// Whether the full sweep was asked for (`make torture`): every errno at every call.
    static var fullSweep: Bool { ProcessInfo.processInfo.environment["QUIRE_FAULT_FULL"] == "1" }
}

/// Compiles the shim on first use; later callers wait for the same build.
actor ShimBuild {
    static let shared = ShimBuild()
    private var build: Task<URL, any Error>?
    static let folderToRemove = Mutex<String?>(nil)

    func library() async throws -> URL {
        if let build { return try await build.value }
        let task = Task { try await Self.compile() }
        build = task
        return try await task.value
    }

    private static func compile() async throws -> URL {
        let source = try TestTools.packageRoot().appendingPathComponent("Tests/Support/faultinject/faultinject.c")
        let folder = FaultSandbox.scratchBase.appendingPathComponent("quire-faultinject-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        folderToRemove.withLock { $0 = folder.path }
        atexit {
            if let path = ShimBuild.folderToRemove.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
        }
        let library = folder.appendingPathComponent("libquirefault.so")
        let result = try await ChildProcess.run(
            try TestTools.system("cc").path,
            ["-shared", "-fPIC", "-O1", "-Wall", "-Werror", "-o", library.path, source.path, "-ldl"],
            environment: ChildProcess.environment([:]), scratch: folder)
        guard result.status == 0 else {
            throw TestTools.Missing(description: "compiling \(source.path) failed:\n\(result)")
        }
        return library
    }
}
