import Foundation
import QuireUI
import QuireCore

/// A clipboard in memory for tests: what was copied (`copy`) or put there by "another program"
/// (`put`), read back at once.
@MainActor
package final class HeadlessClipboard: ClipboardBackend {
    package var onChange: (@MainActor () -> Void)?
    package private(set) var text: String?
    package private(set) var urls: [URL] = []
    package private(set) var bytes: Data?
    /// Items copied by a view (`onCopyCommand`), in place of the text, URLs and bytes.
    package private(set) var items: PasteboardExport?

    package init() {}

    package var flavors: Set<ClipboardFlavor> {
        if let items {
            return Set(items.mimeTypes.map { $0 == PasteboardMIMEType.uriList ? .uriList : $0.hasPrefix("text/plain") ? .text : .bytes })
        }
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
        items = nil
        onChange?()
    }

    package func copy(_ export: PasteboardExport) {
        put()
        items = export
        onChange?()
    }

    package var mimeTypes: [String] {
        if let items { return items.mimeTypes }
        return (text == nil ? [] : [PasteboardMIMEType.utf8Text, PasteboardMIMEType.plainText])
            + (urls.isEmpty ? [] : [PasteboardMIMEType.uriList]) + (bytes == nil ? [] : ["application/octet-stream"])
    }

    /// Reads what was put there at once; copied items as a desktop would, asynchronously.
    package func read(mimeType: String, _ completion: @escaping @MainActor (Data?) -> Void) {
        if let items {
            Task {
                // A type the items cannot make reads as nothing, as GDK's failed read does.
                let data = try? await items.data(for: mimeType)
                completion(data)
            }
            return
        }
        switch mimeType {
        case PasteboardMIMEType.utf8Text, PasteboardMIMEType.plainText: completion(text.map { Data($0.utf8) })
        case PasteboardMIMEType.uriList: completion(urls.isEmpty ? nil : Data(urls.map { $0.absoluteString + "\r\n" }.joined().utf8))
        default: completion(bytes)
        }
    }

    package func readText(_ completion: @escaping @MainActor (String?) -> Void) { completion(text) }
    package func readURIs(_ completion: @escaping @MainActor ([URL]?) -> Void) { completion(urls.isEmpty ? nil : urls) }
    package func readBytes(_ completion: @escaping @MainActor (Data?) -> Void) { completion(bytes ?? text.map { Data($0.utf8) }) }
}
