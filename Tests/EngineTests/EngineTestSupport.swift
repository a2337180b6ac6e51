import BoardModel
import ChecklistModel
import Foundation
import NotesModel
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// A real folder under the system temp directory, removed when the test is done with it.
final class TemporaryDirectory: @unchecked Sendable {
    // @unchecked: immutable after init; deinit only removes the folder.
    let url: URL

    init(_ label: String = "quire-engine", base: URL = FileManager.default.temporaryDirectory) {
        url = base
            .appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    deinit {
        // Tests make read-only files and folders; give write permission back so they can go.
        _ = Process.runQuietly("/bin/chmod", ["-R", "u+w", url.path])
        try? FileManager.default.removeItem(at: url)
    }
}

/// One test's world: a documents folder and a private data home for drafts and versions.
@MainActor
struct EngineFixture {
    let root = TemporaryDirectory()
    let documents: URL
    let environment: DocumentEnvironment

    /// Autosave timers are effectively off (an hour) unless a test asks for a tiny delay.
    init(autosaveDelay: Duration = .seconds(3600)) {
        EngineTypes.register()
        documents = root.url.appendingPathComponent("Documents", isDirectory: true)
        try? FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        environment = DocumentEnvironment(
            appID: "org.quire.tests.Engine", dataHome: root.url.appendingPathComponent("data", isDirectory: true),
            recentsFile: root.url.appendingPathComponent("data/recently-used.xbel"), autosaveDelay: autosaveDelay)
    }

    func file(_ name: String) -> URL { documents.appendingPathComponent(name) }

    /// Names in the documents folder (hidden temporaries included).
    func listing(_ folder: URL? = nil) throws -> [String] {
        try POSIX.directoryEntries(folder ?? documents).sorted()
    }

    /// Hidden `.quire-tmp-…` items left in `folder`.
    func temporaries(_ folder: URL? = nil) throws -> [String] {
        try listing(folder).filter { TemporaryItem.isTemporary($0) }
    }

    func drafts() throws -> [RecoverableDraft] { try DocumentSession.recoverableDrafts(environment: environment) }
}

@MainActor
enum EngineKinds {
    static let checklist = DocumentKind.document(ChecklistDocument.self) { _, _ in ChecklistDocument() }
    static let board = DocumentKind.document(BoardDocument.self) { configuration, context in
        BoardDocument(configuration: configuration, context: context)
    }
    static let notes = DocumentKind.fileDocument(TextDocument.self) { TextDocument() }
    static var all: [DocumentKind] { [checklist, board, notes] }
}

/// Registers the sample types' declarations once: the checklist's from its Info.plist; the board's
/// here, because BoardModel declares `com.example.board-package` without its `boardpkg` extension.
enum EngineTypes {
    // nonisolated(unsafe): only read and written while holding `lock`.
    nonisolated(unsafe) private static var done = false
    private static let lock = NSLock()

    static func register() {
        lock.lock()
        defer { lock.unlock() }
        guard !done else { return }
        done = true
        _ = UTType.checklistDocument
        _ = UTType.boardPackage
        _ = try? ChecklistInfoPlist.registerTypes()
        if UTType(filenameExtension: "boardpkg", conformingTo: .package)?.isDynamic ?? true {
            _ = try? UTType.registerDeclarations(fromPropertyList: Data(boardDeclaration.utf8))
        }
    }

    static let boardDeclaration = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>
    <key>UTExportedTypeDeclarations</key><array><dict>
      <key>UTTypeIdentifier</key><string>com.example.board-package</string>
      <key>UTTypeConformsTo</key><array><string>com.apple.package</string></array>
      <key>UTTypeDescription</key><string>Board</string>
      <key>UTTypeTagSpecification</key><dict>
        <key>public.filename-extension</key><array><string>boardpkg</string></array>
      </dict>
    </dict></array>
    </dict></plist>
    """
}

/// Waits for a main-actor condition that is reached through already-scheduled main-actor jobs (the
/// session's observation hops), by yielding the actor a bounded number of times — no clock involved.
@MainActor
func settle(until condition: () -> Bool, turns: Int = 10_000) async -> Bool {
    for _ in 0..<turns {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

/// Lets every main-actor job already queued run (observation hops, the undo manager's turn end).
@MainActor
func drainMainActor(turns: Int = 50) async {
    for _ in 0..<turns { await Task.yield() }
}

/// Runs `body` expecting a `DocumentError`; returns it (nil and a recorded issue if none or another error).
@MainActor
@discardableResult
func expectDocumentError(_ code: DocumentError.Code, sourceLocation: SourceLocation = #_sourceLocation,
                         _ body: @MainActor () async throws -> Void) async -> DocumentError? {
    do {
        try await body()
        Issue.record("Expected DocumentError .\(code), but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as DocumentError {
        #expect(error.code == code, "\(error.message) — \(error.detail ?? "")", sourceLocation: sourceLocation)
        return error
    } catch {
        Issue.record("Expected DocumentError .\(code), got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

func inode(_ url: URL) throws -> UInt64 { try POSIX.status(url).inode }

/// A few KiB that start like a PNG; the board model stores sticker bytes as they are.
func fakePNG(_ seed: Int, size: Int = 4096) -> Data {
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var value = UInt32(truncatingIfNeeded: seed &* 2654435761 &+ 1)
    while data.count < size {
        value = value &* 1664525 &+ 1013904223
        data.append(UInt8(truncatingIfNeeded: value >> 24))
    }
    return data
}

extension Process {
    /// Runs a tool to completion; returns its exit status and combined output.
    @discardableResult
    static func runQuietly(_ tool: String, _ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

/// Polls a main-actor condition that a timer-driven job (autosave after its idle delay) makes true;
/// used only where no event exists to await. Bounded: gives up after `limit` (generous: it returns as soon as the condition holds, and a loaded
/// 2-core machine can delay a timer by seconds).
@MainActor
func poll(limit: Duration = .seconds(60), until condition: () throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
        if try condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return try condition()
}

extension DocumentSession {
    /// One user event: edits made in `body` form one undo group, closed before returning (what the
    /// end of an event's main-actor turn does).
    func edit(_ body: () -> Void) {
        undoManager.beginUndoGrouping()
        body()
        undoManager.endUndoGrouping()
    }
}
