import Testing
@testable import QuireUI
import QuireUIHeadless

/// `onExitCommand`, `onDeleteCommand`, `onMoveCommand` (keys pressed with the focus in the view) and
/// `refreshable`'s `\.refresh`, headless.
@MainActor
@Suite struct CommandEventsTests {
    final class Log {
        var entries: [String] = []
    }

    @Test func escapeDeleteAndArrowsRunTheirCommands() throws {
        let log = Log()
        let host = HeadlessHost {
            Text("Board")
                .onExitCommand { log.entries.append("exit") }
                .onDeleteCommand { log.entries.append("delete") }
                .onMoveCommand { log.entries.append("move \($0)") }
        }
        let areas = host.all.filter { $0.kind == .gestureArea }
        func press(_ key: KeyEquivalent, _ modifiers: EventModifiers = []) -> Bool {
            areas.contains { $0.press(key, modifiers: modifiers) }
        }
        #expect(press(.escape))
        #expect(press(.delete))
        #expect(press(KeyEquivalent("\u{7F}")))
        #expect(press(.leftArrow))
        #expect(press(.downArrow))
        #expect(!press(.downArrow, .shift))
        #expect(!press("a"))
        #expect(log.entries == ["exit", "delete", "delete", "move left", "move down"])
    }

    struct RefreshButton: View {
        @Environment(\.refresh) var refresh

        var body: some View {
            Text(refresh == nil ? "no refresh" : "can refresh")
        }
    }

    actor Counter {
        var count = 0
        func add() { count += 1 }
    }

    @Test func refreshableGivesTheViewsInsideItsAction() async throws {
        let counter = Counter()
        let host = HeadlessHost {
            VStack {
                RefreshButton()
                RefreshButton().refreshable { await counter.add() }
            }
        }
        #expect(host.texts == ["no refresh", "can refresh"])
        var environment = EnvironmentValues()
        #expect(environment.refresh == nil)
        environment.refresh = RefreshAction { await counter.add() }
        await environment.refresh?()
        #expect(await counter.count == 1)
    }
}
