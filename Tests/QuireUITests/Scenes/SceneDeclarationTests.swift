import ChecklistModel
import Foundation
import NotesModel
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// What an app's `body` declares — document groups in order, the launch scene, sizes — and how new
/// documents and opened files are routed to the groups, without a display.
@MainActor
@Suite struct SceneDeclarationTests {
    struct NoteEditor: View {
        @Binding var document: TextDocument
        var body: some View { TextEditor(text: $document.text) }
    }

    static let meetingTemplate = TextDocument(text: "Meeting Notes\n")

    /// Seed 000's launch-scene app, with a checklist group added after it.
    struct NotesAndChecklists: App {
        var body: some Scene {
            DocumentGroupLaunchScene("My Notes") {
                NewDocumentButton("Blank Note")
                NewDocumentButton("Meeting Notes", prompt: SceneDeclarationTests.meetingTemplate)
            } background: {
                LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .ignoresSafeArea()
            } overlayAccessoryView: { _ in
                Image("LogoMark").resizable().scaledToFit().frame(width: 120)
            }

            DocumentGroup(newDocument: TextDocument()) { file in
                NoteEditor(document: file.$document)
            }
            .defaultSize(width: 800, height: 600)

            DocumentGroup { document in
                Text("\(document.checklist.items.count) items")
            } makeDocument: { _, _ in
                ChecklistDocument()
            }
        }
    }

    @Test func anAppsBodyDeclaresItsGroupsInOrderAndItsLaunchScene() {
        let declarations = SceneDeclarations(NotesAndChecklists().body)
        #expect(declarations.documentGroups.count == 2)
        #expect(declarations.documentGroups[0].kind.readableContentTypes == [.plainText])
        #expect(declarations.documentGroups[0].defaultSize?.width == 800)
        #expect(declarations.documentGroups[0].defaultSize?.height == 600)
        #expect(declarations.documentGroups[1].kind.readableContentTypes == [.checklistDocument])
        #expect(declarations.documentGroups[1].defaultSize == nil)
        let launch = declarations.launchScene
        #expect(launch?.title == "My Notes")
        #expect(launch?.makeBackground != nil)
        #expect(launch?.makeOverlay != nil)
    }

    @Test func openedFilesGoToTheGroupWhoseTypesTheirTypeConformsTo() {
        let declarations = SceneDeclarations(NotesAndChecklists().body)
        #expect(declarations.group(for: .plainText)?.kind.readableContentTypes == [.plainText])
        // A subtype of plain text (Markdown-like types conform to it) goes to the notes group too.
        let subtype = UTType(exportedAs: "org.quire.tests.notes-subtype", conformingTo: .plainText)
        #expect(declarations.group(for: subtype)?.kind.readableContentTypes == [.plainText])
        #expect(declarations.group(for: .checklistDocument)?.kind.readableContentTypes == [.checklistDocument])
        #expect(declarations.group(for: .png) == nil)
    }

    @Test func aTemplateStartsTheNewDocumentOfItsGroupAndASourceReachesTheContext() throws {
        let folder = try SceneTestFolder()
        let declarations = SceneDeclarations(NotesAndChecklists().body)

        let template = try #require(declarations.newDocumentChoice(
            for: .template({ SceneDeclarationTests.meetingTemplate }, TextDocument.self)))
        let fromTemplate = try DocumentSession(newDocumentOf: template.kind, context: template.context,
                                               environment: folder.environment)
        #expect(fromTemplate.document(as: TextDocument.self)?.text == "Meeting Notes\n")

        let blank = try #require(declarations.newDocumentChoice(for: .standard))
        let blankSession = try DocumentSession(newDocumentOf: blank.kind, environment: folder.environment)
        #expect(blankSession.document(as: TextDocument.self)?.text == "")

        let checklist = try #require(declarations.newDocumentChoice(for: .contentType(.checklistDocument)))
        #expect(checklist.kind.nativeContentType == .checklistDocument)

        let source = DocumentCreationSource(id: "from-photo")
        let sourced = try #require(declarations.newDocumentChoice(
            for: .prepared(contentType: nil, source: source, preparation: .none)))
        #expect(sourced.context.creationSource == source)
        #expect(sourced.kind.nativeContentType == .plainText)
    }

    @Test func viewersOpenFilesButMakeNoNewDocuments() {
        let declarations = SceneDeclarations(DocumentGroup(viewing: TextDocument.self) { file in
            Text(file.document.text)
        })
        #expect(declarations.documentGroups.first?.kind.isEditor == false)
        #expect(declarations.group(for: .plainText) != nil)
        #expect(declarations.newDocumentChoice(for: .standard) == nil)
    }

    @Test func theEditorEditsTheSessionsDocumentAndFollowsUndo() throws {
        let folder = try SceneTestFolder()
        let declarations = SceneDeclarations(NotesAndChecklists().body)
        let group = declarations.documentGroups[0]
        let session = try DocumentSession(newDocumentOf: group.kind, environment: folder.environment)
        var environment = EnvironmentValues()
        environment.undoManager = session.undoManager
        let host = HeadlessHost(environment: environment) { group.makeEditor(session) }
        let editor = try host.widget(.textEditor)
        let setsAtCreation = editor.textSets

        editor.type("first words")
        host.flush()
        session.undoManager.endImplicitGrouping()  // the end of the typing's turn
        #expect(session.document(as: TextDocument.self)?.text == "first words")
        #expect(session.hasUnsavedChanges)
        // Typing is never written back into the widget.
        #expect(editor.textSets == setsAtCreation)

        session.undoManager.undo()
        host.flush()
        // The undo changed the model, not the widget: the editor follows it.
        #expect(editor.text == "")
        #expect(editor.textSets == setsAtCreation + 1)
        session.undoManager.redo()
        host.flush()
        #expect(editor.text == "first words")
    }
}
