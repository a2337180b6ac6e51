import BoardModel
import Foundation
import Testing
@testable import QuireCore
@testable import QuireSessionChild
#if canImport(Glibc)
import Glibc
#endif

/// Issue 7's crash matrix for the storage paths above `SafeSave` (the flat-file and package saves
/// themselves are `StorageCrashTests`): a board's first save and Save As, saves in place, export to another type, rename, move (within a file system and across
/// two), version restore and draft autosave, each performed over and over by `QuireSessionChild crash …`
/// through `DocumentSession` and SIGKILLed at a random moment (and duplicate, which writes its copy to a
/// staging folder among the drafts: a copy a killed duplicate left used to stay in the system temp
/// folder forever). After every kill: the document opens and is exactly a version that was written, its
/// kept versions are all there and intact, the recents file still reads, and once it has been opened
/// again no temporary is left beside it (nor in the drafts or versions folders).
///
/// `QUIRE_CRASH_MATRIX_KILLS` sets the kills per path (default 25; `make torture` runs 1,000).
@MainActor
@Suite struct SessionCrashMatrixTests {
    static var kills: Int {
        ProcessInfo.processInfo.environment["QUIRE_CRASH_MATRIX_KILLS"].flatMap(Int.init) ?? 25
    }

    /// `QUIRE_TIMING_SCALE` (set by `make test-sanitize`) widens the kill window for slower children.
    static var timingScale: Int {
        ProcessInfo.processInfo.environment["QUIRE_TIMING_SCALE"].flatMap(Int.init).map { max($0, 1) } ?? 1
    }

    @Test func killedDuringFirstSavesAndSaveAs() async throws {
        let world = try CrashWorld()
        let outcome = try await world.torture("first-save", [world.documents.path]) { round in
            let names = try POSIX.directoryEntries(world.documents)
            var numbers: [Int] = []
            for name in names where !TemporaryItem.isTemporary(name) {
                guard let number = CrashMatrixChild.firstSaveNumber(name) else {
                    Issue.record("round \(round): unexpected item “\(name)”")
                    return .failed
                }
                let session = try await world.open(world.documents.appendingPathComponent(name))
                guard try world.generation(of: session) == number % CrashBoards.generations else {
                    Issue.record("round \(round): \(name) is not the version saved there")
                    return .failed
                }
                #expect(session.documentIdentifier != nil, "round \(round): \(name) has no document id")
                numbers.append(number)
            }
            // The save the kill interrupted was of the next number: what a retried save (or an open)
            // of that name cleans.
            let next = world.documents.appendingPathComponent("first-\((numbers.max() ?? 0) + 1).boardpkg")
            let cleaned = SafeSave.cleanLeftovers(for: next)
            guard try world.temporaries(world.documents).isEmpty else {
                Issue.record("round \(round): left in the folder: \(try POSIX.directoryEntries(world.documents))")
                return .failed
            }
            // Keep the newest (the child continues its numbering from it).
            for number in numbers where number != numbers.max() {
                try POSIX.removeTree(world.documents.appendingPathComponent("first-\(number).boardpkg"))
            }
            return cleaned > 0 ? .interrupted : .intact
        }
        // Where the kills land is random: with a handful (make test-sanitize) none may hit a save.
        #expect(outcome.interrupted > 0 || outcome.kills < 20, "no kill landed inside a save")
    }

    @Test func killedWhileExportingToAnotherType() async throws {
        let world = try CrashWorld()
        let board = world.documents.appendingPathComponent("Board.boardpkg")
        try await world.saveBoard(at: board, generations: [7])
        let before = try world.tree(board)
        let output = world.documents.appendingPathComponent("Board.png")
        var exported = 0
        let outcome = try await world.torture("export", [board.path, output.path]) { round in
            guard try world.tree(board) == before else {
                Issue.record("round \(round): exporting changed the board")
                return .failed
            }
            if FileManager.default.fileExists(atPath: output.path) {
                let data = try Data(contentsOf: output)
                guard let generation = CrashBoards.exportGeneration(ofPNG: data),
                      data == (try BoardRenderer.pngData(from: CrashBoards.exportBoard(generation: generation).makeSnapshot())) else {
                    Issue.record("round \(round): the PNG is not an export that was written")
                    return .failed
                }
                exported += 1
            }
            let interrupted = SafeSave.cleanLeftovers(for: output) > 0
            // What the board's next open does beside it; the person sees the folder after that.
            SafeSave.cleanLeftovers(for: board)
            // A FUSE server keeps a file the killed child had open and unlinked as `.fuse_hidden…`
            // until it handles the close, which may come after this listing.
            let shown = try POSIX.directoryEntries(world.documents).filter { !$0.hasPrefix(".fuse_hidden") }
            guard shown.sorted() == (exported > 0 ? ["Board.boardpkg", "Board.png"] : ["Board.boardpkg"]),
                  try world.drafts().isEmpty else {
                Issue.record("round \(round): left behind: \(try POSIX.directoryEntries(world.documents)), drafts \(try world.drafts())")
                return .failed
            }
            return interrupted ? .interrupted : .intact
        }
        #expect(exported > 0 && outcome.interrupted > 0 || outcome.kills < 20)
    }

