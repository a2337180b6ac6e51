import Foundation
import Testing

/// `Canvas` on GTK for real: `QuireUIDemo --canvas` under Xvfb, driven by scripts/gui/canvas_demo_test.py:
/// a Markdown label's runs are bold and italic (AT-SPI text attributes) and a gradient-filled shape
/// runs from red to blue in a screenshot; an xdotool drag across the canvas makes "Strokes: 1" and black pixels along its path in a
/// screenshot (white beside it); arrow keys then nudge the drawing, checked the same way.
@Suite(.serialized) struct QuireCanvasDemoTests {
    @Test func dragDrawsAStrokeAndArrowsNudgeIt() async throws {
        let demo = try GUIProcess.builtExecutable("QuireUIDemo")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/canvas-demo.png")
        try? FileManager.default.removeItem(at: screenshot)

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("canvas_demo_test.py").path, demo.path, screenshot.path],
            timeout: .seconds(60))

        #expect(!result.timedOut, "the canvas GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("canvas demo test passed"))
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
        let image = try Data(contentsOf: screenshot)
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the screenshot is not a PNG")
    }
}
