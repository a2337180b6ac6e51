import Foundation
import Testing

/// The Notes app (seed 000 on QuireUI's scenes) for real under Xvfb, driven by
/// scripts/gui/notes_test.py through AT-SPI and xdotool: save through the file chooser, reopen from
/// the launch window's recents, autosave, undo/redo keys, "Save Changes?", kill -9 recovery, SIGTERM,
/// Rename… and Revert To from the primary menu, a corrupt file. Each scenario has its own HOME and
/// XDG_DATA_HOME. Screenshots of the launch window and a document window are left in build/screenshots/.
@Suite(.serialized) struct NotesAppGUITests {
    @Test func notesAppSavesReopensAutosavesRecoversAndReportsErrors() async throws {
        let app = try GUIProcess.builtExecutable("NotesApp")
        let screenshots = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots")
        let launch = screenshots.appendingPathComponent("notes-launch.png")
        let document = screenshots.appendingPathComponent("notes-document.png")
        try? FileManager.default.removeItem(at: launch)
        try? FileManager.default.removeItem(at: document)

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("notes_test.py").path, app.path, screenshots.path,
             "save", "recovery", "menu", "corrupt"],
            timeout: .seconds(150))

        #expect(!result.timedOut, "the Notes GUI test did not finish\n\(result.output)\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        for scenario in ["save", "recovery", "menu", "corrupt"] {
            #expect(result.output.contains("\(scenario) scenario passed"), "\(result.output)")
        }
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
        for image in [launch, document] {
            let data = try Data(contentsOf: image)
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(image.lastPathComponent) is not a PNG")
        }
    }

    /// Export As…, Duplicate and Move To… from the primary menu (results read from disk); another
    /// program changing the file brings up "Changed on disk" at once (Reload, Keep Mine); Ctrl+Q with
    /// three changed drafts asks once per draft, and logout is inhibited (a fake GNOME session manager
    /// on the test's D-Bus records it) while any has changes. Find and replace in the editor (the
    /// find scenario).
    @Test func notesAppExportsDuplicatesMovesWatchesItsFileAndAsksPerDraftOnQuit() async throws {
        let app = try GUIProcess.builtExecutable("NotesApp")
        let screenshots = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots")
        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("notes_test.py").path, app.path, screenshots.path,
             "files", "disk", "find", "quit"],
            timeout: .seconds(180))

        #expect(!result.timedOut, "the Notes GUI test did not finish\n\(result.output)\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        for scenario in ["files", "disk", "find", "quit"] {
            #expect(result.output.contains("\(scenario) scenario passed"), "\(result.output)")
        }
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
    }
}