    @Test func killedWhileRenaming() async throws {
        let world = try CrashWorld()
        let first = world.documents.appendingPathComponent("Plan.boardpkg")
        let second = world.documents.appendingPathComponent("Plan renamed.boardpkg")
        try await world.saveBoard(at: first, generations: [1, 2, 3, 4])
        let history = try await world.history(of: first)
        _ = try await world.torture("rename", [first.path, second.path]) { round in
            try await world.checkRelocated(round: round, candidates: [first, second], history: history)
        }
    }

    @Test func killedWhileMovingWithinAFileSystem() async throws {
        let world = try CrashWorld()
        let first = world.documents.appendingPathComponent("Inbox/Plan.boardpkg")
        let second = world.documents.appendingPathComponent("Archive/Plan.boardpkg")
        try POSIX.makeDirectories(second.deletingLastPathComponent(), mode: 0o755)
        try POSIX.makeDirectories(first.deletingLastPathComponent(), mode: 0o755)
        try await world.saveBoard(at: first, generations: [1, 2, 3, 4])
        let history = try await world.history(of: first)
        _ = try await world.torture("move", [first.path, second.path]) { round in
            try await world.checkRelocated(round: round, candidates: [first, second], history: history)
        }
    }

    @Test(.enabled(if: CrashWorld.sharedMemoryIsAnotherFileSystem))
    func killedWhileMovingAcrossFileSystems() async throws {
        let world = try CrashWorld()
        let elsewhere = TemporaryDirectory("quire-crash-move", base: URL(fileURLWithPath: "/dev/shm"))
        let first = world.documents.appendingPathComponent("Plan.boardpkg")
        let second = elsewhere.file("Plan.boardpkg")
        try await world.saveBoard(at: first, generations: [1, 2, 3, 4])
        let history = try await world.history(of: first)
        _ = try await world.torture("move", [first.path, second.path]) { round in
            try await world.checkRelocated(round: round, candidates: [first, second], history: history)
        }
    }

    @Test func killedWhileRestoringVersions() async throws {
        let world = try CrashWorld()
        let url = world.documents.appendingPathComponent("Plan.boardpkg")
        try await world.saveBoard(at: url, generations: [1, 2, 3, 4])
        let seeded = try await world.history(of: url)
        var known = seeded.versions
        let outcome = try await world.torture("restore", [url.path]) { round in
            let session = try await world.open(url)
            guard let generation = try world.generation(of: session), (1...4).contains(generation) else {
                Issue.record("round \(round): the document is not a version that was written")
                return .failed
            }
            #expect(session.documentIdentifier == seeded.documentID)
            let versions = try await session.versions()
            var listed: [String: Int] = [:]
            for version in versions {
                guard let kept = try await world.generation(ofPackage: version.contentURL), (1...4).contains(kept) else {
                    Issue.record("round \(round): version \(version.id) is not a version that was written")
                    return .failed
                }
                listed[version.id] = kept
            }
            for (id, generation) in known where listed[id] != generation {
                Issue.record("round \(round): version \(id) (generation \(generation)) is gone or changed")
                return .failed
            }
            known = listed
            let versionsFolder = try #require(versions.first).contentURL.deletingLastPathComponent().deletingLastPathComponent()
            let leftovers = try world.temporaries(versionsFolder)
            guard try world.temporaries(world.documents).isEmpty else {
                Issue.record("round \(round): left beside the document: \(try POSIX.directoryEntries(world.documents))")
                return .failed
            }
            // Housekeeping, not part of the check: every restore keeps a version, so drop the newest
            // ones the child added (each was checked above) to keep rounds equally fast.
            if versions.count > 24 {
                for version in versions.prefix(versions.count - 12) where seeded.versions[version.id] == nil {
                    try POSIX.removeTree(version.contentURL.deletingLastPathComponent())
                    known[version.id] = nil
                }
            }
            return leftovers.isEmpty ? .intact : .interrupted
        }
        print("restore: \(outcome.interrupted) kills left a staging folder in the versions")
    }

