import BoardModel
import ChecklistModel
import QuireCore

/// Notices a model raised while opening (repairs, newer formats), for `check` to print.
@MainActor
enum DocumentNotices {
    static func notice(for session: DocumentSession) -> String? {
        if let checklist = session.document(as: ChecklistDocument.self) { return checklist.repairNotice }
        if let board = session.document(as: BoardDocument.self) { return board.newerVersionNotice }
        return nil
    }
}
