import Foundation
import NotesModel
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// The views the scene step added: `NewDocumentButton`, `@ObservedObject`, `LinearGradient`,
/// `Image("Name")` from resources, and the launch window's content.
@MainActor
@Suite struct SceneViewsTests {
    final class Counter: ObservableObject {
        @Published var count = 0
    }

    struct CounterView: View {
        @ObservedObject var counter: Counter
        var body: some View {
            VStack {
                Text("Count: \(counter.count)")
                TextField("Count", text: $counter.count.asText)
            }
        }
    }

    @Test func observedObjectsReEvaluateTheViewWhenTheyPublishAChange() throws {
        let counter = Counter()
        let host = HeadlessHost { CounterView(counter: counter) }
        #expect(host.texts.first == "Count: 0")
        counter.count = 4
        host.flush()
        #expect(host.texts.first == "Count: 4")
        let evaluations = host.counters.bodyEvaluations
        // The binding `$counter.count` writes back to the object.
        try host.widget(.textField).type("7")
        host.flush()
        #expect(counter.count == 7)
        #expect(host.texts.first == "Count: 7")
        #expect(host.counters.bodyEvaluations == evaluations + 1)
    }

    @Test func newDocumentButtonsAskTheEnvironmentsNewDocumentActionForTheirKindOfDocument() throws {
        var asked: [String] = []
        var environment = EnvironmentValues()
        environment.newDocument = NewDocumentAction { request in
            switch request {
            case .standard: asked.append("standard")
            case .template(let make, let type):
                asked.append("template \(type) \((make() as? TextDocument)?.text ?? "?")")
            case .contentType(let type): asked.append("type \(type.identifier)")
            case .prepared(_, let source?, _): asked.append("source \(source.id)")
            case .prepared: asked.append("prepared")
            }
        }
        let host = HeadlessHost(environment: environment) {
            VStack {
                NewDocumentButton("Blank Note")
                NewDocumentButton("Meeting Notes", prompt: TextDocument(text: "Agenda"))
                NewDocumentButton("Board from Photo", source: DocumentCreationSource(id: "photo-board"))
                NewDocumentButton("Text", contentType: .plainText)
            }
        }
        for title in ["Blank Note", "Meeting Notes", "Board from Photo", "Text"] {
            try host.widget(.button, titled: title).click()
        }
        #expect(asked == ["standard", "template TextDocument Agenda", "source photo-board", "type public.plain-text"])
    }

    @Test func linearGradientsBecomeCSSGradientsPointingFromStartToEnd() {
        let diagonal = LinearGradient(colors: [.black, .white], startPoint: .topLeading, endPoint: .bottomTrailing)
        #expect(diagonal.css == "linear-gradient(135deg, rgba(0, 0, 0, 1) 0%, rgba(255, 255, 255, 1) 100%)")
        let down = LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)
        #expect(down.css.hasPrefix("linear-gradient(180deg,"))
        let left = LinearGradient(stops: [.init(color: .white, location: 0.25)], startPoint: .trailing, endPoint: .leading)
        #expect(left.css == "linear-gradient(-90deg, rgba(255, 255, 255, 1) 25%, rgba(255, 255, 255, 1) 25%)")

        let host = HeadlessHost { diagonal }
        #expect(host.widgets(.gradient).first?.gradient == diagonal)
    }

    @Test func namedImagesComeFromTheResourceBundleAndKeepTheirSizing() throws {
        let folder = try SceneTestFolder()
        let bundle = folder.url.appendingPathComponent("Quire_TestApp.resources", isDirectory: true)
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("Resources"),
                                                withIntermediateDirectories: true)
        let logo = bundle.appendingPathComponent("Resources/Logo.png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: logo)

        let image = Image("Logo", bundle: Bundle(url: bundle)).resizable().scaledToFit()
        #expect(image.picture?.url?.standardizedFileURL == logo.standardizedFileURL)
        #expect(image.picture?.fit == .fit)
        #expect(Image("Logo", bundle: Bundle(url: bundle)).picture?.fit == .natural)
        #expect(Image("Logo", bundle: Bundle(url: bundle)).resizable().picture?.fit == .stretch)
        #expect(Image("Missing", bundle: Bundle(url: bundle)).picture?.url == nil)
        // Icons are not pictures; the sizing modifiers leave them alone.
        #expect(Image(systemName: "trash").resizable().picture == nil)

        let host = HeadlessHost { image.frame(width: 120) }
        let picture = try #require(host.widgets(.picture).first)
        #expect(picture.picture?.fit == .fit)
        #expect(host.widgets(.decorator).first?.decoration?.frame?.width == 120)
    }

    @Test func theLaunchViewListsCreationButtonsOpenAndRecentDocuments() throws {
        let declarations = SceneDeclarations(DocumentGroupLaunchScene("My Notes") {
            NewDocumentButton("Blank Note")
        })
        let model = LaunchModel()
        var opened: [URL] = []
        var openCount = 0
        let host = HeadlessHost {
            LaunchView(title: "My Notes", declaration: declarations.launchScene, model: model,
                       open: { openCount += 1 }, openRecent: { opened.append($0) })
        }
        #expect(host.texts == ["My Notes", "Blank Note", "Open…"])
        try host.widget(.button, titled: "Open…").click()
        #expect(openCount == 1)

        let url = URL(fileURLWithPath: "/tmp/quire-scenes/plan.txt")
        model.recents = [RecentDocumentItem(url: url, date: nil, contentType: .plainText)]
        host.flush()
        #expect(host.texts.contains("Recent Documents"))
        try host.widget(.button, titled: "plan.txt").click()
        #expect(opened == [url])
    }
}

extension Int {
    /// The number as text, for a `TextField` in the tests.
    fileprivate var asText: String {
        get { String(self) }
        set { self = Int(newValue) ?? self }
    }
}
