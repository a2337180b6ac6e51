import Foundation
import QuireCore

/// What the clipboard holds, as far as `PasteButton` cares.
package enum ClipboardFlavor: Hashable, Sendable {
    /// Text (any of the toolkit's text formats).
    case text
    /// A list of URIs (`text/uri-list`: files copied in Files, links).
    case uriList
    /// Bytes of some MIME type.
    case bytes
}

/// The desktop's clipboard (GDK's on GTK; `HeadlessClipboard` in tests). `onChange` runs when another
/// program (or this one) puts something else on it. Reading is asynchronous: the owner may be another
/// process, or this one, which serves it from the main loop.
@MainActor package protocol ClipboardBackend: AnyObject {
    var onChange: (@MainActor () -> Void)? { get set }
    /// What the clipboard offers now.
    var flavors: Set<ClipboardFlavor> { get }
    /// Puts `text` on the clipboard, as text and, for `urls`, as a URI list too.
    func copy(text: String, urls: [URL])
    func readText(_ completion: @escaping @MainActor (String?) -> Void)
    /// The URIs of a `text/uri-list`, nil when there is none.
    func readURIs(_ completion: @escaping @MainActor ([URL]?) -> Void)
    /// The bytes of the first MIME type offered.
    func readBytes(_ completion: @escaping @MainActor (Data?) -> Void)
    /// The MIME types offered now, the owner's preferred first (`onPasteCommand`).
    var mimeTypes: [String] { get }
    /// The clipboard's contents as `mimeType`; nil when it cannot be read so.
    func read(mimeType: String, _ completion: @escaping @MainActor (Data?) -> Void)
    /// Puts items on the clipboard (`onCopyCommand`, `onCutCommand`), each type made when asked.
    func copy(_ export: PasteboardExport)
}
