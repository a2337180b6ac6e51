import Foundation
import Testing

/// A document app's shell on GTK for real: QuireUIDemo --shell under Xvfb, driven by
/// scripts/gui/shell_demo_test.py through AT-SPI and xdotool (Ctrl+F and typing filter a
/// searchable list, a popover opens at its button and closes on Escape, fileMover moves a real file
/// into the folder chosen in GTK's file chooser), with a screenshot of the search.
@Suite(.serialized) struct ShellDemoTests {
    @Test func searchFiltersAPopoverOpensAndClosesAndFileMoverMovesTheFile() async throws {
        let demo = try GUIProcess.builtExecutable("QuireUIDemo")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/shell.png")
        try? FileManager.default.removeItem(at: screenshot)

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("shell_demo_test.py").path, demo.path, screenshot.path],
            timeout: .seconds(90))

        #expect(!result.timedOut, "the shell GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("shell demo test passed"))
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
        let image = try Data(contentsOf: screenshot)
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the screenshot is not a PNG")
    }
}
