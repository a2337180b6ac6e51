import Foundation
import Testing

/// Control appearance drawn by GTK: `QuireUIDemo --controls` under Xvfb, driven by
/// scripts/gui/controls_demo_test.py — buttons grow with `controlSize` (AT-SPI extents) and a
/// `.tint(.red)` prominent button is red in a screenshot.
@Suite(.serialized) struct ControlsDemoTests {
    @Test func controlSizesGrowAndATintFillsAProminentButton() async throws {
        let demo = try GUIProcess.builtExecutable("QuireUIDemo")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/controls.png")
        try? FileManager.default.removeItem(at: screenshot)  // a missing old screenshot is fine

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("controls_demo_test.py").path, demo.path, screenshot.path],
            timeout: .seconds(60))

        #expect(!result.timedOut, "the controls GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("controls demo test passed"))
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
    }
}
