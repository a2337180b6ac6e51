import Foundation
import Testing

/// TabView, a Form and a custom ButtonStyle on GTK for real: QuireUIDemo --styles under Xvfb, driven by
/// scripts/gui/styles_demo_test.py through AT-SPI and xdotool (a tab switch writes the selection; the
/// style's body sees the pointer held down on its button), with a screenshot of the form.
@Suite(.serialized) struct StylesDemoTests {
    @Test func aTabSwitchAndAPressReachTheViews() async throws {
        let demo = try GUIProcess.builtExecutable("QuireUIDemo")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/styles.png")
        try? FileManager.default.removeItem(at: screenshot)

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("styles_demo_test.py").path, demo.path, screenshot.path],
            timeout: .seconds(60))

        #expect(!result.timedOut, "the styles GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("styles demo test passed"))
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
        let image = try Data(contentsOf: screenshot)
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the screenshot is not a PNG")
    }
}
