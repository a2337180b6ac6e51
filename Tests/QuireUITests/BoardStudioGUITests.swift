import Foundation
import Testing

/// Board Studio (seed 002 on QuireUI) for real under Xvfb, driven by scripts/gui/board_test.py through
/// AT-SPI and xdotool: Board from Photo opens the photo chooser by itself; real pen drags draw a red
/// stroke and, after the Blue swatch, a blue one (the colour reaches the next stroke); the tool toggles'
/// shortcuts E, V and P; Add Sticker… places one, the selection bar's Larger and Rotate Right change it,
/// drags move it (mid-drag, with the button held, the canvas already draws it moved: the `@GestureState`
/// preview); two Ctrl+S saves of a `.boardpkg` — the second (after one more move) replaces only
/// `manifest.json` (the photo's and the sticker's inodes stay); the primary menu holds the board's items;
/// Export As… (Ctrl+Shift+E) and its sheet write exactly what `quire-samples export` makes of the saved
/// package at 1× (red and blue on the strokes, magenta at the sticker, the photo elsewhere), 2× (3200 ×
/// 2400) and 3× with a transparent background, and a 1600 × 1200 pt PDF page; Ctrl+plus zooms (the photo
/// grows on screen), Ctrl+0 fits; Delete Sticker; Ctrl+scroll zooms out and back in about the pointer
/// (the photo's edges close in on it, checked on screen); Ctrl+Z; at 360 × 720 the tools move to the bottom
/// bar with nothing cut off or piled up; Ctrl+O picks a copy of the package as one folder in the
/// select-folder chooser and its window counts the strokes, the sticker and the photo.
/// Screenshot (the reopened copy): build/screenshots/board-document.png.
@Suite(.serialized) struct BoardStudioGUITests {
    @Test func boardFromPhotoDrawStickerSaveIncrementallyAndExport() async throws {
        let app = try GUIProcess.builtExecutable("BoardStudioApp")
        let samples = try GUIProcess.builtExecutable("quire-samples")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/board-document.png")
        try? FileManager.default.removeItem(at: screenshot)

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("board_test.py").path, app.path, samples.path, screenshot.path],
            timeout: .seconds(600))

        #expect(!result.timedOut, "the Board Studio GUI test did not finish\n\(result.output)\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        for fragment in ["second save replaced only manifest.json", "shows 2 strokes, 1 sticker and the photo",
                         "2× export = quire-samples export --scale 2, 3200 × 2400",
                         "the tools move to the bottom bar", "board test passed"] {
            #expect(result.output.contains(fragment), "\(result.output)\n\(result.errors)")
        }
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
        let data = try Data(contentsOf: screenshot)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "board-document.png is not a PNG")
    }
}
