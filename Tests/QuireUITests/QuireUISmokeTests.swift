import Foundation
import Testing

/// QuireUISmoke run for real: under Xvfb with a private D-Bus session (scripts/gui/run-under-xvfb.sh)
/// unless a display is already there.
@Suite(.serialized) struct QuireUISmokeTests {
    @Test func dispatchMainQueueRunsInsideTheGTKMainLoop() async throws {
        let smoke = try GUIProcess.builtExecutable("QuireUISmoke")
        let check = [smoke.path, "--quit-after-pump-check"]
        let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
        let result = hasDisplay
            ? try await GUIProcess.run(smoke, Array(check.dropFirst()), timeout: .seconds(30))
            : try await GUIProcess.run(try GUIProcess.script("run-under-xvfb.sh"), check, timeout: .seconds(30))

        #expect(!result.timedOut, "the pump check never quit: the main actor's work did not run")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.errors)")
        #expect(result.output.contains("pump check: passed"))
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
