import Foundation
import QuireUI

/// The headless backend's file dialogs: each one shown waits here until the test answers it, as a
/// person would (`choose`, `cancel`).
@MainActor
package final class HeadlessFileDialogs {
    private var waiting: [(request: FileDialogRequest, answer: CheckedContinuation<[URL], Never>)] = []
    /// Every request shown, answered or not, in order.
    package private(set) var shown: [FileDialogRequest] = []

    /// The dialogs showing now, oldest first.
    package var pending: [FileDialogRequest] { waiting.map(\.request) }

    /// Answers the oldest dialog with `urls` (several where it allows several).
    package func choose(_ urls: URL...) { answer(urls) }

    /// Cancels the oldest dialog.
    package func cancel() { answer([]) }

    private func answer(_ urls: [URL]) {
        guard !waiting.isEmpty else { return }
        waiting.removeFirst().answer.resume(returning: urls)
    }

    func present(_ request: FileDialogRequest) async -> [URL] {
        shown.append(request)
        return await withCheckedContinuation { waiting.append((request, $0)) }
    }
}

extension HeadlessBackend: FileDialogBackend {
    package func presentFileDialog(_ request: FileDialogRequest, near widget: (any PlatformWidget)?) async -> [URL] {
        await fileDialogs.present(request)
    }
}
