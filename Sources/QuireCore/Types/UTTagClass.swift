/// A class of tags that map onto types: filename extensions and MIME types.
public struct UTTagClass: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The tag class identifier, for example `public.filename-extension`.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Filename extensions, without the leading period (`png`, `checklist`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`image/png`, `application/json`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    public var description: String { rawValue }
}
