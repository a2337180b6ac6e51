import Foundation

/// The JSON records the stores keep beside what they hold (`version.json`, `draft.json`, the
/// document-id index): read bounded, never through a link, and written pretty with sorted keys.
enum JSONRecord {
    /// The record at `url`, never following a link and refusing more than `limit` bytes (damaged or
    /// hostile). One that does not decode as `type` is `corrupt`, naming the file and the place.
    static func read<T: Decodable>(_ type: T.Type, from url: URL, limit: Int) throws -> T {
        let fd = try POSIX.open(url, O_RDONLY | O_NOFOLLOW)
        defer { POSIX.close(fd) }
        let data = try POSIX.readAll(fd, url: url, limit: limit)
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw DocumentError.corrupt(url: url, decoding: error)
        }
    }

    /// `value` as a record's bytes.
    static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}
