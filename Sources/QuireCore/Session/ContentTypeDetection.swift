import Foundation

/// Decides what type a file is: by its extension first, then (for files without a known one) by a
/// look at its first bytes.
enum ContentTypeDetection {
    static func contentType(of url: URL) throws -> UTType {
        let status = try POSIX.status(url)
        let ext = url.pathExtension
        if status.isDirectory {
            if !ext.isEmpty, let type = UTType(filenameExtension: ext, conformingTo: .package), !type.isDynamic {
                return type
            }
            return .folder
        }
        if !ext.isEmpty, let type = UTType(filenameExtension: ext), !type.isDynamic { return type }
        guard status.isRegularFile else {
            throw DocumentError(.unsupportedType, url: url, detail: "It is not a regular file or a package")
        }
        return sniff(url) ?? (ext.isEmpty ? .data : UTType(filenameExtension: ext) ?? .data)
    }

    /// JSON, PDF, PNG, JPEG or UTF-8 text, from the first 4 KiB.
    private static func sniff(_ url: URL) -> UTType? {
        // Unreadable: the extension decides; the read that follows reports why the file can't be read.
        guard let fd = try? POSIX.open(url, O_RDONLY | O_NOFOLLOW | O_NONBLOCK) else { return nil }
        defer { POSIX.close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return n == 0 ? .plainText : nil }
        let head = Array(buffer[0..<n])
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.starts(with: Array("%PDF".utf8)) { return .pdf }
        let firstNonSpace = head.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
        if firstNonSpace == UInt8(ascii: "{") || firstNonSpace == UInt8(ascii: "[") { return .json }
        // Valid UTF-8 (allowing a sequence cut at the 4 KiB boundary) without NULs reads as text.
        if !head.contains(0) {
            var trimmed = head[...]
            for _ in 0..<3 where String(validating: trimmed, as: UTF8.self) == nil && n == 4096 {
                trimmed = trimmed.dropLast()
            }
            if String(validating: trimmed, as: UTF8.self) != nil { return .plainText }
        }
        return nil
    }
}
