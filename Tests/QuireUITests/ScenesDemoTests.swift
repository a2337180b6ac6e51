import Foundation
import Testing

/// Scenes and commands on GTK for real: QuireScenesDemo under Xvfb, driven by
/// scripts/gui/scenes_demo_test.py through AT-SPI and xdotool — a command's shortcut acts on the
/// focused of two note windows, `openWindow(value:)` opens one window per value, Ctrl+comma opens the
/// Preferences window once — with a screenshot.
@Suite(.serialized) struct ScenesDemoTests {
    @Test func commandsActOnTheFocusedWindowAndScenesOpenTheirWindows() async throws {
        let demo = try GUIProcess.builtExecutable("QuireScenesDemo")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/scenes.png")
        try? FileManager.default.removeItem(at: screenshot)

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("scenes_demo_test.py").path, demo.path, screenshot.path],
            timeout: .seconds(120))

        #expect(!result.timedOut, "the scenes GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("scenes demo test passed"))
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
        let image = try Data(contentsOf: screenshot)
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the screenshot is not a PNG")
    }
}