    /// A board opened and saved in place over and over (as the apps save): kills land in every step
    /// of the pipeline — staging clone, write, seal, swap, keeping the outgoing version. After each:
    /// the board is the version it was or the one being
    /// saved, exactly; opening it leaves nothing beside it; every version kept before is still there
    /// and intact; and what the next save's cleanup of the history does (`VersionStore.removeAbandoned`)
    /// leaves no staging folder there and loses no version.
    @Test func killedWhileSavingInPlace() async throws {
        let world = try CrashWorld()
        let url = world.documents.appendingPathComponent("Plan.boardpkg")
        try await world.saveBoard(at: url, generations: [1, 2])
        let seeded = try await world.history(of: url)
        var known = seeded.versions
        var latest = seeded.current
        var saves = 0, leftBeside = 0, leftInHistory = 0
        let cycle = CrashBoards.generations - 1
        let outcome = try await world.torture("save", [url.path]) { round in
            let beside = try world.temporaries(world.documents).count
            let session = try await world.open(url)
            guard let generation = try world.generation(of: session) else {
                Issue.record("round \(round): the board is not a version that was written")
                return .failed
            }
            // The child saves generation after generation from the one on disk: the board never goes back.
            guard (generation - latest + cycle) % cycle < cycle / 2 else {
                Issue.record("round \(round): the board went back from generation \(latest) to \(generation)")
                return .failed
            }
            if generation != latest { saves += 1 }
            latest = generation
            #expect(session.documentIdentifier == seeded.documentID)
            guard try world.temporaries(world.documents).isEmpty else {
                Issue.record("round \(round): left beside the board after opening it: \(try POSIX.directoryEntries(world.documents))")
                return .failed
            }
            func listed(keeping known: [String: Int]) async throws -> [String: Int]? {
                var listed: [String: Int] = [:]
                for version in try await session.versions() {
                    guard let kept = try await world.generation(ofPackage: version.contentURL) else {
                        Issue.record("round \(round): version \(version.id) is not a version that was written")
                        return nil
                    }
                    listed[version.id] = kept
                }
                for (id, generation) in known where listed[id] != generation {
                    Issue.record("round \(round): version \(id) (generation \(generation)) is gone or changed")
                    return nil
                }
                return listed
            }
            guard let before = try await listed(keeping: known) else { return .failed }
            let versionsFolder = try #require(await session.versions().first).contentURL
                .deletingLastPathComponent().deletingLastPathComponent()
            let left = try world.temporaries(versionsFolder)
            // What the next save does before it keeps a version: a slot or a half-kept version is
            // removed, a complete one put in place.
            VersionStore.removeAbandoned(in: versionsFolder)
            guard try world.temporaries(versionsFolder).isEmpty, let after = try await listed(keeping: known),
                  before.allSatisfy({ after[$0.key] == $0.value }) else {
                Issue.record("round \(round): the history's cleanup left \(try world.temporaries(versionsFolder)) or lost a version")
                return .failed
            }
            known = after
            if beside > 0 { leftBeside += 1 }
            if !left.isEmpty { leftInHistory += 1 }
            // Housekeeping, not part of the check: every save keeps a version; drop the newest ones
            // the child added (each was checked above) to keep rounds equally fast.
            let versions = try await session.versions()
            if versions.count > 24 {
                for version in versions.prefix(versions.count - 12) where seeded.versions[version.id] == nil {
                    try POSIX.removeTree(version.contentURL.deletingLastPathComponent())
                    known[version.id] = nil
                }
            }
            return beside > 0 || !left.isEmpty ? .interrupted : .intact
        }
        print("save: \(saves) rounds saved, \(leftBeside) left a folder beside the board, \(leftInHistory) in its history")
        #expect(saves > 0 || outcome.kills < 20, "the child never got a save done")
    }

