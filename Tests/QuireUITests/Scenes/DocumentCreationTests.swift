import ChecklistModel
import Foundation
import NotesModel
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// SwiftUI 27's document creation on real files: `makeDocument` closures that suspend and throw
/// (`CancellationError` cancels, quietly for the app; other errors reach it), `allowCreating`, the
/// viewer's `makeReadableDocument` (and Quire's `makeDocument` spelling), and `NewDocumentButton`s
/// that prepare a document first (a prepared file whose content starts the new document, a prepared
/// value, or nil for an empty one).
@MainActor
@Suite struct DocumentCreationTests {
    struct Refused: Error {}

    /// What a checklist app's `makeDocument` decides: a template, a cancellation, or a failure.
    enum Choice {
        case blank, template, cancel, fail
    }

    final class Asked {
        var choice = Choice.blank
        var sources: [String?] = []
        var openedFiles: [URL] = []
    }

    private func checklists(_ asked: Asked, allowCreating: Bool = true) -> SceneDeclarations {
        SceneDeclarations(DocumentGroup(allowCreating: allowCreating) { (document: ChecklistDocument) in
            Text("\(document.checklist.items.count) items")
        } makeDocument: { configuration, context in
            // A template picker would be shown here: the creation waits for the person.
            await Task.yield()
            asked.sources.append(context.creationSource?.id)
            if let url = configuration.fileURL { asked.openedFiles.append(url) }
            switch asked.choice {
            case .blank: return ChecklistDocument()
            case .template: return ChecklistDocument(checklist: Checklist(items: [ChecklistItem(title: "Milk")]))
            case .cancel: throw CancellationError()
            case .fail: throw Refused()
            }
        })
    }

    init() {
        // The app's Info.plist declares the type's extension (`.checklist`), as the app does at launch.
        _ = try? ChecklistInfoPlist.registerTypes()
    }

    private func checklistFile(in folder: SceneTestFolder, named name: String, items: [String]) throws -> URL {
        let url = folder.url.appendingPathComponent(name)
        try JSONEncoder().encode(Checklist(items: items.map { ChecklistItem(title: $0) })).write(to: url)
        return url
    }

    @Test func anAsyncMakeDocumentMakesTheNewDocumentToldItsSource() async throws {
        let folder = try SceneTestFolder()
        let asked = Asked()
        asked.choice = .template
        let declarations = checklists(asked)
        let request = NewDocumentRequest.prepared(contentType: nil, source: DocumentCreationSource(id: "groceries"),
                                                  preparation: .none)
        let made = try #require(try await declarations.makeNewDocument(for: request, environment: folder.environment))
        #expect(made.session.document(as: ChecklistDocument.self)?.checklist.items.map(\.title) == ["Milk"])
        #expect(made.session.fileURL == nil && made.session.state == .untitled)
        #expect(asked.sources == ["groceries"])
    }

