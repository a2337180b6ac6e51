import BoardModel
import ChecklistModel
import NotesModel
import QuireCommands
import QuireCore

/// The example apps' document kinds, each with the app id whose drafts and versions it shares (the
/// apps' Info.plists give the same ids), and the program that offers the engine's commands on them.
@MainActor
enum SampleDocuments {
    static let checklist = DocumentCommandLine.Documents(
        appID: "org.quire.Checklist", kind: .document(ChecklistDocument.self) { _, _ in ChecklistDocument() })
    static let board = DocumentCommandLine.Documents(
        appID: "org.quire.BoardStudio", kind: .document(BoardDocument.self) { configuration, context in
            BoardDocument(configuration: configuration, context: context)
        })
    static let notes = DocumentCommandLine.Documents(
        appID: "org.quire.Notes", kind: .fileDocument(TextDocument.self) { TextDocument() })

    static let tool = DocumentCommandLine(
        name: "quire-samples", documents: [checklist, board, notes],
        commands: DocumentCommandLine.engineCommands + [ChecklistCommand.command, ExportCommand.command],
        registerTypes: registerTypes, notice: notice)

    /// Building the kinds registers the types they name; the checklist's and Board Studio's
    /// Info.plists add descriptions, the `.checklist` and `.boardpkg` extensions and roles (PNG and
    /// PDF, the board's export types, are built in). Throws when an Info.plist is missing or
    /// unreadable (a broken install).
    static func registerTypes() throws {
        _ = (checklist, board, notes)
        try ChecklistInfoPlist.registerTypes()
        try BoardInfoPlist.registerTypes()
    }

    /// Notices a model raised while opening (repairs, newer formats), for `check` to print.
    static func notice(for session: DocumentSession) -> String? {
        if let checklist = session.document(as: ChecklistDocument.self) { return checklist.repairNotice }
        if let board = session.document(as: BoardDocument.self) { return board.newerVersionNotice }
        return nil
    }
}
