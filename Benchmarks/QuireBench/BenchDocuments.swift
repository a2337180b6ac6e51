import BoardModel
import ChecklistModel
import Foundation
import NotesModel
import QuireCore

/// The example apps' document kinds, and environments whose drafts, versions and recents live in the
/// workspace. Autosave timers are off: the benchmarks call `save()`/`autosave()` themselves.
@MainActor
enum BenchDocuments {
    static let checklist = DocumentKind.document(ChecklistDocument.self) { _, _ in ChecklistDocument() }
    /// Seed 001's listing verbatim: what the open benchmark measures.
    static let seedChecklist = DocumentKind.document(Seed001.ChecklistDocument.self) { _, _ in Seed001.ChecklistDocument() }
    static let board = DocumentKind.document(BoardDocument.self) { configuration, context in
        BoardDocument(configuration: configuration, context: context)
    }
    static let notes = DocumentKind.fileDocument(TextDocument.self) { TextDocument() }

    /// Registers the example types (the checklist's `.checklist` extension comes from its Info.plist).
    /// Board Studio's Info.plist (with `.boardpkg`) arrives with the app; until then the benchmark
    /// declares the extension itself, as that plist will.
    static func registerTypes() throws {
        _ = (checklist, seedChecklist, board, notes)
        try ChecklistInfoPlist.registerTypes()
        if UTType(filenameExtension: "boardpkg")?.conforms(to: .boardPackage) != true {
            _ = try UTType.registerDeclarations(fromPropertyList: Data(boardDeclaration.utf8))
        }
    }

    private static let boardDeclaration = """
        <key>UTExportedTypeDeclarations</key>
        <array>
            <dict>
                <key>UTTypeIdentifier</key>
                <string>com.example.board-package</string>
                <key>UTTypeConformsTo</key>
                <array><string>com.apple.package</string></array>
                <key>UTTypeDescription</key>
                <string>Board</string>
                <key>UTTypeTagSpecification</key>
                <dict>
                    <key>public.filename-extension</key>
                    <array><string>boardpkg</string></array>
                </dict>
            </dict>
        </array>
        """

    static func environment(_ appID: String, in workspace: Workspace) -> DocumentEnvironment {
        DocumentEnvironment(appID: appID, dataHome: workspace.dataHome,
                            recentsFile: .some(workspace.dataHome.appendingPathComponent("recently-used.xbel")),
                            applicationName: "QuireBench", applicationExec: "QuireBench %u",
                            autosaveDelay: .seconds(3600))
    }

    static func open(_ url: URL, _ kind: DocumentKind, _ environment: DocumentEnvironment) async throws -> DocumentSession {
        let session = try await DocumentSession.open(url, kinds: [kind], environment: environment)
        session.autosavesAutomatically = false
        return session
    }

    /// Saves a new board of `stickers` 1 MiB stickers at `url` through a session (a full first save).
    static func makeBoard(at url: URL, stickers: Int, environment: DocumentEnvironment) async throws {
        let session = try DocumentSession(newDocumentOf: board, environment: environment)
        session.autosavesAutomatically = false
        guard let document = session.document(as: BoardDocument.self) else { throw BenchFailure("not a board") }
        document.board = Fixtures.board(stickers: stickers)
        try await session.save(to: url)
    }
}

/// A benchmark that could not run as intended.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
