import Foundation
import Testing

/// View decorations drawn by GTK for real: `QuireUIDemo --decorations` under Xvfb, driven by
/// scripts/gui/decorations_demo_test.py, which reads a screenshot's pixels — a circle clip, a red
/// border, an overlay in a corner, a hard shadow, a circle mask — and types into a text field that is
/// clipped to rounded corners and shadowed.
@Suite(.serialized) struct DecorationsDemoTests {
    @Test func clipsBordersOverlaysShadowsAndMasksDraw() async throws {
        let demo = try GUIProcess.builtExecutable("QuireUIDemo")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/decorations.png")
        try? FileManager.default.removeItem(at: screenshot)

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("decorations_demo_test.py").path, demo.path, screenshot.path],
            timeout: .seconds(60))

        #expect(!result.timedOut, "the decorations GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("decorations demo test passed"))
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
    }
}
