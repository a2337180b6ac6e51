import BoardModel
import Quire

/// Decoded images for the editor's canvas, kept while their bytes stay the same, so a redraw decodes
/// nothing. Keyed by sticker id (and one background); bytes are compared by storage first — the
/// board hands the same `Data` back on every redraw — and in full only when the storage differs.
@MainActor
final class BoardImageCache {
    private struct Entry {
        let data: Data
        let image: CGImage?
    }

    private var stickers: [UUID: Entry] = [:]
    private var background: Entry?

    func background(for data: Data?) -> CGImage? {
        guard let data, !data.isEmpty else { return nil }
        let entry = Self.entry(for: data, reusing: background)
        background = entry
        return entry.image
    }

    func image(for sticker: PlacedSticker) -> CGImage? {
        let entry = Self.entry(for: sticker.imagePNG, reusing: stickers[sticker.id])
        stickers[sticker.id] = entry
        return entry.image
    }

    /// The sticker's image size in pixels, nil when it can't be decoded.
    func imageSize(of sticker: PlacedSticker) -> CGSize? {
        image(for: sticker).map { CGSize(width: $0.width, height: $0.height) }
    }

    /// Forgets stickers no longer on the board.
    func keepOnly(_ ids: Set<UUID>) {
        stickers = stickers.filter { ids.contains($0.key) }
    }

    private static func entry(for data: Data, reusing old: Entry?) -> Entry {
        if let old, sameBytes(old.data, data) { return old }
        // A damaged image is drawn as nothing (the renderer reports it when exporting or saving).
        return Entry(data: data, image: try? CGImage.decode(data))
    }

    private static func sameBytes(_ a: Data, _ b: Data) -> Bool {
        guard a.count == b.count else { return false }
        let sameStorage = a.withUnsafeBytes { pa in b.withUnsafeBytes { pb in pa.baseAddress == pb.baseAddress } }
        return sameStorage || a == b
    }
}
