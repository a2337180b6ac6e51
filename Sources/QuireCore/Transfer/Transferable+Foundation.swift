/// Text as UTF-8 plain text; any plain text imports.
extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { Data($0.utf8) } importing: { data in
            guard let text = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
            return text
        }
        DataRepresentation(importedContentType: .plainText) { data in
            guard let text = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
            return text
        }
    }
}

/// A URL as a URL (its absolute string), or as plain text naming it.
extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url) { Data($0.absoluteString.utf8) } importing: { try URL.named(by: $0) }
        DataRepresentation(exportedContentType: .plainText) { Data($0.absoluteString.utf8) }
        DataRepresentation(importedContentType: .plainText) { try URL.named(by: $0) }
    }

    /// The URL a text names (with a scheme: plain words are not URLs).
    private static func named(by data: Data) throws -> URL {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: text), url.scheme != nil else { throw CocoaError(.fileReadCorruptFile) }
        return url
    }
}

/// Bytes as themselves.
extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) { $0 } importing: { $0 }
    }
}
