import QuireCore
import QuireGraphics

/// Turning an image file a person picked into what the board stores: PNG bytes (the package keeps
/// `background.png` and `stickers/<id>.png`), checked to decode within QuireGraphics' limits.
public enum BoardImageImport {
    /// The largest image file accepted, before decoding.
    public static let maximumFileSize = 64 * 1024 * 1024

    /// A picked image file as PNG: a PNG's bytes as they are, a JPEG re-encoded. Throws the
    /// `DocumentError` naming the file when it is too large, unreadable or not a PNG/JPEG image.
    public static func png(fromFileAt url: URL) throws -> (png: Data, pixelSize: CGSize) {
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= maximumFileSize else {
                throw DocumentError(.tooLarge, url: url,
                                    detail: "The image is \(size / 1_048_576) MiB; images up to 64 MiB can be placed on a board")
            }
            let data = try Data(contentsOf: url)
            let image = try CGImage.decode(data)
            let png = data.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? data : try image.pngData()
            return (png, CGSize(width: image.width, height: image.height))
        } catch {
            throw DocumentError.wrapping(error, url: url)
        }
    }

    /// A new sticker's scale: one image pixel per point, shrunk so it covers at most a third of the
    /// canvas either way.
    public static func initialScale(imageSize: CGSize, canvasSize: CodableSize) -> Double {
        guard imageSize.width > 0, imageSize.height > 0 else { return 1 }
        return min(1, canvasSize.width / 3 / imageSize.width, canvasSize.height / 3 / imageSize.height)
    }
}
