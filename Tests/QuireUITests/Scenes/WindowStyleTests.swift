import Foundation
import QuireCore
import Testing
@testable import QuireUI

/// `windowStyle`, `windowToolbarStyle`, `UtilityWindow`, `MenuBarExtra`, and the scene modifiers
/// accepted with no GNOME meaning, as the scenes declare them.
@MainActor
@Suite struct WindowStyleTests {
    struct Tools: App {
        var body: some Scene {
            WindowGroup("Canvas") { Text("canvas") }
                .windowStyle(.hiddenTitleBar)
                .handlesExternalEvents(matching: ["canvas"])
                .restorationBehavior(.disabled)
            Window("Plain", id: "plain") { Text("plain") }
                .windowStyle(.automatic)
                .windowToolbarStyle(.unifiedCompact)
            Window("Untitled Toolbar", id: "untitled") { Text("untitled") }
                .windowToolbarStyle(.unified(showsTitle: false))
            UtilityWindow("Inspector", id: "inspector") { Text("inspector") }
            MenuBarExtra("Count", systemImage: "star") { Button("Reset") {} }
                .menuBarExtraStyle(.window)
        }
    }

    @Test func stylesHideTitlesAndAUtilityWindowIsASingleWindowThatWaitsToBeOpened() throws {
        let declarations = SceneDeclarations(Tools().body)
        let scenes = declarations.windowScenes
        #expect(scenes.map(\.title) == ["Canvas", "Plain", "Untitled Toolbar", "Inspector"])
        #expect(scenes.map(\.showsTitle) == [false, true, false, true])
        #expect(scenes.map(\.isUtility) == [false, false, false, true])
        #expect(scenes[3].kind == .single)
        let inspector = try #require(declarations.windowScene(for: WindowRequest(.id("inspector"))))
        #expect(inspector.index == 3, "openWindow(id:) finds the utility window")
        #expect(declarations.unsupportedScenes == ["MenuBarExtra “Count”"],
                "a MenuBarExtra declares no window, and is named for the message at launch")
    }
}
