import Foundation

extension DocumentError {
    /// `wrapping(_:url:operation:)` for a failed read, naming `url` when the error names no file: a
    /// document's own reader (`init(configuration:)`, a `FileWrapper` reader) throws without knowing
    /// where its data came from, and "damaged" is useless if it doesn't say which file.
    static func reading(_ error: any Error, url: URL) -> DocumentError {
        var error = wrapping(error, url: url, operation: "The content could not be read")
        if error.url == nil { error.url = url }
        return error
    }
}
