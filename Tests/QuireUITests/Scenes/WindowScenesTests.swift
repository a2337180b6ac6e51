import Foundation
import NotesModel
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// Window scenes, headless: what `WindowGroup`, `Window` and `Settings` declare, how `openWindow`
/// requests find their scene, what a value-presenting window's content gets, and the scene modifiers.
@MainActor
@Suite struct WindowScenesTests {
    struct Item: Codable, Hashable {
        var number: Int
    }

    struct Library: App {
        var body: some Scene {
            WindowGroup("Library") { Text("library") }
                .defaultSize(width: 900, height: 700)
            WindowGroup("Item", id: "item", for: Item.self) { $item in
                Text("item \(item?.number ?? -1)")
            }
            .windowResizability(.contentSize)
            WindowGroup(id: "counter", for: Int.self) { $count in
                Text("count \(count)")
            } defaultValue: {
                7
            }
            Window("Activity", id: "activity") { Text("activity") }
                // Accepted: GTK 4 leaves window placement to the window manager.
                .defaultPosition(.topLeading)
            Settings { Text("preferences") }
                .defaultSize(width: 400, height: 300)
        }
    }

    @Test func windowScenesAreDeclaredInOrderWithTheirModifiers() {
        let declarations = SceneDeclarations(Library().body)
        let scenes = declarations.windowScenes
        #expect(scenes.map(\.title) == ["Library", "Item", nil, "Activity"])
        #expect(scenes.map(\.kind) == [.group, .group, .group, .single])
        #expect(scenes[0].defaultSize?.width == 900)
        #expect(scenes[1].resizability == .contentSize)
        #expect(scenes[0].resizability == .automatic)
        #expect(scenes[0].resizability.isResizable(isSettings: false))
        #expect(!scenes[1].resizability.isResizable(isSettings: false))
        #expect(scenes[1].presentedType == Item.self)
        #expect(declarations.settings?.defaultSize?.height == 300)
        // Settings keep their content's size unless the app says otherwise.
        #expect(declarations.settings?.resizability.isResizable(isSettings: true) == false)
    }

    @Test func openWindowRequestsFindTheirScene() {
        let declarations = SceneDeclarations(Library().body)
        #expect(declarations.windowScene(for: WindowRequest(.id("activity")))?.index == 3)
        let byValue = declarations.windowScene(for: WindowRequest(.value(AnyHashable(Item(number: 4)), type: Item.self, id: nil)))
        #expect(byValue?.index == 1)
        #expect(byValue?.value == AnyHashable(Item(number: 4)))
        #expect(declarations.windowScene(for: WindowRequest(.value(AnyHashable(3), type: Int.self, id: "counter")))?.index == 2)
        // No scene of that id, or presenting that type: nothing opens.
        #expect(declarations.windowScene(for: WindowRequest(.id("missing"))) == nil)
        #expect(declarations.windowScene(for: WindowRequest(.value(AnyHashable("x"), type: String.self, id: nil))) == nil)
        #expect(declarations.windowScene(for: WindowRequest(.value(AnyHashable(3), type: Int.self, id: "item"))) == nil)
    }

    @Test func aPresentingWindowShowsItsValueAndItsBindingChangesIt() throws {
        let declarations = SceneDeclarations(Library().body)
        let value = PresentedWindowValue(AnyHashable(Item(number: 12)))
        let window = HeadlessHost { declarations.windowScenes[1].makeContent(value) }
        #expect(window.texts == ["item 12"])
        value.value = AnyHashable(Item(number: 13))
        window.flush()
        #expect(window.texts == ["item 13"])

        let counter = declarations.windowScenes[2]
        let opened = PresentedWindowValue(counter.defaultValue?())
        let counterWindow = HeadlessHost { counter.makeContent(opened) }
        #expect(counterWindow.texts == ["count 7"])
    }

    struct Opener: View {
        @Environment(\.openWindow) var openWindow
        @Environment(\.dismissWindow) var dismissWindow

