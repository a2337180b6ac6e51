import ChecklistModel
import Foundation
import QuireCommands
import QuireCore

/// `quire-samples checklist new|add|toggle|remove|list FILE …`: edits through a `DocumentSession`, so
/// each change registers undo and is written with the engine's safe save.
@MainActor
enum ChecklistCommand {
    static let command = DocumentCommandLine.Command("checklist", usage: """
        checklist new FILE [TITLE...]     create a checklist
        checklist add FILE TITLE...       add items
        checklist toggle FILE ITEM        check or uncheck an item (ITEM: number or title)
        checklist remove FILE ITEM        remove an item
        checklist list FILE               print the items
        """) { tool, arguments in
        try await run(arguments, tool: tool)
    }

    static func run(_ arguments: [String], tool: DocumentCommandLine) async throws {
        guard arguments.count >= 2 else { throw UsageError("checklist needs a subcommand and a FILE") }
        let action = arguments[0], path = arguments[1], rest = Array(arguments.dropFirst(2))
        switch action {
        case "new":
            let documents = SampleDocuments.checklist
            let session = try DocumentSession(newDocumentOf: documents.kind,
                                              environment: tool.environment(appID: documents.appID))
            session.autosavesAutomatically = false
            let document = try checklist(session)
            for title in rest { document.addItem(title: title, undoManager: session.undoManager) }
            var url = URL(fileURLWithPath: path)
            if url.pathExtension.isEmpty { url.appendPathExtension("checklist") }
            try await session.save(to: url)
            print("Created \(url.path) with \(rest.count) item\(rest.count == 1 ? "" : "s").")
        case "add":
            guard !rest.isEmpty else { throw UsageError("checklist add needs at least one TITLE") }
            try await edit(path, tool: tool) { document, undo in
                for title in rest { document.addItem(title: title, undoManager: undo) }
            }
        case "toggle", "remove":
            guard rest.count == 1 else { throw UsageError("checklist \(action) needs one ITEM (number or title)") }
            try await edit(path, tool: tool) { document, undo in
                let item = try find(rest[0], in: document, file: path, tool: tool)
                if action == "toggle" {
                    document.toggleItem(id: item.id, undoManager: undo)
                } else {
                    document.deleteItem(id: item.id, undoManager: undo)
                }
            }
        case "list":
            guard rest.isEmpty else { throw UsageError("checklist list takes only FILE") }
            let session = try await tool.open(path)
            print(render(try checklist(session)))
        default:
            throw UsageError("unknown checklist subcommand “\(action)”")
        }
    }

    private static func edit(_ path: String, tool: DocumentCommandLine,
                             _ body: (ChecklistDocument, UndoManager) throws -> Void) async throws {
        let listing = try await tool.edit(path) { session in
            guard session.isEditable else {
                throw DocumentError(.readOnly, url: session.fileURL)
            }
            let document = try checklist(session)
            try body(document, session.undoManager)
            try await session.save()
            return render(document)
        }
        print(listing)
    }

    private static func checklist(_ session: DocumentSession) throws -> ChecklistDocument {
        guard let document = session.document(as: ChecklistDocument.self) else {
            throw DocumentError(.unsupportedType, url: session.fileURL, detail: "It is not a checklist")
        }
        return document
    }

    /// An item by its 1-based number in `list`, or by its exact title.
    private static func find(_ reference: String, in document: ChecklistDocument, file: String,
                             tool: DocumentCommandLine) throws -> ChecklistItem {
        let items = document.checklist.items
        if let number = Int(reference), number >= 1, number <= items.count { return items[number - 1] }
        if let item = items.first(where: { $0.title == reference }) { return item }
        let name = URL(fileURLWithPath: file).lastPathComponent
        let count = items.count == 1 ? "1 item" : "\(items.count) items"
        throw CommandFailure("No item “\(reference)” in \(name), which has \(count); "
                             + "ITEM is a number from `\(tool.name) checklist list` or an exact title. Nothing was changed.")
    }

    static func render(_ document: ChecklistDocument) -> String {
        let items = document.checklist.items
        if items.isEmpty { return "(no items)" }
        let lines = items.enumerated().map { "\($0.offset + 1). [\($0.element.isChecked ? "x" : " ")] \($0.element.title)" }
        let progress = document.progress
        return (lines + ["\(progress.done) of \(progress.total) done"]).joined(separator: "\n")
    }
}
