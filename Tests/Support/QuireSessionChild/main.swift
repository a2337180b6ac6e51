// Child process for EngineTests.
//
//   QuireSessionChild DATA_HOME [ITEM …]   crash recovery: makes an untitled checklist in an environment
//       whose data home is DATA_HOME, adds one item per argument (through the undo manager, as an
//       editor would), autosaves it (an untitled document autosaves to a draft), prints "ready" and
//       blocks until killed.
//   QuireSessionChild edit DATA_HOME FILE TAG COUNT   a concurrent writer: opens the checklist FILE,
//       prints "ready", waits for stdin to close, then COUNT times adds the item "TAG-i" and autosaves;
//       prints its final state ("saved", "changedOnDisk", …) and exits without closing (drafts stay).
//   QuireSessionChild crash PATH DATA_HOME …   the crash matrix: one storage operation of a board in a
//       loop until killed (see CrashMatrixChild).
import ChecklistModel
import Foundation
import QuireCore
#if canImport(Glibc)
import Glibc
#endif

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

/// Blocks until stdin closes (the test starts all writers at once this way).
func waitForEndOfInput() {
    var byte: UInt8 = 0
    while true {
        let n = read(0, &byte, 1)
        if n == 0 || (n < 0 && errno != EINTR) { return }
    }
}

@MainActor
func editConcurrently(dataHome: URL, file: URL, tag: String, count: Int) async throws -> String {
    let environment = DocumentEnvironment(appID: "org.quire.tests.Checklist", dataHome: dataHome,
                                          recentsFile: .some(nil), autosaveDelay: .seconds(3600))
    _ = UTType.checklistDocument
    _ = try? ChecklistInfoPlist.registerTypes()
    let kind = DocumentKind.document(ChecklistDocument.self) { _, _ in ChecklistDocument() }
    let session = try await DocumentSession.open(file, kinds: [kind], environment: environment)
    session.autosavesAutomatically = false
    guard let checklist = session.document(as: ChecklistDocument.self) else {
        throw DocumentError(.ioFailure, detail: "The session holds no checklist")
    }
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    await Task.detached { waitForEndOfInput() }.value
    for index in 1...max(count, 1) {
        checklist.addItem(title: "\(tag)-\(index)", undoManager: session.undoManager)
        // A conflict is an outcome here, not a failure: the session keeps the edits in a draft.
        try? await session.autosave()
    }
    switch session.state {
    case .saved: return "saved"
    case .changedOnDisk: return "changedOnDisk"
    default: return "\(session.state)"
    }
}

let arguments = CommandLine.arguments
if arguments.count >= 2, arguments[1] == "crash" {
    Task { @MainActor in
        do {
            try await CrashMatrixChild.run(Array(arguments.dropFirst(2)))
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("QuireSessionChild: \(DocumentError.wrapping(error, url: nil).message)\n".utf8))
            exit(4)
        }
    }
    dispatchMain()
}
if arguments.count >= 2, arguments[1] == "edit" {
    guard arguments.count == 6, let count = Int(arguments[5]) else {
        FileHandle.standardError.write(Data("usage: QuireSessionChild edit DATA_HOME FILE TAG COUNT\n".utf8))
        exit(2)
    }
    Task { @MainActor in
        do {
            let outcome = try await editConcurrently(
                dataHome: URL(fileURLWithPath: arguments[2], isDirectory: true),
                file: URL(fileURLWithPath: arguments[3]), tag: arguments[4], count: count)
            FileHandle.standardOutput.write(Data("\(outcome)\n".utf8))
            await HistoryThinning.finish()  // a save's thinning runs in the background
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("QuireSessionChild: \(error)\n".utf8))
            exit(1)
        }
    }
    dispatchMain()
}
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
