import Foundation
import Testing

/// Asset catalogs on GTK for real: QuireUIDemo --assets under Xvfb, checked on screen by
/// scripts/gui/assets_demo_test.py (a colour set's light and dark colours, following the style as it
/// changes; an image set's file for the appearance; missing names logged once).
@Suite(.serialized) struct AssetsDemoTests {
    @Test func colourAndImageSetsDrawTheirAppearancesColours() async throws {
        let demo = try GUIProcess.builtExecutable("QuireUIDemo")
        let shots = FileManager.default.temporaryDirectory.appendingPathComponent("quire-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: shots) }  // try?: a leftover folder harms nothing
        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("assets_demo_test.py").path, demo.path, shots.path],
            timeout: .seconds(90))

        #expect(!result.timedOut, "the assets GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("assets demo test passed"))
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
    }
}
