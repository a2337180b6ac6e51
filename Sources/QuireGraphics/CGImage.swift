import CCairo
import QuireCore

/// An immutable bitmap image (CoreGraphics' `CGImage`): 8-bit premultiplied ARGB in sRGB, stored as
/// 32-bit native-endian words (`bitmapInfo` says so). Make one with a bitmap context's `makeImage()`,
/// by decoding PNG or JPEG data (`CGImage.decode(_:)`, `CGImageSourceCreateImageAtIndex`,
/// `CGImage(pngDataProviderSource:…)`), and encode one with `pngData()` or `CGImageDestination`.
public final class CGImage: Sendable, CustomStringConvertible {
    let storage: PixelStorage

    init(storage: PixelStorage) { self.storage = storage }

    public var width: Int { storage.width }
    public var height: Int { storage.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { storage.bytesPerRow }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    public var bitmapInfo: CGBitmapInfo { [CGBitmapInfo(alphaInfo: .premultipliedFirst), .byteOrder32Little] }
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    public var shouldInterpolate: Bool { true }
    public var isMask: Bool { false }

    /// The pixel bytes (a copy), laid out as `bitmapInfo` and `bytesPerRow` describe.
    public var dataProvider: CGDataProvider? {
        CGDataProvider(data: NSData(bytes: storage.bytes, length: storage.bytesPerRow * storage.height))
    }

    public var description: String { "<CGImage \(width) × \(height)>" }

    /// Decodes a PNG or JPEG image. The size in its header is checked first: beyond 8192 × 8192
    /// pixels (or 16384 on a side) it is refused with `DocumentError(.tooLarge)` before any pixel is
    /// decoded; anything that isn't a readable PNG or JPEG is `DocumentError(.corrupt)`.
    public static func decode(_ data: Data) throws -> CGImage {
        try ImageDecoder.decode(data)
    }

    /// Apple's PNG initializer; nil for data that isn't a PNG image QuireGraphics will decode.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        // Apple's initializer reports any failure as nil.
        guard let data = source.data as Data?, (try? ImageHeader(of: data))?.format == .png,
              let image = try? ImageDecoder.decode(data) else { return nil }
        self.init(storage: image.storage)
    }

    /// Apple's JPEG initializer; nil for data that isn't a JPEG image QuireGraphics will decode.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        // Apple's initializer reports any failure as nil.
        guard let data = source.data as Data?, (try? ImageHeader(of: data))?.format == .jpeg,
              let image = try? ImageDecoder.decode(data) else { return nil }
        self.init(storage: image.storage)
    }

    /// The image encoded as PNG (8-bit RGBA, straight alpha). Quire's helper; Apple code uses
    /// `CGImageDestination`, which is also available.
    public func pngData() throws -> Data {
        let surface = storage.makeSurface()
        defer { cairo_surface_destroy(surface) }
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw DocumentError(.ioFailure, detail: "The image could not be encoded as PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.data
    }
}

/// How colours outside the destination's gamut are mapped; QuireGraphics draws in sRGB only, so it
/// is accepted and has no effect.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}

/// Collects bytes cairo writes through a stream callback.
final class ByteSink {
    var data = Data()
}
