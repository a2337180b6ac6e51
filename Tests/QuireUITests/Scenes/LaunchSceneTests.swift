import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// Every `DocumentGroupLaunchScene` initializer declares its title, actions, background colour or
/// view and accessory views; `DefaultDocumentGroupLaunchActions` is a New Document button; and the
/// launch window shows two actions as buttons and the rest in a "More" menu, as Apple's launch
/// screens do.
@MainActor
@Suite struct LaunchSceneTests {
    private func launch<S: Scene>(_ scene: S) throws -> LaunchSceneDeclaration {
        try #require(SceneDeclarations(scene).launchScene)
    }

    private func texts(_ make: (@MainActor () -> AnyView)?) -> [String] {
        guard let make else { return [] }
        return HeadlessHost { make() }.texts
    }

    @Test func everyInitializerDeclaresWhatItWasGiven() throws {
        let proxyText: @MainActor (DocumentLaunchGeometryProxy) -> Text = { Text("accessory \(Int($0.size.width))") }
        let plain = try launch(DocumentGroupLaunchScene())
        #expect(plain.title == nil && plain.backgroundColor == nil && plain.makeBackground == nil)
        #expect(texts(plain.makeActions) == ["New Document"], "the default actions")

        let titled = try launch(DocumentGroupLaunchScene(Text("Boards")) { Button("Blank") {} })
        #expect(titled.title == "Boards" && texts(titled.makeActions) == ["Blank"])

        let styled = try launch(DocumentGroupLaunchScene("Notes", backgroundStyle: Color.teal))
        #expect(styled.backgroundColor == .teal && texts(styled.makeActions) == ["New Document"])
        #expect(try launch(DocumentGroupLaunchScene("Notes", backgroundStyle: BackgroundStyle())).backgroundColor == nil,
                "the window's own background")

        let drawn = try launch(DocumentGroupLaunchScene("Notes") { Button("A") {} } background: { Text("Sky") })
        #expect(texts(drawn.makeBackground) == ["Sky"])

        let accessories = try launch(DocumentGroupLaunchScene(
            "Notes", backgroundStyle: Color.indigo, { Button("A") {} },
            backgroundAccessoryView: proxyText, overlayAccessoryView: { _ in Text("front") }))
        #expect(accessories.backgroundColor == .indigo)
        #expect(accessories.makeBackgroundAccessory != nil && accessories.makeOverlay != nil)

        let viewAndAccessories = try launch(DocumentGroupLaunchScene(
            Text("Notes"), { Button("A") {} }, background: { Text("Sky") },
            backgroundAccessoryView: proxyText, overlayAccessoryView: { _ in Text("front") }))
        #expect(texts(viewAndAccessories.makeBackground) == ["Sky"] && viewAndAccessories.makeOverlay != nil)

        let behind = try launch(DocumentGroupLaunchScene("Notes", backgroundStyle: Color.red, backgroundAccessoryView: proxyText))
        #expect(behind.makeBackgroundAccessory != nil && behind.makeOverlay == nil)
        let behindView = try launch(DocumentGroupLaunchScene("Notes", { Button("A") {} }, background: { Text("Sky") },
                                                             backgroundAccessoryView: proxyText))
        #expect(behindView.makeBackgroundAccessory != nil && behindView.makeBackground != nil)
    }

    private func launchView(_ declaration: LaunchSceneDeclaration) -> HeadlessHost {
        HeadlessHost {
            LaunchView(title: "Boards", declaration: declaration, model: LaunchModel(), open: {}, openRecent: { _ in })
        }
    }

    @Test func twoActionsShowAsButtonsAndTheRestGoIntoAMoreMenu() throws {
        var chosen: [String] = []
        let declaration = try launch(DocumentGroupLaunchScene("Boards") {
            NewDocumentButton("Blank Board", source: DocumentCreationSource(id: "blank"))
            Button("From Photo") { chosen.append("photo") }
            ForEach(["Sketch", "Plan"], id: \.self) { name in
                Button("From \(name)") { chosen.append(name) }
            }
        })
        let host = launchView(declaration)
        let buttons = host.widgets(.button).map(\.title)
        #expect(buttons == ["Blank Board", "From Photo", "Open…"])
        let more = try host.widget(.menuButton)
        #expect(more.title == "More" || more.allWidgets.contains { $0.text == "More" })
        #expect(more.menuItemTitles == ["From Sketch", "From Plan"])
        #expect(more.chooseMenuEntry("From Plan"))
        #expect(chosen == ["Plan"])
    }

    @Test func twoActionsOrFewerNeedNoMenu() throws {
        let host = launchView(try launch(DocumentGroupLaunchScene("Boards") {
            NewDocumentButton("Blank Board")
            Button("From Photo") {}
        }))
        #expect(host.widgets(.menuButton).isEmpty)
        #expect(host.widgets(.button).map(\.title) == ["Blank Board", "From Photo", "Open…"])
    }

    @Test func aBackgroundColourAndAccessoryViewsDrawBehindAndAroundTheTitle() throws {
        let host = launchView(try launch(DocumentGroupLaunchScene(
            "Boards", backgroundStyle: Color.teal, backgroundAccessoryView: { _ in Text("behind") },
            overlayAccessoryView: { _ in Text("in front") })))
        #expect(host.widgets(.color).first?.color == .teal)
        #expect(Array(host.texts.prefix(3)) == ["behind", "in front", "Boards"])
    }
}
