import Foundation
import Observation

/// The clipboard as views read it (`PasteButton`, `ShareLink`): an `@Observable` mirror of what it
/// offers, so a paste button's sensitivity follows it. One per app, in the environment.
@MainActor @Observable
package final class Clipboard {
    package private(set) var flavors: Set<ClipboardFlavor>
    @ObservationIgnored package let backend: any ClipboardBackend

    package init(backend: any ClipboardBackend) {
        self.backend = backend
        flavors = backend.flavors
        backend.onChange = { [weak self] in
            guard let self else { return }
            let flavors = self.backend.flavors
            if flavors != self.flavors { self.flavors = flavors }
        }
    }

    package func copy(text: String, urls: [URL] = []) {
        backend.copy(text: text, urls: urls)
    }
}

private struct ClipboardKey: EnvironmentKey {
    static var defaultValue: Clipboard? { nil }
}

extension EnvironmentValues {
    /// The app's clipboard; nil where there is none (a view graph without a display).
    package var clipboard: Clipboard? {
        get { self[ClipboardKey.self] }
        set { self[ClipboardKey.self] = newValue }
    }
}
