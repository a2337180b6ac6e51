import Foundation
import Testing

/// The view layer on GTK for real: QuireUIDemo under Xvfb, driven by scripts/gui/demo_test.py through
/// AT-SPI and xdotool (button → @State label, typing → TextEditor binding → length label, toggle),
/// with the view graph's counters checked: typing creates no widgets and updates one per keystroke.
@Suite(.serialized) struct QuireUIDemoTests {
    @Test func clicksAndTypingReachStateAndBindingsWithoutNewWidgets() async throws {
        let demo = try GUIProcess.builtExecutable("QuireUIDemo")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/demo.png")
        try? FileManager.default.removeItem(at: screenshot)

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("demo_test.py").path, demo.path, screenshot.path],
            timeout: .seconds(60))

        #expect(!result.timedOut, "the demo GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("demo test passed"))
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
        let image = try Data(contentsOf: screenshot)
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the screenshot is not a PNG")
    }
}