    @Test func killedWhileAutosavingADraft() async throws {
        let world = try CrashWorld()
        var latest = 0
        var drafted = 0
        _ = try await world.torture("draft", []) { round in
            let store = DraftStore(root: world.environment.draftsDirectory)
            let listing = try store.listing()
            guard listing.problems.isEmpty, listing.drafts.count <= 1 else {
                Issue.record("round \(round): drafts \(listing.drafts.map(\.id)), problems \(listing.problems.map(\.message))")
                return .failed
            }
            guard let draft = listing.drafts.first else { return .intact }  // killed before the first draft
            guard let generation = try await world.generation(ofPackage: draft.contentURL) else {
                Issue.record("round \(round): the draft is not a version that was written")
                return .failed
            }
            // Generations wrap around at `CrashBoards.generations`.
            #expect(generation >= latest || latest - generation > CrashBoards.generations / 2,
                    "round \(round): the draft went back from \(latest) to \(generation)")
            latest = generation
            drafted += 1
            let restored = try await DocumentSession.restore(
                try #require(DocumentSession.recoverableDrafts(environment: world.environment).first),
                kinds: [CrashMatrixChild.kind], environment: world.environment)
            #expect(try world.generation(of: restored) == generation)
            guard try POSIX.directoryEntries(world.environment.draftsDirectory) == [draft.id],
                  try POSIX.directoryEntries(draft.directory).sorted() == ["content", "draft.json"],
                  try world.temporaries(draft.contentURL).isEmpty else {
                Issue.record("round \(round): left in the drafts: \(try POSIX.directoryEntries(world.environment.draftsDirectory))")
                return .failed
            }
            return .intact
        }
        #expect(drafted > 0 || SessionCrashMatrixTests.kills < 20)
    }

    @Test func killedWhileDuplicating() async throws {
        let world = try CrashWorld()
        let board = world.documents.appendingPathComponent("Board.boardpkg")
        try await world.saveBoard(at: board, generations: [3, 5])
        let before = try world.tree(board)
        let history = try await world.history(of: board)
        let outcome = try await world.torture("duplicate", [board.path]) { round in
            let drafts = world.environment.draftsDirectory
            let leftBefore = try world.temporaries(drafts).count
            // What the app does at launch: list the drafts, which removes abandoned staging folders.
            let listing = try DraftStore(root: drafts).listing()
            // What the board's next open does beside it.
            SafeSave.cleanLeftovers(for: board)
            guard try world.tree(board) == before, listing.drafts.isEmpty, listing.problems.isEmpty,
                  try world.temporaries(drafts).isEmpty, try world.temporaries(world.documents).isEmpty else {
                Issue.record("round \(round): the board changed or something was left: \(try POSIX.directoryEntries(drafts))")
                return .failed
            }
            guard try await world.history(of: board).versions == history.versions else {
                Issue.record("round \(round): duplicating changed the history")
                return .failed
            }
            return leftBefore > 0 ? .interrupted : .intact
        }
        #expect(outcome.interrupted > 0 || outcome.kills < 20, "no kill landed inside a duplicate")
    }
}

/// One crash-matrix test's folders (documents, data home) and its checks.
@MainActor
struct CrashWorld {
    let root = TemporaryDirectory("quire-crash-matrix")
    /// Where the data folder is when not in `root` (see `init`).
    let dataRoot: TemporaryDirectory?
    let documents: URL
    let data: URL
    let environment: DocumentEnvironment

    init() throws {
        EngineTypes.register()
        documents = root.url.appendingPathComponent("Documents", isDirectory: true)
        // The data folder (drafts, versions) is in the person's home, never on a FAT stick: where the
        // temp folder is on a drive that empties renamed folders (`make torture` on FAT), it goes to
        // /dev/shm, as it would stay in the home while the documents are on the stick.
        let fat = try !DriveCapabilities.of(root.url).keepsRenamedFolderContents
        dataRoot = fat ? TemporaryDirectory("quire-crash-data", base: URL(fileURLWithPath: "/dev/shm")) : nil
        data = (dataRoot ?? root).url.appendingPathComponent("data", isDirectory: true)
        try POSIX.makeDirectories(documents, mode: 0o755)
        environment = DocumentEnvironment(appID: CrashBoards.appID, dataHome: data, autosaveDelay: .seconds(3600))
    }

    nonisolated static var sharedMemoryIsAnotherFileSystem: Bool {
        guard let shm = try? POSIX.status(URL(fileURLWithPath: "/dev/shm")),
              let temporary = try? POSIX.status(FileManager.default.temporaryDirectory) else { return false }
        return shm.isDirectory && shm.device != temporary.device && access("/dev/shm", W_OK) == 0
    }

    /// What a check found after one kill.
    enum Verdict {
        /// Everything as required.
        case intact
        /// As required, and a temporary of the interrupted operation was found and cleaned.
        case interrupted
        /// An issue was recorded: stop.
        case failed
    }

