import Foundation
import QuireCore
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

    /// Puts `providers`' items on the clipboard.
    package func copy(_ providers: [NSItemProvider]) {
        backend.copy(PasteboardExport(providers))
    }

    /// Reads the clipboard's items of `types` and hands their providers over; false (and nothing
    /// read) when it holds none.
    package func paste(_ types: [UTType], into completion: @escaping ([NSItemProvider]) -> Void) -> Bool {
        let wanted = PasteboardMIMEType.typesToRead(offered: backend.mimeTypes, accepting: types)
        guard !wanted.isEmpty else { return false }
        // A view's action, called back on the main actor, where the clipboard's reads complete.
        nonisolated(unsafe) let completion = completion
        PasteboardReading.read(wanted, using: { [backend] in backend.read(mimeType: $0, $1) }) { content in
            let providers = content.itemProviders.filter { $0.hasItemConforming(toAnyOf: types) }
            if !providers.isEmpty { completion(providers) }
        }
        return true
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
