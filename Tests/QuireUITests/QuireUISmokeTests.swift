import Foundation
import Testing

/// QuireUISmoke run for real: under Xvfb with a private D-Bus session (scripts/gui/run-under-xvfb.sh)
/// unless a display is already there.
@Suite(.serialized) struct QuireUISmokeTests {
    /// Runs QuireUISmoke with `arguments`, on the display there is or else under Xvfb.
    private func runSmoke(_ arguments: [String]) async throws -> GUIProcess.Result {
        let smoke = try GUIProcess.builtExecutable("QuireUISmoke")
        if !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty {
            return try await GUIProcess.run(smoke, arguments, timeout: .seconds(30))
        }
        return try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"), [smoke.path] + arguments, timeout: .seconds(30))
    }

    @Test func dispatchMainQueueRunsInsideTheGTKMainLoop() async throws {
        let result = try await runSmoke(["--quit-after-pump-check"])

        #expect(!result.timedOut, "the pump check never quit: the main actor's work did not run")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.errors)")
        #expect(result.output.contains("pump check: passed"))
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
    }

    @Test func aSqueezedTextIsLaidOutWrappedBeforeAFrameShowsIt() async throws {
        let result = try await runSmoke(["--text-squeeze-check"])

        #expect(!result.timedOut, "the squeeze check never quit\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("text squeeze check: passed"), "\(result.output)")
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
    }

    @Test func filesOnTheCommandLineReachOpen() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("quire-open-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["Notes one.txt", "caf\u{E9}.md"].map { folder.appendingPathComponent($0) }
        for file in files {
            try Data("x".utf8).write(to: file)
        }

        let result = try await runSmoke(["--quit-after-pump-check"] + files.map(\.path))

        #expect(result.status == 0, "exit status \(result.status)\n\(result.errors)")
        let opened = result.output.split(separator: "\n").filter { $0.hasPrefix("open: ") }
        #expect(opened == files.map { "open: \($0.path)"[...] })
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
    }

    @Test func pressingTheButtonUpdatesTheLabel() async throws {
        let smoke = try GUIProcess.builtExecutable("QuireUISmoke")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/smoke.png")
        try? FileManager.default.removeItem(at: screenshot)

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("smoke_test.py").path, smoke.path, screenshot.path],
            timeout: .seconds(60))

        #expect(!result.timedOut, "the GUI smoke test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
        let image = try Data(contentsOf: screenshot)
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the screenshot is not a PNG")
    }
}
