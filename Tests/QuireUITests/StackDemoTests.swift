import Foundation
import Testing

/// NavigationStack on GTK for real: QuireUIDemo --stack under Xvfb, driven by
/// scripts/gui/stack_demo_test.py through AT-SPI and xdotool (links push pages with a back button and
/// a title, Alt+Left and the back button pop them, `dismiss()` leaves a page), with a screenshot.
@Suite(.serialized) struct StackDemoTests {
    @Test func linksPushPagesAndBackPopsThem() async throws {
        let demo = try GUIProcess.builtExecutable("QuireUIDemo")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/stack.png")
        try? FileManager.default.removeItem(at: screenshot)

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("stack_demo_test.py").path, demo.path, screenshot.path],
            timeout: .seconds(60))

        #expect(!result.timedOut, "the navigation stack GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("stack demo test passed"))
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
        let image = try Data(contentsOf: screenshot)
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the screenshot is not a PNG")
    }
}
