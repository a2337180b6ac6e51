import BoardModel
import Foundation
import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// The crash matrix's child (`QuireSessionChild crash PATH …`): performs one storage operation of a
/// board over and over through `DocumentSession`, as a window would, until the test SIGKILLs it. Every
/// version it writes is `CrashBoards.board(generation:)` (or `exportBoard`), so the test can check
/// after each kill that the document is exactly a version that was written. Prints "ready" once the
/// loop is about to start, then "begin" and "end" around each operation (so the test knows whether
/// its kill landed inside one); stops by itself if the test runner went away.
///
///   crash first-save DATA DIR     new boards saved to DIR/first-N.boardpkg; every other one a Save As
///                                 of the previous board (staging seeded from the saved package)
///   crash save DATA BOARD         the board at BOARD opened and saved in place, again and again
///   crash export DATA BOARD OUT   the board redrawn and exported to OUT as PNG, replacing it
///   crash rename DATA A B         the board at A (or B) renamed to the other name, back and forth
///   crash move DATA A B           the board at A (or B) moved to the other's folder, back and forth
///   crash restore DATA BOARD      BOARD's kept versions restored, one after another
///   crash draft DATA              an untitled board (or the draft a previous run left) autosaved
///   crash duplicate DATA BOARD    the board at BOARD duplicated (an untitled copy), again and again
@MainActor
enum CrashMatrixChild {
    static let kind = DocumentKind.document(BoardDocument.self) { configuration, context in
        BoardDocument(configuration: configuration, context: context)
    }
    static let parent = getppid()
    static var parentIsAlive: Bool { getppid() == parent }

    static func run(_ arguments: [String]) async throws {
        _ = UTType.boardPackage
        _ = try UTType.registerDeclarations(fromPropertyList: Data(CrashBoards.typeDeclaration.utf8))
        guard arguments.count >= 2 else { throw usage() }
        let environment = DocumentEnvironment(appID: CrashBoards.appID, dataHome: URL(fileURLWithPath: arguments[1], isDirectory: true),
                                              autosaveDelay: .seconds(3600))
        let paths = arguments.dropFirst(2).map { URL(fileURLWithPath: $0) }
        switch (arguments[0], paths.count) {
        case ("first-save", 1): try await firstSaves(in: paths[0], environment: environment)
        case ("save", 1): try await saves(of: paths[0], environment: environment)
        case ("export", 2): try await exports(of: paths[0], to: paths[1], environment: environment)
        case ("rename", 2), ("move", 2): try await relocations(between: paths[0], and: paths[1], rename: arguments[0] == "rename",
                                                               environment: environment)
        case ("restore", 1): try await restores(of: paths[0], environment: environment)
        case ("draft", 0): try await draftAutosaves(environment: environment)
        case ("duplicate", 1): try await duplicates(of: paths[0], environment: environment)
        default: throw usage()
        }
    }

    static func usage() -> DocumentError {
        DocumentError(.invalidName, detail: "usage: crash first-save|save|export|rename|move|restore|draft|duplicate DATA …")
    }

    static func ready() { FileHandle.standardOutput.write(Data("ready\n".utf8)) }

    /// Runs one operation between "begin" and "end" lines. Each line is one write(2) to the pipe, so
    /// after a SIGKILL the last line the test reads says whether the child was inside an operation.
    static func operation(_ body: () async throws -> Void) async throws {
        FileHandle.standardOutput.write(Data("begin\n".utf8))
        try await body()
        FileHandle.standardOutput.write(Data("end\n".utf8))
    }

    static func board(of session: DocumentSession) throws -> BoardDocument {
        guard let board = session.document(as: BoardDocument.self) else {
            throw DocumentError(.ioFailure, detail: "The session holds no board")
        }
        return board
    }

    /// Sets the board to `content` as one untracked edit (a whole-board change, as a paste would be).
    static func set(_ session: DocumentSession, to content: Board) throws {
        try board(of: session).board = content
        session.updateChangeCount()
    }

    /// At most this many first saves per run. The kill comes within 25 ms of "ready" on a quiet machine
    /// (a few saves); on a loaded one it can come seconds late, and an unbounded run made thousands of
    /// documents (and a full recents file) that the test's check then opened one by one. A kill after
    /// the last save lands in the idle wait below, which the test counts as an intact round.
    static let firstSavesPerRun = 16

