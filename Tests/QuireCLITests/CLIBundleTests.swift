import Foundation
import Testing

/// `quire bundle`'s failures name what to do (the bundles themselves: QuireBundleTests, and
/// `make test-bundle` end to end). Each describes the package in a build folder of its own: `swift
/// test` holds the lock of `.build` while the tests run.
@Suite("quire bundle")
struct CLIBundleTests {
    static func packageRoot() -> URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        return folder
    }

    @Test("an unknown product, or none in a package of several, is named with the ones there are",
          arguments: [["--product", "NoSuchApp"], []])
    func theProductMustBeOneOfThePackages(_ product: [String]) async throws {
        let sandbox = try CLISandbox()
        let result = try await QuireExecutable.run(
            ["bundle"] + product + ["--package-path", Self.packageRoot().path,
                                    "--scratch-path", sandbox.root.appendingPathComponent("scratch").path,
                                    "-o", sandbox.root.appendingPathComponent("out").path],
            in: sandbox, executable: QuireExecutable.quire, name: "quire")
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("ChecklistApp") && result.stderr.contains("NotesApp"), "\(result)")
        #expect(result.stderr.contains(product.isEmpty ? "say which app to bundle with --product" : "no executable product NoSuchApp"),
                "\(result)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("out").path))
    }
}
