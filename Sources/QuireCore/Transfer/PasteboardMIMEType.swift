import Foundation

/// The MIME types items travel as between apps (GDK's clipboard and drag and drop, X11 and
/// Wayland): what each content type is offered as, and what an offered MIME type is.
package enum PasteboardMIMEType {
    /// A list of URIs, one a line (RFC 2483): files from a file manager, links.
    package static let uriList = "text/uri-list"
    /// UTF-8 text, GDK's name for X11's `UTF8_STRING`.
    package static let utf8Text = "text/plain;charset=utf-8"
    package static let plainText = "text/plain"
    /// A type with no MIME type of its own (an app's `UTType(exportedAs:)`) travels under this
    /// prefix followed by its identifier, so another Quire app finds the type again.
    package static let identifierPrefix = "application/x-uti."

    /// The MIME types `type` is offered as, preferred first.
    package static func mimeTypes(for type: UTType) -> [String] {
        if type == .utf8PlainText { return [utf8Text, plainText] }
        if type.conforms(to: .url) { return [uriList] }
        if let mimeType = type.preferredMIMEType { return [mimeType] }
        return [identifierPrefix + type.identifier]
    }

    /// The content type an offered MIME type carries; nil for X11's target names (`TARGETS`,
    /// `UTF8_STRING`: GDK lists what they mean as MIME types too) and for `text/uri-list`, whose
    /// items are URLs of files of any type.
    package static func contentType(of mimeType: String) -> UTType? {
        let normalized = mimeType.lowercased().replacingOccurrences(of: " ", with: "")
        guard normalized.contains("/"), normalized != uriList else { return nil }
        if normalized == utf8Text { return .utf8PlainText }
        if normalized.hasPrefix(identifierPrefix) {
            let identifier = String(mimeType.dropFirst(identifierPrefix.count))
            return UTType(identifier) ?? UTType(mimeType: normalized)
        }
        return UTType(mimeType: normalized)
    }

    /// The offered MIME types worth reading for a destination accepting `accepted`: those whose type
    /// conforms to an accepted one (or is text, when text of some kind is accepted), the first of
    /// related types only (UTF-8 text, not its plain-text twin), and `text/uri-list` when a URL or
    /// a file may be accepted.
    package static func typesToRead(offered: [String], accepting accepted: [UTType]) -> [String] {
        var seen: [UTType] = []
        var wanted: [String] = []
        for mimeType in offered {
            if mimeType == uriList {
                if accepted.contains(where: { !$0.conforms(to: .text) }) { wanted.append(mimeType) }
                continue
            }
            guard let type = contentType(of: mimeType), !seen.contains(where: { $0.conforms(to: type) || type.conforms(to: $0) }),
                  accepted.contains(where: { type.conforms(to: $0) || $0.conforms(to: type) && type.conforms(to: .text) })
            else { continue }
            seen.append(type)
            wanted.append(mimeType)
        }
        return wanted
    }
}
