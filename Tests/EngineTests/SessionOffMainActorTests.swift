import Foundation
import NotesModel
import Synchronization
import Testing
@testable import QuireCore

/// A `FileDocument` that records on which thread the engine reads and writes it.
struct ThreadRecordingNote: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    /// Whether `init(configuration:)` / `fileWrapper` ran on the main thread, most recent last.
    static let reads = Mutex<[Bool]>([])
    static let writes = Mutex<[Bool]>([])

    var text: String

    init(text: String = "") { self.text = text }

    init(configuration: ReadConfiguration) throws {
        Self.reads.withLock { $0.append(Thread.isMainThread) }
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        Self.writes.withLock { $0.append(Thread.isMainThread) }
        return FileWrapper(regularFileWithContents: Data(text.utf8))
    }

    @MainActor static let kind = DocumentKind.fileDocument(ThreadRecordingNote.self) { ThreadRecordingNote() }
}

/// Issue 8, third pass: what moved off the main actor or off each save's path.
@MainActor
@Suite(.serialized) struct SessionOffMainActorTests {
    /// As Apple does: `fileWrapper(configuration:)` and `init(configuration:)` of a `FileDocument` run
    /// off the main thread, on the value taken when the save began.
    @Test func aFileDocumentIsWrittenAndReadOffTheMainThread() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: ThreadRecordingNote.kind, environment: fixture.environment)
        let binding = try #require(session.binding(for: ThreadRecordingNote.self))
        binding.wrappedValue.text = "first"
        let url = fixture.file("Thread.txt")
        ThreadRecordingNote.writes.withLock { $0 = [] }
        try await session.save(to: url)
        binding.wrappedValue.text = "second"
        try await session.save()
        #expect(ThreadRecordingNote.writes.withLock { $0 } == [false, false])
        #expect(try String(contentsOf: url, encoding: .utf8) == "second")

        ThreadRecordingNote.reads.withLock { $0 = [] }
        let reopened = try await DocumentSession.open(url, kinds: [ThreadRecordingNote.kind], environment: fixture.environment)
        #expect(reopened.document(as: ThreadRecordingNote.self)?.text == "second")
        #expect(ThreadRecordingNote.reads.withLock { $0 } == [false])
    }

    /// A save refreshes the shared recents file only when the session has not noted the document
    /// within a while; opening noted it, so saves right after leave it alone. A rename notes it again.
    /// The while is a day here, so a loaded machine that takes minutes between the saves still counts
    /// as "right after".
    @Test func savesDoNotRewriteTheRecentsFileEveryTime() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Recent.txt")
        try Data("hello".utf8).write(to: url)
        var environment = fixture.environment
        environment.recentRefreshInterval = .seconds(86_400)
        let recents = try #require(environment.recentsFile)
        let session = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: environment)
        // Noted in the background after the open returned.
        await DocumentSession.flushRecentDocuments()
        let noted = try POSIX.status(recents).inode
        let binding = try #require(session.binding(for: TextDocument.self))
        for word in [" one", " two"] {
            binding.wrappedValue.text += word
            try await session.save()
            await DocumentSession.flushRecentDocuments()
            #expect(try POSIX.status(recents).inode == noted, "the recents file was rewritten by a save")
        }
        try await session.rename(to: "Renamed")
        await DocumentSession.flushRecentDocuments()
        #expect(try POSIX.status(recents).inode != noted)
        #expect(try String(contentsOf: recents, encoding: .utf8).contains("Renamed.txt"))
    }

    /// An open notes its file in the recents in the background, after returning; the notes of several
    /// opens are written one at a time (none lost), and `recentDocuments` waits for them.
    @Test func opensNoteRecentsInTheBackgroundWithoutLosingAny() async throws {
        let fixture = EngineFixture()
        let names = (1...5).map { "Recent \($0).txt" }
        for name in names { try Data(name.utf8).write(to: fixture.file(name)) }
        var sessions: [DocumentSession] = []
        for name in names {
            sessions.append(try await DocumentSession.open(fixture.file(name), kinds: EngineKinds.all,
                                                           environment: fixture.environment))
        }
        let listed = await DocumentSession.recentDocuments(environment: fixture.environment, kinds: EngineKinds.all)
        #expect(Set(listed.map(\.name)) == Set(names))
        await DocumentSession.flushRecentDocuments()
        let recents = try #require(fixture.environment.recentsFile)
        let text = try String(contentsOf: recents, encoding: .utf8)
        for name in names {
            #expect(text.contains(name.replacingOccurrences(of: " ", with: "%20")), "\(name) missing")
        }
        #expect(sessions.count == 5)
    }
}