        var body: some View {
            Button("Open Item") { openWindow(value: Item(number: 5)) }
            Button("Open Activity") { openWindow(id: "activity") }
            Button("Open Counter") { openWindow(id: "counter", value: 9) }
            Button("Close Activity") { dismissWindow(id: "activity") }
            Button("Close") { dismissWindow() }
        }
    }

    @Test func theWindowActionsSayWhichWindows() throws {
        var opened: [String] = []
        var environment = EnvironmentValues()
        environment.openWindow = OpenWindowAction { request in opened.append(Self.describe(request)) }
        environment.dismissWindow = DismissWindowAction { request in
            opened.append("close " + (request.map(Self.describe) ?? "this"))
        }
        let host = HeadlessHost(environment: environment) { Opener() }
        for title in ["Open Item", "Open Activity", "Open Counter", "Close Activity", "Close"] {
            try host.widget(.button, titled: title).click()
        }
        #expect(opened == ["value Item(number: 5)", "id activity", "value 9 in counter", "close id activity", "close this"])
    }

    @Test func aSettingsLinkOpensTheSettingsWindow() throws {
        var opened = 0
        var environment = EnvironmentValues()
        environment.openSettings = OpenSettingsAction { opened += 1 }
        let host = HeadlessHost(environment: environment) {
            SettingsLink()
            SettingsLink { Label("Options", systemImage: "gear") }
        }
        #expect(host.texts.contains("Preferences…"))
        for button in host.widgets(.button) { button.click() }
        #expect(opened == 2)
    }

    private static func describe(_ request: WindowRequest) -> String {
        switch request.target {
        case .id(let id): "id \(id)"
        case .value(let value, _, let id): "value \(value.base)" + (id.map { " in \($0)" } ?? "")
        case .scene(let index): "scene \(index)"
        }
    }

    struct ConfigurationReader: View {
        @Environment(\.documentConfiguration) var configuration

        var body: some View {
            Text("editable: \(configuration.map { String($0.isEditable) } ?? "none")")
            Text("file: \(configuration?.fileURL?.lastPathComponent ?? "untitled")")
        }
    }

    @Test func documentWindowsHaveTheirConfigurationInTheEnvironment() throws {
        let folder = try SceneTestFolder()
        let declarations = SceneDeclarations(DocumentGroup(newDocument: TextDocument()) { _ in ConfigurationReader() })
        let group = try #require(declarations.documentGroups.first)
        let session = try DocumentSession(newDocumentOf: group.kind, environment: folder.environment)
        let host = HeadlessHost { group.makeEditor(session) }
        #expect(host.texts == ["editable: true", "file: untitled"])
        // Outside a document window there is none.
        let plain = HeadlessHost { ConfigurationReader() }
        #expect(plain.texts.first == "editable: none")
    }

    /// A document object, as apps write them.
    final class Outline: ReferenceFileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        @Published var headings: [String]

        init(headings: [String] = ["Introduction"]) { self.headings = headings }

        init(configuration: ReadConfiguration) throws {
            headings = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
                .split(separator: "\n").map(String.init)
        }

        func snapshot(contentType: UTType) throws -> [String] { headings }

        func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(snapshot.joined(separator: "\n").utf8))
        }
    }

    /// A view deep in the editor reading the document as an environment object, as on Apple's platforms.
    struct HeadingCount: View {
        @EnvironmentObject var outline: Outline

        var body: some View {
            Text("\(outline.headings.count) headings")
        }
    }

    @Test func aReferenceDocumentIsItsWindowsEnvironmentObject() throws {
        let folder = try SceneTestFolder()
        let declarations = SceneDeclarations(DocumentGroup(newDocument: { Outline() }) { _ in
            VStack { HeadingCount() }
        })
        let group = try #require(declarations.documentGroups.first)
        let session = try DocumentSession(newDocumentOf: group.kind, environment: folder.environment)
        let host = HeadlessHost { group.makeEditor(session) }
        #expect(host.texts == ["1 headings"])
        session.document(as: Outline.self)?.headings.append("Method")
        host.flush()
        #expect(host.texts == ["2 headings"])
    }
}
