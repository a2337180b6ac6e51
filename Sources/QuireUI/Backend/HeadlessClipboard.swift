import Foundation

/// A clipboard in memory for tests: what was copied (`copy`) or put there by "another program"
/// (`put`), read back at once.
@MainActor
package final class HeadlessClipboard: ClipboardBackend {
    package var onChange: (@MainActor () -> Void)?
    package private(set) var text: String?
    package private(set) var urls: [URL] = []
    package private(set) var bytes: Data?

    package init() {}

    package var flavors: Set<ClipboardFlavor> {
        var flavors: Set<ClipboardFlavor> = []
        if text != nil { flavors.insert(.text) }
        if !urls.isEmpty { flavors.insert(.uriList) }
        if bytes != nil || text != nil { flavors.insert(.bytes) }
        return flavors
    }

    package func copy(text: String, urls: [URL]) {
        put(text: text, urls: urls)
    }

    /// Replaces the clipboard's contents, as another program copying would.
    package func put(text: String? = nil, urls: [URL] = [], bytes: Data? = nil) {
        self.text = text
        self.urls = urls
        self.bytes = bytes
        onChange?()
    }

    package func readText(_ completion: @escaping @MainActor (String?) -> Void) { completion(text) }
    package func readURIs(_ completion: @escaping @MainActor ([URL]?) -> Void) { completion(urls.isEmpty ? nil : urls) }
    package func readBytes(_ completion: @escaping @MainActor (Data?) -> Void) { completion(bytes ?? text.map { Data($0.utf8) }) }
}
