import Foundation

extension DocumentError {
    /// A `corrupt` error for JSON `data` that failed to decode, saying where.
    ///
    /// For a wrong shape the decoder's coding path says it (“items[1].title”). For text that isn't JSON
    /// at all `JSONDecoder` says only “not valid JSON”, with no position and no underlying error, so the
    /// data is parsed again with `JSONSerialization` (the same scanner, bounded depth, never recursing
    /// without limit), whose message has a byte offset; that becomes a line and column.
    package static func corrupt(url: URL?, json data: Data, decoding error: DecodingError) -> DocumentError {
        let plain = corrupt(url: url, decoding: error)
        guard case .dataCorrupted(let context) = error, context.codingPath.isEmpty else { return plain }
        let reason: String
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return plain
        } catch {
            reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        }
        guard let (offset, rest) = byteOffset(in: reason) else {
            return DocumentError(.corrupt, url: url, detail: "The text is not valid JSON: \(reason)")
        }
        let position = TextPosition(of: offset, in: data.dropFirst(utf8BOMLength(data)))
        return DocumentError(.corrupt, url: url,
                             detail: "The text is not valid JSON at line \(position.line), column \(position.column): \(rest)")
    }

    /// Splits “Invalid value around character 24.” into JSONSerialization's byte offset (counted after
    /// a BOM, as editors count columns) and the reason without it (“Invalid value.”).
    private static func byteOffset(in reason: String) -> (Int, String)? {
        guard let marker = reason.range(of: " around character ") else { return nil }
        let digits = reason[marker.upperBound...].prefix(while: \.isNumber)
        guard let offset = Int(digits) else { return nil }
        return (offset, String(reason[..<marker.lowerBound] + reason[digits.endIndex...]))
    }

    private static func utf8BOMLength(_ data: Data) -> Int {
        data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }
}
