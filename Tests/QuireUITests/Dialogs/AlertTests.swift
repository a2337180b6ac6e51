import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `alert` on the headless backend, whose alerts wait for the test to answer as a person would:
/// shown when the binding turns true, its buttons made from the actions with their roles, choosing
/// one running its action and resetting the binding, OK when there are no actions, nothing while
/// `presenting` data is nil.
@MainActor
@Suite struct AlertTests {
    @Observable final class Board {
        var confirmDelete = false
        var deleted: [String] = []
        var cancelled = 0
        var doomed: String?
    }

    private func settle(_ host: HeadlessHost, until condition: () -> Bool) async {
        for _ in 0..<200 where !condition() {
            host.flush()
            await Task.yield()
        }
    }

    @Test func theButtonsCarryTheirRolesAndChoosingOneRunsItsActionAndResetsTheBinding() async throws {
        let board = Board()
        let name = "Sketches"
        let host = HeadlessHost {
            @Bindable var board = board
            Button("Delete…") { board.confirmDelete = true }
                .alert("Delete “\(name)”?", isPresented: $board.confirmDelete) {
                    Button("Delete", role: .destructive) { board.deleted.append(name) }
                    Button("Cancel", role: .cancel) { board.cancelled += 1 }
                } message: {
                    Text("This cannot be undone.")
                }
        }
        #expect(host.backend.presentations.pendingAlerts.isEmpty, "nothing shows while the binding is false")
        try host.widget(.button, titled: "Delete…").click()
        let alerts = host.backend.presentations
        await settle(host) { !alerts.pendingAlerts.isEmpty }
        let alert = try #require(alerts.pendingAlerts.first)
        #expect(alert == AlertRequest(title: "Delete “Sketches”?", message: "This cannot be undone.",
                                      buttons: [AlertButton(title: "Delete", role: .destructive),
                                                AlertButton(title: "Cancel", role: .cancel)]))
        #expect(alert.cancelButton == 1)
        host.flush()
        #expect(alerts.pendingAlerts.count == 1, "one alert at a time")

        #expect(alerts.choose("Delete"))
        await settle(host) { !board.deleted.isEmpty }
        #expect(board.deleted == ["Sketches"] && board.cancelled == 0)
        #expect(board.confirmDelete == false, "the binding goes back to false")
        #expect(alerts.pendingAlerts.isEmpty)

        // Again, and Escape: the cancel button's action.
        board.confirmDelete = true
        await settle(host) { !alerts.pendingAlerts.isEmpty }
        alerts.dismissAlert()
        await settle(host) { board.cancelled == 1 }
        #expect(board.cancelled == 1 && board.deleted.count == 1 && !board.confirmDelete)
        #expect(alerts.shownAlerts.count == 2)
    }

    @Test func anAlertWithoutActionsHasAnOKButton() async throws {
        let board = Board()
        board.confirmDelete = true
        let host = HeadlessHost {
            @Bindable var board = board
            Text("Board").alert(Text("Export finished"), isPresented: $board.confirmDelete) {}
        }
        let alerts = host.backend.presentations
        await settle(host) { !alerts.pendingAlerts.isEmpty }
        #expect(alerts.pendingAlerts.first == AlertRequest(title: "Export finished",
                                                           buttons: [AlertButton(title: "OK", role: .cancel)]))
        #expect(alerts.choose("OK"))
        await settle(host) { !board.confirmDelete }
        #expect(!board.confirmDelete)
    }

    @Test func presentingDataMakesTheActionsAndNilDataShowsNothing() async throws {
        let board = Board()
        let host = HeadlessHost {
            @Bindable var board = board
            Text("Board")
                .alert("Delete?", isPresented: $board.confirmDelete, presenting: board.doomed) { name in
                    if name.isEmpty {
                        Button("Nothing") {}
                    } else {
                        Button("Delete \(name)", role: .destructive) { board.deleted.append(name) }
                    }
                    Button("Keep") {}
                } message: { name in
                    Text("“\(name)” goes to the bin.")
                }
        }
        board.confirmDelete = true
        host.flush()
        for _ in 0..<5 { await Task.yield() }
        #expect(host.backend.presentations.pendingAlerts.isEmpty, "nil data: no alert")

        board.confirmDelete = false
        host.flush()
        board.doomed = "Old plan"
        board.confirmDelete = true
        let alerts = host.backend.presentations
        await settle(host) { !alerts.pendingAlerts.isEmpty }
        let alert = try #require(alerts.pendingAlerts.first)
        #expect(alert.buttons == [AlertButton(title: "Delete Old plan", role: .destructive), AlertButton(title: "Keep")])
        #expect(alert.message == "“Old plan” goes to the bin.")
        #expect(alert.cancelButton == nil)
        alerts.dismissAlert()
        await settle(host) { !board.confirmDelete }
        #expect(board.deleted.isEmpty, "Escape without a cancel button runs no action")
        #expect(!board.confirmDelete)
    }
}
