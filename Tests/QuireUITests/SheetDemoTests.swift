import Foundation
import Testing

/// Sheets and alerts on GTK for real: QuireUIDemo --sheet under Xvfb, driven by
/// scripts/gui/sheet_demo_test.py through AT-SPI and xdotool (the sheet's Done in its header bar
/// applies a value, Escape dismisses it unchanged, the alert's destructive button runs its action),
/// with a screenshot of the open sheet.
@Suite(.serialized) struct SheetDemoTests {
    @Test func aSheetAppliesOnDoneAndDismissesOnEscapeAndAnAlertRunsItsDestructiveButton() async throws {
        let demo = try GUIProcess.builtExecutable("QuireUIDemo")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/sheet.png")
        try? FileManager.default.removeItem(at: screenshot)

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("sheet_demo_test.py").path, demo.path, screenshot.path],
            timeout: .seconds(60))

        #expect(!result.timedOut, "the sheet GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("sheet demo test passed"))
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
        let image = try Data(contentsOf: screenshot)
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the screenshot is not a PNG")
    }
}
