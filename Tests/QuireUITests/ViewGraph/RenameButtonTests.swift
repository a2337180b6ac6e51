import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `RenameButton`, `renameAction(_:)` (both forms) and `\.rename`: the button runs the nearest rename
/// action, is insensitive without one, and is an item of a context menu running the menu's.
@MainActor
@Suite struct RenameButtonTests {
    @Observable final class Log {
        var renames: [String] = []
    }

    @Test func theButtonRunsTheNearestRenameAction() throws {
        let log = Log()
        let host = HeadlessHost {
            VStack {
                RenameButton()
                    .renameAction { log.renames.append("inner") }
                RenameButton()
            }
            .renameAction { log.renames.append("outer") }
        }
        let buttons = host.widgets(.button)
        try #require(buttons.count == 2)
        buttons[0].click()
        buttons[1].click()
        #expect(log.renames == ["inner", "outer"])
    }

    @Test func withoutAnActionTheButtonIsInsensitive() throws {
        let host = HeadlessHost { RenameButton() }
        let button = try host.widget(.button)
        #expect(!button.style.isEnabled)
        #expect(button.content?.texts == ["Rename"])
    }

    @Test func theHostsRenameActionIsTheDefault() throws {
        let log = Log()
        var environment = EnvironmentValues()
        environment.rename = RenameAction { log.renames.append("document") }
        let host = HeadlessHost(environment: environment) { RenameButton() }
        try host.widget(.button).click()
        #expect(log.renames == ["document"])
    }

    @Test func aFocusStateRenameActionFocusesTheField() throws {
        struct Row: View {
            @FocusState var isEditing: Bool
            @State var name = "Draft"
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                        .focused($isEditing)
                    RenameButton()
                }
                .renameAction($isEditing)
            }
        }
        let backend = HeadlessBackend()
        let host = HeadlessHost(backend: backend) { Row() }
        let field = try host.widget(.textField)
        try host.widget(.button).click()
        host.flush()
        #expect(backend.keyboardFocus.widget === field)
    }

    @Test func inAContextMenuItIsAnItemRunningTheMenusAction() throws {
        let log = Log()
        let host = HeadlessHost {
            Text("Notes.txt")
                .contextMenu {
                    RenameButton()
                    Button("Delete") {}
                }
                .renameAction { log.renames.append("menu") }
        }
        let menu = try host.widget(.contextMenu)
        #expect(menu.menuItems.map(\.title) == ["Rename", "Delete"])
        #expect(menu.chooseMenuItem("Rename"))
        #expect(log.renames == ["menu"])
    }

    @Test func inAContextMenuWithoutAnActionTheItemIsInsensitive() throws {
        let host = HeadlessHost {
            Text("Notes.txt").contextMenu { RenameButton() }
        }
        let menu = try host.widget(.contextMenu)
        #expect(menu.menuItems.first?.isEnabled == false)
        #expect(!menu.chooseMenuItem("Rename"))
    }
}
