import Foundation
import Testing

/// Examples/CrossPlatform: a package written for macOS — `import SwiftUI`, `import Combine`,
/// `import UniformTypeIdentifiers`, Swift 5 mode — that depends on Quire on Linux only. Its apps'
/// sources are built by this package too (targets `TallyApp`, `JotterApp`, `StockroomApp`), so
/// `swift build --build-tests` compiles them unchanged; these tests check the example's own manifest
/// against this package and run the apps.
@Suite(.serialized) struct CrossPlatformAppTests {
    @Test func theExamplesManifestFindsQuiresModulesByTheirApplesNames() async throws {
        let example = try GUIProcess.packageRoot().appendingPathComponent("Examples/CrossPlatform")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("quire-crossplatform-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Loads the package graph — the path dependency and every product the target names, on
        // Linux — without building anything.
        let result = try await GUIProcess.run(URL(fileURLWithPath: "/usr/bin/env"),
                                              ["swift", "package", "--package-path", example.path, "--scratch-path", scratch.path,
                                               "show-dependencies", "--format", "json"],
                                              timeout: .seconds(120))
        #expect(result.status == 0, "\(result.output)\n\(result.errors)")
        let graph = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let dependencies = graph?["dependencies"] as? [[String: Any]] ?? []
        #expect(dependencies.map { $0["name"] as? String } == ["Quire"], "\(result.output)")
        #expect(dependencies.first?["path"] as? String == example.deletingLastPathComponent().deletingLastPathComponent().path)
    }

    @Test func theAppBuiltUnchangedRunsAndItsCombinePipelinesWork() async throws {
        let app = try GUIProcess.builtExecutable("TallyApp")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/tally.png")
        try? FileManager.default.removeItem(at: screenshot)

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("tally_test.py").path, app.path, screenshot.path],
            timeout: .seconds(90))

        #expect(!result.timedOut, "the GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
    }

    /// Markdown notes with a sidebar and preferences (Jotter), a JSON stock list edited in a `Form` in a
    /// sheet (Stockroom, also at a phone's 360 pixels, its toolbar's extra items in the More menu):
    /// scripts/gui/document_apps_test.py, results checked on disk.
    @Test func theDocumentAppsBuiltUnchangedEditAndSave() async throws {
        let jotter = try GUIProcess.builtExecutable("JotterApp")
        let stockroom = try GUIProcess.builtExecutable("StockroomApp")
        try #require(stockroom.deletingLastPathComponent() == jotter.deletingLastPathComponent(), "the script takes one folder")
        let screenshots = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots")

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("document_apps_test.py").path,
             jotter.deletingLastPathComponent().path, screenshots.path],
            timeout: .seconds(180))

        #expect(!result.timedOut, "the GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("jotter scenario passed") && result.output.contains("stockroom scenario passed"), "\(result.output)")
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
    }
}