    static func firstSaves(in directory: URL, environment: DocumentEnvironment) async throws {
        var number = try FileManager.default.contentsOfDirectory(atPath: directory.path).compactMap(firstSaveNumber).max() ?? 0
        var previous: DocumentSession?
        ready()
        for _ in 0..<firstSavesPerRun where parentIsAlive {
            number += 1
            let url = directory.appendingPathComponent("first-\(number).boardpkg")
            let session: DocumentSession
            if let previous, number % 2 == 0 {
                session = previous  // Save As: a new name, staging seeded from the saved package
            } else {
                session = try DocumentSession(newDocumentOf: kind, environment: environment)
                session.autosavesAutomatically = false
            }
            try set(session, to: CrashBoards.board(generation: number))
            try await operation { try await session.save(to: url) }
            previous = session
        }
        // Waiting for the kill; the parent's end ends the wait too.
        while parentIsAlive {
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    /// N of a `first-N.boardpkg` name.
    static func firstSaveNumber(_ name: String) -> Int? {
        guard name.hasPrefix("first-"), name.hasSuffix(".boardpkg") else { return nil }
        return Int(name.dropFirst(6).dropLast(9))
    }

    /// Generations go 1, 2, … `CrashBoards.generations - 1`, then 1 again, from the one on disk.
    static func saves(of url: URL, environment: DocumentEnvironment) async throws {
        let session = try await DocumentSession.open(url, kinds: [kind], environment: environment)
        session.autosavesAutomatically = false
        var generation = CrashBoards.generation(of: try board(of: session).board.makeSnapshot()) ?? 0
        ready()
        while parentIsAlive {
            generation = generation % (CrashBoards.generations - 1) + 1
            try set(session, to: CrashBoards.board(generation: generation))
            try await operation { try await session.save() }
        }
    }

    static func exports(of boardURL: URL, to output: URL, environment: DocumentEnvironment) async throws {
        let session = try await DocumentSession.open(boardURL, kinds: [kind], environment: environment)
        session.autosavesAutomatically = false
        var generation = (try? Data(contentsOf: output)).flatMap(CrashBoards.exportGeneration(ofPNG:)) ?? 0
        ready()
        while parentIsAlive {
            generation = generation % (CrashBoards.exportGenerations - 1) + 1
            try set(session, to: CrashBoards.exportBoard(generation: generation))
            try await operation { try await session.export(to: output, as: .png, replacingExisting: true) }
        }
    }

    static func relocations(between first: URL, and second: URL, rename: Bool, environment: DocumentEnvironment) async throws {
        let start = FileManager.default.fileExists(atPath: first.path) ? first : second
        let session = try await DocumentSession.open(start, kinds: [kind], environment: environment)
        session.autosavesAutomatically = false
        ready()
        while parentIsAlive {
            // Paths, not URLs: a URL made for an existing folder ends in a slash, the session's does not.
            let target = session.fileURL?.standardizedFileURL.path == first.standardizedFileURL.path ? second : first
            try await operation {
                if rename {
                    try await session.rename(to: target.lastPathComponent)
                } else {
                    try await session.move(to: target.deletingLastPathComponent())
                }
            }
        }
    }

    static func restores(of url: URL, environment: DocumentEnvironment) async throws {
        let session = try await DocumentSession.open(url, kinds: [kind], environment: environment)
        session.autosavesAutomatically = false
        ready()
        while parentIsAlive {
            let versions = try await session.versions()
            guard let version = versions.randomElement() else { throw DocumentError(.notFound, url: url, detail: "no versions") }
            try await operation { try await session.restore(version) }
        }
    }

    static func duplicates(of url: URL, environment: DocumentEnvironment) async throws {
        let session = try await DocumentSession.open(url, kinds: [kind], environment: environment)
        session.autosavesAutomatically = false
        ready()
        while parentIsAlive {
            try await operation {
                let copy = try await session.duplicate()
                copy.autosavesAutomatically = false
            }
        }
    }

    static func draftAutosaves(environment: DocumentEnvironment) async throws {
        let session: DocumentSession
        var generation = 0
        if let draft = try DocumentSession.recoverableDrafts(environment: environment).first {
            // What the app does after a crash: restore the draft and keep editing it.
            session = try await DocumentSession.restore(draft, kinds: [kind], environment: environment)
            generation = CrashBoards.generation(of: try board(of: session).board.makeSnapshot()) ?? 0
        } else {
            session = try DocumentSession(newDocumentOf: kind, environment: environment)
        }
        session.autosavesAutomatically = false
        ready()
        while parentIsAlive {
            generation = generation % (CrashBoards.generations - 1) + 1
            try set(session, to: CrashBoards.board(generation: generation))
            try await operation { try await session.autosave() }
        }
    }
}
