import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `RenameButton` in a `Menu` and in the app's commands: an item titled "Rename…" that runs the
/// `\.rename` action where the menu (or the commands) are read, insensitive without one.
@MainActor
@Suite struct RenameButtonMenuTests {
    @Observable final class Log {
        var renames = 0
    }

    @Test func inAMenuItIsARenameItemRunningTheAction() throws {
        let log = Log()
        let host = HeadlessHost {
            Menu("File") {
                RenameButton()
                Button("Duplicate") {}
            }
            .renameAction { log.renames += 1 }
        }
        let menu = try host.widget(.menuButton)
        #expect(menu.menuItemTitles == ["Rename…", "Duplicate"])
        #expect(menu.chooseMenuEntry("Rename…"))
        #expect(log.renames == 1)
    }

    @Test func inAMenuWithoutAnActionTheItemIsInsensitive() throws {
        let host = HeadlessHost {
            Menu("File") { RenameButton() }
        }
        let menu = try host.widget(.menuButton)
        guard case .item(let item) = try #require(menu.menu.first) else {
            Issue.record("not an item: \(menu.menu)")
            return
        }
        #expect(item.title == "Rename…")
        #expect(!item.isEnabled)
    }

    struct Renaming: Commands {
        var body: some Commands {
            CommandGroup(after: .saveItem) {
                RenameButton()
            }
        }
    }

    @Test func inTheCommandsItRunsTheCommandsRenameAction() throws {
        let log = Log()
        var environment = EnvironmentValues()
        environment.rename = RenameAction { log.renames += 1 }
        var reader = CommandsReader(environment: environment)
        reader.read(Renaming())
        let items = reader.resolved.group(at: .saveItem).after
        try #require(items.count == 1)
        #expect(items[0].title == "Rename…")
        #expect(items[0].isEnabled)
        guard case .button(let action) = items[0].kind else {
            Issue.record("not a button item")
            return
        }
        action()
        #expect(log.renames == 1)

        var without = CommandsReader(environment: EnvironmentValues())
        without.read(Renaming())
        #expect(without.resolved.group(at: .saveItem).after.first?.isEnabled == false)
    }
}
