import Foundation
import Testing

/// NavigationSplitView on GTK for real: QuireUIDemo --split under Xvfb, driven by
/// scripts/gui/split_demo_test.py through AT-SPI and xdotool (a note clicked in the sidebar opens in
/// the detail, an edit stays with its note, F9 hides and shows the sidebar), with a screenshot.
@Suite(.serialized) struct SplitDemoTests {
    @Test func theSidebarChoosesTheDetailAndF9HidesAndShowsIt() async throws {
        let demo = try GUIProcess.builtExecutable("QuireUIDemo")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/split.png")
        try? FileManager.default.removeItem(at: screenshot)

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("split_demo_test.py").path, demo.path, screenshot.path],
            timeout: .seconds(60))

        #expect(!result.timedOut, "the split view GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("split demo test passed"))
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
        let image = try Data(contentsOf: screenshot)
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the screenshot is not a PNG")
    }
}