    struct Outcome {
        var kills = 0
        /// Kills that landed inside an operation (the child's last line was "begin").
        var inside = 0
        /// Kills after which the check found (and cleaned) a temporary the operation left.
        var interrupted = 0
    }

    /// Runs `QuireSessionChild crash MODE DATA ARGUMENTS…` `kills` times, SIGKILLing it 0–25 ms after
    /// it starts its loop; `check` inspects the disk after each kill (`.failed`: stop, an issue was
    /// recorded) and says whether the kill left a temporary. The child's "begin"/"end" lines say
    /// whether each kill landed inside an operation.
    func torture(_ mode: String, _ arguments: [String], check: (Int) async throws -> Verdict) async throws -> Outcome {
        let executable = try #require(SessionChild.executable, "QuireSessionChild must be built next to the tests")
        var outcome = Outcome()
        for round in 0..<SessionCrashMatrixTests.kills {
            let child = Process()
            child.executableURL = executable
            child.arguments = ["crash", mode, data.path] + arguments
            let output = Pipe(), errors = Pipe()
            child.standardOutput = output
            child.standardError = errors
            let exit = try SessionChild.start(child)
            let line = await SessionChild.readLine(output.fileHandleForReading)
            if line == "ready" {
                // Where the kill lands, not synchronisation.
                try await Task.sleep(for: .microseconds(Int.random(in: 0..<25_000 * SessionCrashMatrixTests.timingScale)))
                kill(child.processIdentifier, SIGKILL)
            }
            for await _ in exit {}
            // The child is gone: the rest of its output is in the pipe, and ends at once.
            let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            guard child.terminationReason == .uncaughtSignal, child.terminationStatus == SIGKILL else {
                let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                Issue.record("\(mode) round \(round): the child ended by itself (\(child.terminationStatus)): \(message)")
                return outcome
            }
            outcome.kills += 1
            if rest.split(separator: "\n").last == "begin" { outcome.inside += 1 }
            // Every path touches the recents; a kill must never leave them unreadable.
            if let recents = environment.recentsFile, FileManager.default.fileExists(atPath: recents.path) {
                do { _ = try RecentDocuments(fileURL: recents).entries() } catch {
                    Issue.record("\(mode) round \(round): the recents file no longer reads: \(error)")
                    return outcome
                }
            }
            switch try await check(round) {
            case .intact: break
            case .interrupted: outcome.interrupted += 1
            case .failed: return outcome
            }
        }
        #expect(outcome.kills == SessionCrashMatrixTests.kills)
        // Where the kills land is random: with a handful (make test-sanitize) none may hit an operation.
        #expect(outcome.inside > 0 || outcome.kills < 20, "no kill landed inside a \(mode)")
        print("crash matrix \(mode): \(outcome.kills) kills, \(outcome.inside) inside an operation, "
              + "\(outcome.interrupted) left a temporary that was cleaned")
        return outcome
    }

    func open(_ url: URL) async throws -> DocumentSession {
        let session = try await DocumentSession.open(url, kinds: [CrashMatrixChild.kind], environment: environment)
        session.autosavesAutomatically = false
        return session
    }

