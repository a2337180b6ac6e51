import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// The other forms of `alert` and `confirmationDialog` on the headless backend: an error's
/// description as the title (its reason and suggestion as the message), alerts for an item, SwiftUI's
/// deprecated `Alert` and `ActionSheet` values, and confirmation dialogs presenting data.
@MainActor
@Suite struct AlertFormsTests {
    enum ExportError: LocalizedError {
        case diskFull

        var errorDescription: String? { "The board couldn’t be exported." }
        var failureReason: String? { "The disk is full." }
        var recoverySuggestion: String? { "Free some space and try again." }
    }

    struct Sticker: Identifiable {
        let id: String
    }

    @Observable final class Model {
        var showError = false
        var error: ExportError?
        var sticker: Sticker?
        var confirm = false
        var log: [String] = []
    }

    @Test func anErrorAlertIsTitledByTheErrorAndSaysWhyAndWhatToDo() async throws {
        let model = Model()
        let host = HeadlessHost {
            @Bindable var model = model
            Text("Board").alert(isPresented: $model.showError, error: model.error) {
                Button("Retry") { model.log.append("retry") }
            }
        }
        let alerts = host.backend.presentations
        model.showError = true
        await host.settle { !alerts.pendingAlerts.isEmpty }
        #expect(alerts.pendingAlerts.isEmpty, "no error: nothing shows")
        model.showError = false
        host.flush()
        model.error = .diskFull
        model.showError = true
        await host.settle { !alerts.pendingAlerts.isEmpty }
        #expect(alerts.pendingAlerts.first == AlertRequest(
            title: "The board couldn’t be exported.", message: "The disk is full.\nFree some space and try again.",
            buttons: [AlertButton(title: "Retry")]))
        #expect(alerts.choose("Retry"))
        await host.settle { !model.log.isEmpty }
        #expect(model.log == ["retry"] && !model.showError)
    }

    @Test func anErrorBindingAlertTakesItsActionsAndMessageFromTheErrorAndClearsIt() async throws {
        let model = Model()
        let host = HeadlessHost {
            @Bindable var model = model
            Text("Board").alert(error: $model.error) { error in
                Button("OK, \(error.failureReason ?? "")", role: .cancel) { model.log.append("ok") }
            } message: { error in
                Text(error.recoverySuggestion ?? "")
            }
        }
        let alerts = host.backend.presentations
        model.error = .diskFull
        await host.settle { !alerts.pendingAlerts.isEmpty }
        #expect(alerts.pendingAlerts.first == AlertRequest(
            title: "The board couldn’t be exported.", message: "Free some space and try again.",
            buttons: [AlertButton(title: "OK, The disk is full.", role: .cancel)]))
        alerts.dismissAlert()
        await host.settle { !model.log.isEmpty }
        #expect(model.log == ["ok"] && model.error == nil, "Escape picks the cancel button and clears the error")
    }

    @Test func anItemAlertShowsForTheItemAndClearsIt() async throws {
        let model = Model()
        let host = HeadlessHost {
            @Bindable var model = model
            Text("Board").alert("Remove sticker?", item: $model.sticker) { sticker in
                Button("Remove \(sticker.id)", role: .destructive) { model.log.append(sticker.id) }
            } message: { sticker in
                Text("“\(sticker.id)” leaves the board.")
            }
        }
        let alerts = host.backend.presentations
        model.sticker = Sticker(id: "star")
        await host.settle { !alerts.pendingAlerts.isEmpty }
        #expect(alerts.pendingAlerts.first == AlertRequest(title: "Remove sticker?", message: "“star” leaves the board.",
                                                           buttons: [AlertButton(title: "Remove star", role: .destructive)]))
        #expect(alerts.choose("Remove star"))
        await host.settle { !model.log.isEmpty }
        #expect(model.log == ["star"] && model.sticker == nil)
    }

    @Test func aConfirmationDialogPresentingDataMakesItsButtonsFromItAndShowsNothingWithout() async throws {
        let model = Model()
        let host = HeadlessHost {
            @Bindable var model = model
            Text("Board").confirmationDialog("Share", isPresented: $model.confirm, titleVisibility: .visible,
                                             presenting: model.sticker) { sticker in
                Button("Copy \(sticker.id)") { model.log.append("copy") }
            } message: { sticker in
                Text("Sticker \(sticker.id)")
            }
        }
        let alerts = host.backend.presentations
        model.confirm = true
        await host.settle { !alerts.pendingAlerts.isEmpty }
        #expect(alerts.pendingAlerts.isEmpty, "nil data: nothing shows")
        model.confirm = false
        model.sticker = Sticker(id: "moon")
        host.flush()
        model.confirm = true
        await host.settle { !alerts.pendingAlerts.isEmpty }
        #expect(alerts.pendingAlerts.first == AlertRequest(title: "Share", message: "Sticker moon",
                                                           buttons: [AlertButton(title: "Copy moon"),
                                                                     AlertButton(title: "Cancel", role: .cancel)]))
        #expect(alerts.choose("Copy moon"))
        await host.settle { !model.log.isEmpty }
        #expect(model.log == ["copy"] && !model.confirm)
    }

    @Test func legacyAlertsAndActionSheetsShowTheirButtonsAndRunThem() async throws {
        let model = Model()
        let maker: any LegacyAlertMaking = LegacyAlertMaker()
        let host = HeadlessHost { maker.makeView(model: model) }
        let alerts = host.backend.presentations

        model.showError = true
        await host.settle { !alerts.pendingAlerts.isEmpty }
        #expect(alerts.pendingAlerts.first == AlertRequest(
            title: "Delete board?", message: "This cannot be undone.",
            buttons: [AlertButton(title: "Delete", role: .destructive), AlertButton(title: "Cancel", role: .cancel)]))
        #expect(alerts.choose("Delete"))
        await host.settle { !model.log.isEmpty }
        #expect(model.log == ["delete"] && !model.showError)

        model.sticker = Sticker(id: "sun")
        await host.settle { !alerts.pendingAlerts.isEmpty }
        #expect(alerts.pendingAlerts.first == AlertRequest(title: "Sticker sun", buttons: [AlertButton(title: "OK")]))
        #expect(alerts.choose("OK"))
        await host.settle { model.sticker == nil }
        #expect(model.sticker == nil)

        model.confirm = true
        await host.settle { !alerts.pendingAlerts.isEmpty }
        #expect(alerts.pendingAlerts.first == AlertRequest(
            title: "Arrange", buttons: [AlertButton(title: "Bring to Front"), AlertButton(title: "Cancel", role: .cancel)]))
        alerts.dismissAlert()
        await host.settle { !model.confirm }
        #expect(model.log == ["delete"] && !model.confirm, "Escape picks Cancel, which does nothing")
    }
}

/// Reaches SwiftUI's deprecated `Alert` and `ActionSheet` through a protocol requirement, so the test
/// itself uses nothing deprecated (the build treats warnings as errors).
@MainActor
protocol LegacyAlertMaking {
    func makeView(model: AlertFormsTests.Model) -> AnyView
}

struct LegacyAlertMaker: LegacyAlertMaking {
    @available(*, deprecated)
    func makeView(model: AlertFormsTests.Model) -> AnyView {
        @Bindable var model = model
        return AnyView(Text("Board")
            .alert(isPresented: $model.showError) {
                Alert(title: Text("Delete board?"), message: Text("This cannot be undone."),
                      primaryButton: .destructive(Text("Delete")) { model.log.append("delete") },
                      secondaryButton: .cancel())
            }
            .alert(item: $model.sticker) { sticker in Alert(title: Text("Sticker \(sticker.id)")) }
            .actionSheet(isPresented: $model.confirm) {
                ActionSheet(title: Text("Arrange"), buttons: [.default(Text("Bring to Front")), .cancel()])
            })
    }
}
