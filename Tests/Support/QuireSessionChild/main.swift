// Crash-recovery child for EngineTests: makes an untitled checklist in an environment whose data home
// is argv[1], adds one item per further argument (through the undo manager, as an editor would),
// autosaves it (an untitled document autosaves to a draft), prints "ready" and blocks until killed.
import ChecklistModel
import Foundation
import QuireCore

@MainActor
func makeDraft(dataHome: URL, titles: [String]) async throws {
    let environment = DocumentEnvironment(appID: "org.quire.tests.Checklist", dataHome: dataHome,
                                          recentsFile: .some(nil), autosaveDelay: .seconds(3600))
    let session = try DocumentSession(newDocumentOf: .document(ChecklistDocument.self) { _, _ in ChecklistDocument() },
                                      environment: environment)
    session.autosavesAutomatically = false
    guard let checklist = session.document(as: ChecklistDocument.self) else {
        throw DocumentError(.ioFailure, detail: "The session holds no checklist")
    }
    for title in titles { checklist.addItem(title: title, undoManager: session.undoManager) }
    try await session.autosave()
    // Keep the session alive until the kill: nothing may discard the draft on the way out.
    withExtendedLifetime(session) {}
    Child.session = session
}

@MainActor
enum Child {
    static var session: DocumentSession?
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: QuireSessionChild DATA_HOME [ITEM …]\n".utf8))
    exit(2)
}
Task { @MainActor in
    do {
        try await makeDraft(dataHome: URL(fileURLWithPath: arguments[1], isDirectory: true),
                            titles: Array(arguments.dropFirst(2)))
        FileHandle.standardOutput.write(Data("ready\n".utf8))
    } catch {
        FileHandle.standardError.write(Data("QuireSessionChild: \(error)\n".utf8))
        exit(1)
    }
}
dispatchMain()
