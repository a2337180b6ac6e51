import Foundation
import QuireCore

/// Writes `manifest.json` byte for byte as `JSONEncoder` with `.sortedKeys` writes the manifest shape
/// (a snapshot without image bytes), in one pass over the values.
///
/// The package save moving one sticker of a hundred spent about 1.2 ms of its 5 ms of CPU in
/// `JSONEncoder`'s containers (docs/PERFORMANCE.md). The shape is fixed and holds only numbers, UUIDs
/// and empty strings, so the output is easy to reproduce exactly: numbers as `JSONEncoder` writes a
/// `Double` (`description`, without a trailing `.0`), keys sorted, no spaces. Anything the fast path
/// can't write the same way (a non-finite number, image bytes, a background) returns nil, and the
/// caller uses `JSONEncoder`, which also words the error. Tests compare both byte for byte.
enum BoardManifestEncoder {
    static func encode(_ snapshot: BoardSnapshot) -> Data? {
        guard snapshot.backgroundPNG == nil else { return nil }
        // Bytes, not a `String`: thousands of small appends, ids and integral numbers formatted
        // without an intermediate string each (0.2 ms of a 100-sticker save, docs/PERFORMANCE.md).
        var out = Writer(capacity: 256 + snapshot.stickers.count * 200 + snapshot.strokes.count * 600)
        out.append("{\"canvasSize\":{\"height\":")
        guard out.append(snapshot.canvasSize.height) else { return nil }
        out.append(",\"width\":")
        guard out.append(snapshot.canvasSize.width) else { return nil }
        out.append("},\"schemaVersion\":")
        out.append(integer: Int64(snapshot.schemaVersion))
        out.append(",\"stickers\":[")
        for (index, sticker) in snapshot.stickers.enumerated() {
            guard sticker.imagePNG.isEmpty else { return nil }
            if index > 0 { out.append(",") }
            out.append("{\"id\":\"")
            out.append(sticker.id)
            out.append("\",\"imagePNG\":\"\",\"position\":")
            guard out.append(sticker.position) else { return nil }
            out.append(",\"rotationRadians\":")
            guard out.append(sticker.rotationRadians) else { return nil }
            out.append(",\"scale\":")
            guard out.append(sticker.scale) else { return nil }
            out.append("}")
        }
        out.append("],\"strokes\":[")
        for (index, stroke) in snapshot.strokes.enumerated() {
            if index > 0 { out.append(",") }
            out.append("{\"color\":{\"alpha\":")
            guard out.append(stroke.color.alpha) else { return nil }
            out.append(",\"blue\":")
            guard out.append(stroke.color.blue) else { return nil }
            out.append(",\"green\":")
            guard out.append(stroke.color.green) else { return nil }
            out.append(",\"red\":")
            guard out.append(stroke.color.red) else { return nil }
            out.append("},\"id\":\"")
            out.append(stroke.id)
            out.append("\",\"points\":[")
            for (pointIndex, point) in stroke.points.enumerated() {
                if pointIndex > 0 { out.append(",") }
                guard out.append(point) else { return nil }
            }
            out.append("],\"width\":")
            guard out.append(stroke.width) else { return nil }
            out.append("}")
        }
        out.append("]}")
        return Data(out.bytes)
    }

    private struct Writer {
        var bytes: [UInt8] = []

        init(capacity: Int) { bytes.reserveCapacity(capacity) }

        mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        /// `uuidString`'s form (upper-case hex, 8-4-4-4-12), without making the string.
        mutating func append(_ id: UUID) {
            let digits: StaticString = "0123456789ABCDEF"
            withUnsafeBytes(of: id.uuid) { raw in
                digits.withUTF8Buffer { hex in
                    for (index, byte) in raw.enumerated() {
                        if index == 4 || index == 6 || index == 8 || index == 10 { bytes.append(UInt8(ascii: "-")) }
                        bytes.append(hex[Int(byte >> 4)])
                        bytes.append(hex[Int(byte & 0x0F)])
                    }
                }
            }
        }

        mutating func append(integer value: Int64) {
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            // Least significant digit first, then reversed where it lies.
            let start = bytes.count
            var magnitude = value.magnitude
            repeat {
                bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
                magnitude /= 10
            } while magnitude > 0
            bytes[start...].reverse()
        }

        mutating func append(_ point: CodablePoint) -> Bool {
            append("{\"x\":")
            guard append(point.x) else { return false }
            append(",\"y\":")
            guard append(point.y) else { return false }
            append("}")
            return true
        }

        /// A `Double` as `JSONEncoder` writes it (`description` without a trailing `.0`); false for a
        /// value JSON can't hold. Whole numbers below 10^15 (where `description` is the integer and
        /// ".0") are written as integers directly; -0 keeps its sign through `description`.
        mutating func append(_ value: Double) -> Bool {
            guard value.isFinite else { return false }
            if value.magnitude < 1e15, value.rounded(.towardZero) == value, !(value == 0 && value.sign == .minus) {
                append(integer: Int64(value))
                return true
            }
            let text = value.description
            bytes.append(contentsOf: (text.hasSuffix(".0") ? text.dropLast(2) : Substring(text)).utf8)
            return true
        }
    }
}
