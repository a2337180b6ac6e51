import BoardModel
import Foundation
import NotesModel
import QuireCore

// The board-editing child of the fault-injection tests: every save goes through DocumentSession, as
// in the app, so the tests fault the package path (staging clone by hard links, atomic item writes,
// RENAME_EXCHANGE, version retire) exactly as a window would drive it.
//
//   QuireFaultChild create BOARD STICKERS   a new board with that many stickers, saved to BOARD
//   QuireFaultChild move BOARD              opens BOARD, moves its first sticker 10 points right, saves
//   QuireFaultChild draft STICKERS          a new, untitled board autosaved as a draft
//   QuireFaultChild rename BOARD NAME       renames BOARD within its folder
//   QuireFaultChild note NOTE BYTES         a new plain-text note (seed 000's TextDocument) of BYTES saved
//                                           to NOTE; with BYTES 0, opens NOTE, appends "+" and saves it
//
// Uses $XDG_DATA_HOME like the apps (versions, recents). Exit 0 on success; 1 with the
// `DocumentError` message on stderr; 2 for bad arguments.

let appID = "org.quire.BoardStudio"

/// The board app's type declaration as its Info.plist would give it (BoardModel declares the type in
/// code, without a filename extension), so `.boardpkg` folders open as boards.
let boardTypeDeclaration = """
<key>UTExportedTypeDeclarations</key>
<array><dict>
  <key>UTTypeIdentifier</key><string>com.example.board-package</string>
  <key>UTTypeConformsTo</key><array><string>com.apple.package</string></array>
  <key>UTTypeDescription</key><string>Board</string>
  <key>UTTypeTagSpecification</key><dict>
    <key>public.filename-extension</key><array><string>boardpkg</string></array>
  </dict>
</dict></array>
"""
let kind = DocumentKind.document(BoardDocument.self) { configuration, context in
    BoardDocument(configuration: configuration, context: context)
}
/// Seed 000's note: its `fileWrapper` copies the whole text into one `Data`, written by the engine
/// (large enough, with the writeback it starts while writing).
let noteKind = DocumentKind.fileDocument(TextDocument.self) { TextDocument() }

/// Distinct stand-in PNG bytes per sticker (the store never decodes images).
func png(_ seed: Int) -> Data {
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    data.append(contentsOf: (0..<48).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed &* 7) })
    return data
}

@MainActor
func run(_ arguments: [String]) async throws -> Int32 {
    let environment = DocumentEnvironment(appID: appID, applicationName: "QuireFaultChild", applicationExec: "QuireFaultChild %u")
    switch (arguments.first, arguments.count) {
    case ("create", 3):
        guard let count = Int(arguments[2]) else { return 2 }
        let session = try DocumentSession(newDocumentOf: kind, environment: environment)
        session.autosavesAutomatically = false
        guard let board = session.document(as: BoardDocument.self) else { return 2 }
        for seed in 0..<count {
            board.addSticker(PlacedSticker(imagePNG: png(seed), position: CodablePoint(x: Double(seed) * 20, y: 40)),
                             undoManager: session.undoManager)
        }
        try await session.save(to: URL(fileURLWithPath: arguments[1]))
    case ("move", 2):
        let session = try await DocumentSession.open(URL(fileURLWithPath: arguments[1]), kinds: [kind], environment: environment)
        session.autosavesAutomatically = false
        await DocumentSession.flushRecentDocuments()  // one order of system calls: the sweep replays them by number
        guard let board = session.document(as: BoardDocument.self), let sticker = board.board.stickers.first else {
            FileHandle.standardError.write(Data("QuireFaultChild: the board has no sticker to move\n".utf8))
            return 1
        }
        board.placeSticker(id: sticker.id, position: CodablePoint(x: sticker.position.x + 10, y: sticker.position.y),
                           undoManager: session.undoManager)
        try await session.save()
    case ("draft", 2):
        guard let count = Int(arguments[1]) else { return 2 }
        let session = try DocumentSession(newDocumentOf: kind, environment: environment)
        session.autosavesAutomatically = false
        guard let board = session.document(as: BoardDocument.self) else { return 2 }
        for seed in 0..<count {
            board.addSticker(PlacedSticker(imagePNG: png(seed), position: CodablePoint(x: Double(seed) * 20, y: 40)),
                             undoManager: session.undoManager)
        }
        session.updateChangeCount()  // the undo group of the edits above closes only at the end of this turn
        try await session.autosave()
    case ("rename", 3):
        let session = try await DocumentSession.open(URL(fileURLWithPath: arguments[1]), kinds: [kind], environment: environment)
        session.autosavesAutomatically = false
        await DocumentSession.flushRecentDocuments()  // one order of system calls: the sweep replays them by number
        try await session.rename(to: arguments[2])
        print(session.fileURL?.path ?? "")
    case ("note", 3):
        guard let bytes = Int(arguments[2]), bytes >= 0 else { return 2 }
        let url = URL(fileURLWithPath: arguments[1])
        let environment = DocumentEnvironment(appID: "org.quire.Notes", applicationName: "QuireFaultChild",
                                              applicationExec: "QuireFaultChild %u")
        let session = bytes > 0
            ? try DocumentSession(newDocumentOf: noteKind, environment: environment)
            : try await DocumentSession.open(url, kinds: [noteKind], environment: environment)
        session.autosavesAutomatically = false
        await DocumentSession.flushRecentDocuments()
        guard let note = session.binding(for: TextDocument.self) else { return 2 }
        if bytes > 0 {
            note.wrappedValue.text = String(repeating: "a note line\n", count: bytes / 12) + String(repeating: "a", count: bytes % 12)
            try await session.save(to: url)
        } else {
            note.wrappedValue.text.append("+")
            try await session.save()
        }
    default:
        FileHandle.standardError.write(Data("usage: QuireFaultChild create BOARD STICKERS | move BOARD | draft STICKERS | rename BOARD NAME | note NOTE BYTES\n".utf8))
        return 2
    }
    return 0
}

let status: Int32
do {
    _ = UTType.boardPackage
    _ = try UTType.registerDeclarations(fromPropertyList: Data(boardTypeDeclaration.utf8))
    status = try await run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("QuireFaultChild: \(DocumentError.wrapping(error, url: nil).message)\n".utf8))
    status = 1
}
// Recents noted by a save or rename are written, and a history a save thins is thinned, in the
// background: finished before exiting (one order of system calls, and nothing cut short).
await DocumentSession.flushRecentDocuments()
await HistoryThinning.finish()
exit(status)
