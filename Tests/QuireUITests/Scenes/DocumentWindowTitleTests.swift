import Foundation
import QuireCore
import Testing
@testable import QuireUI

/// The words a document window's header bar uses for each save state.
@Suite struct DocumentWindowTitleTests {
    let home = "/home/ada"
    let utc = TimeZone(identifier: "UTC")!
    let now = Date(timeIntervalSince1970: 1_780_000_000)  // 2026-05-28 20:26 UTC
    var file: URL { URL(fileURLWithPath: "/home/ada/Documents/plan.txt") }

    func title(_ state: SaveState, file: URL?, name: String = "plan.txt", dirty: Bool = false,
               editable: Bool = true) -> DocumentWindowTitle {
        DocumentWindowTitle(name: name, fileURL: file, state: state, hasUnsavedChanges: dirty,
                            isEditable: editable, now: now, home: home, timeZone: utc)
    }

    @Test func savedDocumentsShowTheirFolderAndWhenTheyWereSaved() {
        #expect(title(.saved(now.addingTimeInterval(-60)), file: file)
                == DocumentWindowTitle(title: "plan.txt", subtitle: "~/Documents · Saved 20:25"))
        #expect(title(.saved(now), file: file, dirty: true)
                == DocumentWindowTitle(title: "plan.txt •", subtitle: "~/Documents · Edited"))
        #expect(title(.saving, file: file).subtitle == "~/Documents · Saving…")
        #expect(title(.changedOnDisk, file: file).subtitle == "~/Documents · Changed on disk")
        #expect(title(.failed(DocumentError(.diskFull)), file: file).subtitle == "~/Documents · Couldn’t save")
        #expect(title(.saved(now), file: file, editable: false).subtitle == "~/Documents · Read-only · Saved 20:26")
    }

    @Test func draftsSayTheyAreKeptSafe() {
        #expect(title(.untitled, file: nil, name: "Untitled") == DocumentWindowTitle(title: "Untitled", subtitle: "Draft"))
        #expect(title(.untitled, file: nil, name: "Untitled", dirty: true).subtitle == "Draft · Not saved yet")
        #expect(title(.draft(now), file: nil, name: "Untitled", dirty: true)
                == DocumentWindowTitle(title: "Untitled •", subtitle: "Draft · kept safe"))
        #expect(title(.draft(now), file: file, dirty: true, editable: false).subtitle
                == "~/Documents · Read-only · Unsaved changes kept safe")
    }

    @Test func foldersOutsideHomeAndOlderSavesAreSpelledOut() {
        #expect(DocumentWindowTitle.folder(of: URL(fileURLWithPath: "/srv/notes/a.txt"), home: home) == "/srv/notes")
        #expect(DocumentWindowTitle.folder(of: URL(fileURLWithPath: "/home/ada/a.txt"), home: home) == "~")
        #expect(DocumentWindowTitle.folder(of: URL(fileURLWithPath: "/home/adam/a.txt"), home: home) == "/home/adam")
        let lastMonth = now.addingTimeInterval(-30 * 86_400)
        #expect(DocumentWindowTitle.time(lastMonth, now: now, timeZone: utc) == "28 Apr 20:26")
        let lastYear = now.addingTimeInterval(-400 * 86_400)
        #expect(DocumentWindowTitle.time(lastYear, now: now, timeZone: utc) == "23 Apr 2025")
    }
}
