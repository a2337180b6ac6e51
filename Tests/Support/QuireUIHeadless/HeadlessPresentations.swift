import QuireUI
/// The headless backend's sheets and alerts: each sheet shown stays here until the node closes it,
/// each alert waits until the test answers it, as a person would (`pressEscape`, `pressClose`,
/// `choose`).
@MainActor
package final class HeadlessPresentations {
    /// A sheet window on the headless backend.
    package final class Sheet: PresentedSheet {
        package let presentation: SheetPresentation
        package private(set) var isClosed = false

        init(_ presentation: SheetPresentation) {
            self.presentation = presentation
        }

        package func close() {
            isClosed = true
        }

        /// The content's top-level widgets.
        package var roots: [HeadlessWidget] { presentation.graph.rootWidgets.compactMap { $0 as? HeadlessWidget } }
        /// Every widget of the content, the toolbar's included.
        package var all: [HeadlessWidget] {
            (roots + toolbarStart + toolbarEnd).flatMap(\.allWidgets)
        }
        /// The header bar's widgets at its start and end.
        package var toolbarStart: [HeadlessWidget] { presentation.graph.toolbar.start.compactMap { $0 as? HeadlessWidget } }
        package var toolbarEnd: [HeadlessWidget] { presentation.graph.toolbar.end.compactMap { $0 as? HeadlessWidget } }
        /// The header bar's suggested (`.confirmationAction`) widgets.
        package var confirmation: [HeadlessWidget] {
            presentation.graph.toolbar.confirmation.compactMap { $0 as? HeadlessWidget }
        }
        /// The texts of the content, in order.
        package var texts: [String] { roots.flatMap(\.texts) }

        /// The person presses Escape.
        package func pressEscape() { presentation.cancel() }
        /// The person presses the window's close button.
        package func pressClose() { presentation.requestDismiss() }
    }

    private var waiting: [(request: AlertRequest, answer: CheckedContinuation<AlertResponse, Never>)] = []
    /// Every sheet shown, open or closed, in order.
    package private(set) var sheets: [Sheet] = []
    /// Every alert shown, answered or not, in order.
    package private(set) var shownAlerts: [AlertRequest] = []

    /// The sheets open now, oldest first.
    package var openSheets: [Sheet] { sheets.filter { !$0.isClosed } }
    /// The alerts showing now, oldest first.
    package var pendingAlerts: [AlertRequest] { waiting.map(\.request) }

    /// Answers the oldest alert with the button titled `title`; false when it has none.
    @discardableResult
    package func choose(_ title: String) -> Bool {
        guard let index = waiting.first?.request.buttons.firstIndex(where: { $0.title == title }) else { return false }
        waiting.removeFirst().answer.resume(returning: .button(index))
        return true
    }

    /// Escape in the oldest alert: its cancel button, or no button.
    package func dismissAlert() {
        guard let first = waiting.first else { return }
        waiting.removeFirst()
        first.answer.resume(returning: first.request.cancelButton.map(AlertResponse.button) ?? .dismissed)
    }

    func present(_ sheet: SheetPresentation) -> Sheet {
        let window = Sheet(sheet)
        sheets.append(window)
        return window
    }

    func present(_ alert: AlertRequest) async -> AlertResponse {
        shownAlerts.append(alert)
        return await withCheckedContinuation { waiting.append((alert, $0)) }
    }
}

extension HeadlessBackend: PresentationBackend {
    package func presentSheet(_ sheet: SheetPresentation, over widget: (any PlatformWidget)?) -> any PresentedSheet {
        presentations.present(sheet)
    }

    package func presentAlert(_ alert: AlertRequest, over widget: (any PlatformWidget)?) async -> AlertResponse {
        await presentations.present(alert)
    }
}