    func generation(of session: DocumentSession) throws -> Int? {
        CrashBoards.generation(of: try #require(session.document(as: BoardDocument.self)).board.makeSnapshot())
    }

    func generation(ofPackage url: URL) async throws -> Int? {
        CrashBoards.generation(of: try await BoardPackageStore.read(from: url))
    }

    /// Saves the board through a session once per generation (each save keeps the one before it).
    func saveBoard(at url: URL, generations: [Int]) async throws {
        let session = try DocumentSession(newDocumentOf: CrashMatrixChild.kind, environment: environment)
        session.autosavesAutomatically = false
        for (index, generation) in generations.enumerated() {
            try #require(session.document(as: BoardDocument.self)).board = CrashBoards.board(generation: generation)
            session.updateChangeCount()
            if index == 0 { try await session.save(to: url) } else { try await session.save() }
        }
    }

    struct History {
        var documentID: String?
        /// Version id → generation.
        var versions: [String: Int]
        var current: Int
    }

    func history(of url: URL) async throws -> History {
        let session = try await open(url)
        var versions: [String: Int] = [:]
        for version in try await session.versions() {
            let kept: Int = try #require(try await generation(ofPackage: version.contentURL))
            versions[version.id] = kept
        }
        let current = try generation(of: session)
        return History(documentID: session.documentIdentifier, versions: versions, current: try #require(current))
    }

    /// After a rename or move was killed: the board is at exactly one of `candidates`, opens as the
    /// version it was, keeps its id and every kept version, and nothing is left beside it.
    func checkRelocated(round: Int, candidates: [URL], history: History) async throws -> CrashWorld.Verdict {
        // Where a package is moved by copying and then removed file by file (a drive that empties
        // renamed folders), a kill during the removal leaves part of the original under its journal:
        // the cleanup an open of that name starts with finishes it, so it is run first.
        var interruptedRemoval = false
        for candidate in candidates where try !DriveCapabilities.of(candidate.deletingLastPathComponent()).keepsRenamedFolderContents {
            if SafeSave.cleanLeftovers(for: candidate) > 0 { interruptedRemoval = true }
        }
        let present = candidates.filter { FileManager.default.fileExists(atPath: $0.path) }
        guard let url = present.first else {
            Issue.record("round \(round): the board is gone")
            return .failed
        }
        if present.count > 1 {
            // Across file systems a move copies, then removes the original: a kill in between leaves
            // two equal copies (nothing lost). Both are checked; the one moved to is kept.
            for duplicate in present where try await history.current != generation(of: open(duplicate)) {
                Issue.record("round \(round): \(duplicate.path) is not the board")
                return .failed
            }
        }
        let session = try await open(url)
        guard try generation(of: session) == history.current, session.documentIdentifier == history.documentID else {
            Issue.record("round \(round): \(url.path) is not the board, or lost its id")
            return .failed
        }
        var versions: [String: Int] = [:]
        for version in try await session.versions() {
            versions[version.id] = try await generation(ofPackage: version.contentURL)
        }
        guard versions == history.versions else {
            Issue.record("round \(round): the history changed: \(versions) instead of \(history.versions)")
            return .failed
        }
        // Opening cleaned the board's own folder; elsewhere only hidden leftovers may remain (counted).
        var leftovers = 0
        for folder in Set(candidates.map { $0.deletingLastPathComponent() }) {
            let names = try POSIX.directoryEntries(folder)
            let allowed = Set(candidates.filter { $0.deletingLastPathComponent() == folder }.map(\.lastPathComponent))
            let temporaries = names.filter { TemporaryItem.isTemporary($0) }
            // The other folder may keep one hidden leftover of the interrupted move, and one of the
            // drive probe a child killed on its first contact with that drive began there, until the
            // next move there cleans them (a move across file systems cleans both ends). Where a
            // package is renamed by copying (a drive that empties renamed folders), its own folder
            // may keep the copy a kill interrupted before it was swapped in, the same way.
            let probes = temporaries.filter { TemporaryItem.belongs($0, to: DriveCapabilities.probeName) }
            let copies = try !DriveCapabilities.of(folder).keepsRenamedFolderContents
            let limit = folder == url.deletingLastPathComponent() && !copies ? 0 : 1
            guard Set(names).subtracting(temporaries).isSubset(of: allowed),
                  temporaries.count - probes.count <= limit, probes.count <= limit else {
                Issue.record("round \(round): left in \(folder.path): \(names)")
                return .failed
            }
            leftovers += temporaries.count
        }
        if present.count > 1 {
            for duplicate in present.dropFirst() { try POSIX.removeTree(duplicate) }
        }
        return present.count > 1 || leftovers > 0 || interruptedRemoval ? .interrupted : .intact
    }

    func temporaries(_ folder: URL) throws -> [String] {
        guard try POSIX.statusIfPresent(folder) != nil else { return [] }
        return try POSIX.directoryEntries(folder).filter { TemporaryItem.isTemporary($0) }
    }

    func drafts() throws -> [RecoverableDraft] { try DocumentSession.recoverableDrafts(environment: environment) }

    /// Relative path → bytes and inode of every file below `url` (folders listed with no bytes).
    func tree(_ url: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        func visit(_ folder: URL, _ prefix: String) throws {
            for name in try POSIX.directoryEntries(folder) {
                let item = folder.appendingPathComponent(name), path = prefix + name
                let status = try POSIX.status(item)
                if status.isDirectory {
                    result[path] = "folder"
                    try visit(item, path + "/")
                } else {
                    result[path] = "\(status.inode) \(try Data(contentsOf: item).base64EncodedString())"
                }
            }
        }
        try visit(url, "")
        return result
    }
}
