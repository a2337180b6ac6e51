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
        var out = ""
        out.reserveCapacity(256 + snapshot.stickers.count * 200 + snapshot.strokes.count * 600)
        out += "{\"canvasSize\":{\"height\":"
        guard append(snapshot.canvasSize.height, to: &out) else { return nil }
        out += ",\"width\":"
        guard append(snapshot.canvasSize.width, to: &out) else { return nil }
        out += "},\"schemaVersion\":"
        out += String(snapshot.schemaVersion)
        out += ",\"stickers\":["
        for (index, sticker) in snapshot.stickers.enumerated() {
            guard sticker.imagePNG.isEmpty else { return nil }
            if index > 0 { out += "," }
            out += "{\"id\":\""
            out += sticker.id.uuidString
            out += "\",\"imagePNG\":\"\",\"position\":"
            guard append(sticker.position, to: &out) else { return nil }
            out += ",\"rotationRadians\":"
            guard append(sticker.rotationRadians, to: &out) else { return nil }
            out += ",\"scale\":"
            guard append(sticker.scale, to: &out) else { return nil }
            out += "}"
        }
        out += "],\"strokes\":["
        for (index, stroke) in snapshot.strokes.enumerated() {
            if index > 0 { out += "," }
            out += "{\"color\":{\"alpha\":"
            guard append(stroke.color.alpha, to: &out) else { return nil }
            out += ",\"blue\":"
            guard append(stroke.color.blue, to: &out) else { return nil }
            out += ",\"green\":"
            guard append(stroke.color.green, to: &out) else { return nil }
            out += ",\"red\":"
            guard append(stroke.color.red, to: &out) else { return nil }
            out += "},\"id\":\""
            out += stroke.id.uuidString
            out += "\",\"points\":["
            for (pointIndex, point) in stroke.points.enumerated() {
                if pointIndex > 0 { out += "," }
                guard append(point, to: &out) else { return nil }
            }
            out += "],\"width\":"
            guard append(stroke.width, to: &out) else { return nil }
            out += "}"
        }
        out += "]}"
        return Data(out.utf8)
    }

    private static func append(_ point: CodablePoint, to out: inout String) -> Bool {
        out += "{\"x\":"
        guard append(point.x, to: &out) else { return false }
        out += ",\"y\":"
        guard append(point.y, to: &out) else { return false }
        out += "}"
        return true
    }

    /// A `Double` as `JSONEncoder` writes it; false for a value JSON can't hold.
    private static func append(_ value: Double, to out: inout String) -> Bool {
        guard value.isFinite else { return false }
        let text = value.description
        out += text.hasSuffix(".0") ? text.dropLast(2) : Substring(text)
        return true
    }
}
