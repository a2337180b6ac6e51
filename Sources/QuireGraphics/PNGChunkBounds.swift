import QuireCore

/// The PNG check that runs after the size check and before libpng: every chunk up to IEND must fit in
/// the data. libpng allocates a chunk's declared length before reading it, so a 300-byte file whose
/// text chunk claimed 2 GB made the decoder allocate 2 GB (found by the FuzzImage harness).
enum PNGChunkBounds {
    /// PNG's own limit on a chunk's length.
    static let maximumChunkLength = 0x7FFF_FFFF

    /// `DocumentError(.corrupt)` naming the first chunk that claims more bytes than the data holds.
    /// Data that ends between chunks is left to the decoder, which reports it as damaged.
    static func check(_ data: Data) throws {
        let bytes = [UInt8](data)
        var offset = ImageHeader.pngSignature.count
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[offset + 4..<offset + 8].map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") },
                              as: UTF8.self)
            let available = bytes.count - offset - 12  // after the length, type and CRC fields
            guard length <= maximumChunkLength, length <= available else {
                throw DocumentError(.corrupt, detail: "The PNG image’s “\(type)” chunk claims \(length) bytes, but only \(max(available, 0)) follow")
            }
            if type == "IEND" { return }
            offset += 12 + length
        }
    }
}