    @Test func aCancellationMakesNoDocumentAndAnotherErrorReachesTheApp() async throws {
        let folder = try SceneTestFolder()
        let asked = Asked()
        let declarations = checklists(asked)
        asked.choice = .cancel
        await #expect(throws: CancellationError.self) {
            _ = try await declarations.makeNewDocument(for: .standard, environment: folder.environment)
        }
        asked.choice = .fail
        await #expect(throws: Refused.self) {
            _ = try await declarations.makeNewDocument(for: .standard, environment: folder.environment)
        }
    }

    @Test func openingAFileMakesItsInstanceThroughMakeDocumentAndACancellationCancelsTheOpening() async throws {
        let folder = try SceneTestFolder()
        let asked = Asked()
        let declarations = checklists(asked)
        let file = try checklistFile(in: folder, named: "Trip.checklist", items: ["Tent", "Map"])
        let kinds = declarations.documentGroups.map(\.kind)
        let session = try await DocumentSession.open(file, kinds: kinds, environment: folder.environment)
        #expect(session.document(as: ChecklistDocument.self)?.checklist.items.map(\.title) == ["Tent", "Map"])
        #expect(asked.openedFiles.map(\.lastPathComponent) == ["Trip.checklist"])

        asked.choice = .cancel
        let before = try Data(contentsOf: file)
        await #expect(throws: CancellationError.self) {
            _ = try await DocumentSession.open(file, kinds: kinds, environment: folder.environment)
        }
        #expect(try Data(contentsOf: file) == before, "the file is untouched")
    }

    @Test func aGroupThatDoesNotAllowCreatingOpensAndEditsFilesButMakesNone() async throws {
        let folder = try SceneTestFolder()
        let declarations = checklists(Asked(), allowCreating: false)
        #expect(declarations.documentGroups.first?.kind.isEditor == true)
        #expect(declarations.newDocumentChoice(for: .standard) == nil)
        #expect(try await declarations.makeNewDocument(for: .standard, environment: folder.environment) == nil)
    }

    @Test func aViewerMakesItsReadableDocumentAndOpensFilesReadOnlyInBothSpellings() async throws {
        let folder = try SceneTestFolder()
        let file = try checklistFile(in: folder, named: "List.checklist", items: ["One"])
        let spellings = [
            SceneDeclarations(DocumentGroup(viewer: { (document: ChecklistDocument) in Text("viewer") },
                                            makeReadableDocument: { _, _ in ChecklistDocument() })),
            SceneDeclarations(DocumentGroup(viewer: { (document: ChecklistDocument) in Text("viewer") },
                                            makeDocument: { _, _ in ChecklistDocument() })),
        ]
        for declarations in spellings {
            let group = try #require(declarations.documentGroups.first)
            #expect(!group.kind.isEditor && !group.allowsCreating)
            let session = try await DocumentSession.open(file, kinds: [group.kind], environment: folder.environment)
            #expect(!session.isEditable)
            #expect(session.document(as: ChecklistDocument.self)?.checklist.items.map(\.title) == ["One"])
        }
    }

    @Test func aPreparedFileStartsAnUntitledDocumentWithItsContentAndStaysAsItIs() async throws {
        let folder = try SceneTestFolder()
        let declarations = checklists(Asked())
        let template = try checklistFile(in: folder, named: "Packing.checklist", items: ["Socks", "Charger"])
        let before = try Data(contentsOf: template)
        var prepared: URL? = template
        let request = NewDocumentRequest.prepared(contentType: .checklistDocument, source: nil,
                                                  preparation: .url({ prepared }))
        let made = try #require(try await declarations.makeNewDocument(for: request, environment: folder.environment))
        #expect(made.session.document(as: ChecklistDocument.self)?.checklist.items.map(\.title) == ["Socks", "Charger"])
        #expect(made.session.fileURL == nil && made.session.hasUnsavedChanges, "a new, unsaved document")
        #expect(try Data(contentsOf: template) == before, "the prepared file stays as it was")

        prepared = nil
        let empty = try #require(try await declarations.makeNewDocument(for: request, environment: folder.environment))
        #expect(empty.session.document(as: ChecklistDocument.self)?.checklist.items.isEmpty == true)
    }

    @Test func newDocumentButtonsPrepareTheirDocumentBeforeAskingForIt() async throws {
        let folder = try SceneTestFolder()
        var requests: [NewDocumentRequest] = []
        var environment = EnvironmentValues()
        environment.newDocument = NewDocumentAction { requests.append($0) }
        let template = try checklistFile(in: folder, named: "T.checklist", items: ["A"])
        let host = HeadlessHost(environment: environment) {
            VStack {
                NewDocumentButton("From Template", contentType: .checklistDocument,
                                  source: DocumentCreationSource(id: "template")) { template }
                NewDocumentButton("Meeting", for: TextDocument.self) { TextDocument(text: "Agenda") }
                NewDocumentButton()
            }
        }
        for title in ["From Template", "Meeting", "New Document"] {
            try host.widget(.button, titled: title).click()
        }
        #expect(requests.count == 3)
        guard case .prepared(.checklistDocument?, let source?, .url(let prepare)) = requests[0] else {
            Issue.record("the template button asks for a prepared file")
            return
        }
        #expect(source.id == "template")
        #expect(try await prepare() == template)
        guard case .prepared(nil, nil, .document(let type, let prepareDocument)) = requests[1] else {
            Issue.record("the meeting button asks for a prepared value")
            return
        }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(TextDocument.self))
        #expect((try await prepareDocument() as? TextDocument)?.text == "Agenda")
        guard case .standard = requests[2] else {
            Issue.record("an untitled button asks for the standard new document")
            return
        }

        let notes = SceneDeclarations(DocumentGroup(newDocument: TextDocument()) { file in Text(file.document.text) })
        let meeting = try #require(try await notes.makeNewDocument(for: requests[1], environment: folder.environment))
        #expect(meeting.session.document(as: TextDocument.self)?.text == "Agenda")
    }
}
