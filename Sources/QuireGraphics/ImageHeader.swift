import QuireCore

/// The format and pixel size an encoded image claims, read from its header without decoding any
/// pixels — so a decompression bomb is recognised by the few bytes that describe it.
struct ImageHeader: Equatable {
    enum Format: String { case png = "PNG", jpeg = "JPEG" }

    let format: Format
    let width: Int
    let height: Int
    /// For a JPEG, the start-of-frame marker found (0xC0 baseline, 0xC1 extended, 0xC2 progressive —
    /// the Huffman-coded processes decoding accepts); 0 for a PNG.
    let frameMarker: UInt8

    /// The JPEG processes handed to the decoder. libjpeg's arithmetic-coded sequential decoder (SOF9)
    /// ran for minutes on a 160-byte file whose scan was cut short (found by FuzzImage), and no camera
    /// or editor writes arithmetic, lossless or hierarchical JPEGs: those are refused unopened.
    static let decodableJPEGFrames: Set<UInt8> = [0xC0, 0xC1, 0xC2]

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The header of a PNG or JPEG image; `DocumentError(.corrupt)` for anything else or a header
    /// that ends early.
    init(of data: Data) throws {
        let bytes = [UInt8](data.prefix(8))
        if bytes == Self.pngSignature {
            self = try Self.png(data)
        } else if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            self = try Self.jpeg(data)
        } else {
            throw DocumentError(.corrupt, detail: "The image is not a PNG or JPEG file")
        }
    }

    init(format: Format, width: Int, height: Int, frameMarker: UInt8 = 0) {
        self.format = format
        self.width = width
        self.height = height
        self.frameMarker = frameMarker
    }

    /// PNG: the signature, then the IHDR chunk — length 13, "IHDR", width and height (big-endian).
    private static func png(_ data: Data) throws -> ImageHeader {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw DocumentError(.corrupt, detail: "The PNG image has no IHDR header")
        }
        return ImageHeader(format: .png, width: Int(bigEndian32(bytes, at: 16)), height: Int(bigEndian32(bytes, at: 20)))
    }

    /// JPEG: walk the marker segments up to the first start-of-frame (SOF0…SOF15 but DHT, JPG, DAC),
    /// which holds the height and width. Segments are skipped by their lengths, so a thumbnail inside
    /// an EXIF segment is never mistaken for the image.
    private static func jpeg(_ data: Data) throws -> ImageHeader {
        let bytes = [UInt8](data)
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { break }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }   // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }   // no length
            if marker == 0xD9 || marker == 0xDA { break }   // end of image, or scan data before any frame
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2 else { break }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 9 <= bytes.count else { break }
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return ImageHeader(format: .jpeg, width: width, height: height, frameMarker: marker)
            }
            index += 2 + length
        }
        throw DocumentError(.corrupt, detail: "The JPEG image has no frame header")
    }

    private static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// Refuses sizes beyond `GraphicsLimits` with `DocumentError(.tooLarge)` and empty ones as corrupt.
    func checkDecodable() throws {
        guard width > 0, height > 0 else {
            throw DocumentError(.corrupt, detail: "The \(format.rawValue) image claims a size of \(width) × \(height) pixels")
        }
        guard GraphicsLimits.allows(width: width, height: height) else {
            throw DocumentError(.tooLarge, detail: "The \(format.rawValue) image claims \(width) × \(height) pixels; images of \(GraphicsLimits.description) can be opened")
        }
        if format == .jpeg, !Self.decodableJPEGFrames.contains(frameMarker) {
            let process = [0xC3, 0xC7, 0xCB, 0xCF].contains(frameMarker) ? "lossless"
                : (0xC9...0xCF).contains(frameMarker) ? "arithmetic-coded" : "hierarchical"
            throw DocumentError(.unsupportedType, detail: "The JPEG image is \(process) (frame marker 0x\(String(frameMarker, radix: 16, uppercase: true))); only baseline, extended and progressive JPEG images can be opened")
        }
    }
}
