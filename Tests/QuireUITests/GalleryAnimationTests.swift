import Foundation
import Testing

/// The Gallery's Animation page under Xvfb (scripts/gui/gallery_animation_test.py): an animated
/// offset and a scale transition sampled through AT-SPI while libadwaita's animations move them —
/// a state between the ends seen, the end state exact, `withAnimation`'s completion after the end.
@Suite(.serialized) struct GalleryAnimationTests {
    @Test func motionsPassThroughTheStatesBetweenAndEndExactly() async throws {
        let gallery = try GUIProcess.builtExecutable("GalleryApp")

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("gallery_animation_test.py").path, gallery.path],
            timeout: .seconds(120))

        #expect(!result.timedOut, "the GUI test did not finish\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("gallery animation scenario passed"), "\(result.output)")
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
    }
}
