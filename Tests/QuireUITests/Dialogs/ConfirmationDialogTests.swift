import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `confirmationDialog`: an alert whose buttons always include a Cancel, its title hidden on
/// `.hidden`.
@MainActor
@Suite struct ConfirmationDialogTests {
    @Observable final class Flag {
        var isPresented = false
        var chosen: [String] = []
    }

    private func settle(_ host: HeadlessHost, until condition: () -> Bool) async {
        for _ in 0..<200 where !condition() {
            host.flush()
            await Task.yield()
        }
    }

    @Test func aCancelButtonIsAddedAndChoosingAnActionRunsIt() async throws {
        let flag = Flag()
        let host = HeadlessHost {
            @Bindable var flag = flag
            Text("Board").confirmationDialog("Export board", isPresented: $flag.isPresented) {
                Button("PDF") { flag.chosen.append("PDF") }
                Button("PNG") { flag.chosen.append("PNG") }
            } message: {
                Text("Choose a format.")
            }
        }
        flag.isPresented = true
        let dialogs = host.backend.presentations
        await settle(host) { !dialogs.pendingAlerts.isEmpty }
        #expect(dialogs.pendingAlerts.first == AlertRequest(
            title: "Export board", message: "Choose a format.",
            buttons: [AlertButton(title: "PDF"), AlertButton(title: "PNG"), AlertButton(title: "Cancel", role: .cancel)]))
        #expect(dialogs.choose("PNG"))
        await settle(host) { !flag.chosen.isEmpty }
        #expect(flag.chosen == ["PNG"] && !flag.isPresented)
    }

    @Test func aHiddenTitleIsNotShownAndACancelRoleButtonIsKept() async throws {
        let flag = Flag()
        flag.isPresented = true
        let host = HeadlessHost {
            @Bindable var flag = flag
            Text("Board").confirmationDialog(Text("Discard"), isPresented: $flag.isPresented,
                                             titleVisibility: .hidden) {
                Button("Discard Changes", role: .destructive) { flag.chosen.append("discard") }
                Button("Keep Editing", role: .cancel) { flag.chosen.append("keep") }
            }
        }
        let dialogs = host.backend.presentations
        await settle(host) { !dialogs.pendingAlerts.isEmpty }
        let dialog = try #require(dialogs.pendingAlerts.first)
        #expect(dialog.title == "")
        #expect(dialog.buttons.map(\.title) == ["Discard Changes", "Keep Editing"])
        dialogs.dismissAlert()
        await settle(host) { !flag.chosen.isEmpty }
        #expect(flag.chosen == ["keep"], "Escape picks the cancel-role button")
    }
}
