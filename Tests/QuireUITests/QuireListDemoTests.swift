import Foundation
import Testing

/// `List` on GTK for real: `QuireUIDemo --list` under Xvfb, driven by scripts/gui/list_demo_test.py
/// through AT-SPI and xdotool: three items added through the TextField (Enter), one toggled (CHECKED),
/// one deleted with its row's Delete button, one moved with Alt+Down and back with Alt+Up, the list's
/// rows read from the accessibility tree after each step; toggling makes no widgets.
@Suite(.serialized) struct QuireListDemoTests {
    @Test func addToggleDeleteAndReorderThroughTheAccessibilityTree() async throws {
        let demo = try GUIProcess.builtExecutable("QuireUIDemo")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/list-demo.png")
        try? FileManager.default.removeItem(at: screenshot)

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("list_demo_test.py").path, demo.path, screenshot.path],
            timeout: .seconds(60))

        #expect(!result.timedOut, "the list GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("list demo test passed"))
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
        let image = try Data(contentsOf: screenshot)
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the screenshot is not a PNG")
    }
}
