import Foundation
import Testing

/// The Checklist app (seed 001 on QuireUI's scenes) for real under Xvfb, driven by
/// scripts/gui/checklist_test.py through AT-SPI and xdotool: add, the rows' delete buttons drawn only
/// under the pointer or with the focus in the row, toggle, delete, reorder with Alt+Down, Ctrl+Z ×2 and
/// Ctrl+Shift+Z, rename in place, a row dragged by its handle, Ctrl+S through the file chooser; the saved
/// JSON is checked item by item, and the header bar's Undo/Redo tooltips name the actions; then the
/// same by keyboard alone (Tab, Enter, Space, Alt+Up/Down, Delete, Ctrl+Z) and the window at a
/// phone's 360 × 720 with nothing cut off or piled up; then a
/// file that isn't JSON (an error dialog naming it) and one with a shared item id (opened repaired,
/// with its notice), neither written; then `ChecklistApp --install` and `gio open` of a checklist
/// while the app runs → a second window in that process. Separately, the Viewer role (the app's
/// Info.plist with Viewer for Editor, through `QUIRE_INFO_PLIST`): a checklist opens read-only with
/// its banner, every control insensitive, a click and typing change nothing, the file stays as it
/// was. Each scenario has its own HOME
/// and XDG folders; screenshots of the launch and document windows in build/screenshots/.
@Suite(.serialized) struct ChecklistAppGUITests {
    @Test func checklistAppEditsUndoesRedoesAndSaves() async throws {
        let app = try GUIProcess.builtExecutable("ChecklistApp")
        let screenshot = try GUIProcess.packageRoot().appendingPathComponent("build/screenshots/checklist.png")
        let launch = screenshot.deletingLastPathComponent().appendingPathComponent("checklist-launch.png")
        for image in [screenshot, launch] { try? FileManager.default.removeItem(at: image) }

        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("checklist_test.py").path, app.path, screenshot.path],
            timeout: .seconds(180))

        #expect(!result.timedOut, "the Checklist GUI test did not finish\n\(result.output)\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        for scenario in ["edit", "keyboard", "bad input", "gio open"] {
            #expect(result.output.contains("\(scenario) scenario passed"), "\(result.output)")
        }
        #expect(result.output.contains("checklist test passed"), "\(result.output)")
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
        for image in [screenshot, launch] {
            let data = try Data(contentsOf: image)
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(image.lastPathComponent) is not a PNG")
        }
    }

    @Test func theViewerRoleOpensAChecklistReadOnly() async throws {
        let app = try GUIProcess.builtExecutable("ChecklistApp")
        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("checklist_test.py").path, app.path,
             "/dev/null", "viewer"],
            timeout: .seconds(60))

        #expect(!result.timedOut, "the viewer scenario did not finish\n\(result.output)\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("viewer scenario passed"), "\(result.output)")
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
    }

    /// A checklist on an exFAT stick (made by scripts/testfs.sh): the window says once that the drive
    /// can't replace files in one step, OK dismisses it, and a save lands on the stick.
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/mount.exfat-fuse"),
                   "mounting an exFAT image needs root and exfat-fuse"))
    func aChecklistOnAnExFATStickSaysWhatTheDriveCanNotDo() async throws {
        let app = try GUIProcess.builtExecutable("ChecklistApp")
        let result = try await GUIProcess.run(
            try GUIProcess.script("run-under-xvfb.sh"),
            ["/usr/bin/python3", try GUIProcess.script("checklist_test.py").path, app.path, "/dev/null", "drive"],
            timeout: .seconds(90))

        #expect(!result.timedOut, "the drive scenario did not finish\n\(result.output)\n\(result.errors)")
        #expect(result.status == 0, "exit status \(result.status)\n\(result.output)\n\(result.errors)")
        #expect(result.output.contains("drive scenario passed"), "\(result.output)")
        #expect(result.gtkProblems.isEmpty, "\(result.gtkProblems)")
    }
}
