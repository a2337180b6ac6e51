import CCairo
import CGdkPixbuf
import QuireCore

/// Decodes PNG (cairo's reader, libpng underneath) and JPEG (gdk-pixbuf's built-in loader) into
/// `CGImage` pixels, after `ImageHeader` has bounded the size.
enum ImageDecoder {
    static func decode(_ data: Data) throws -> CGImage {
        let header = try ImageHeader(of: data)
        try header.checkDecodable()
        let storage: PixelStorage
        switch header.format {
        case .png:
            try PNGChunkBounds.check(data)
            storage = try decodePNG(data)
        case .jpeg: storage = try decodeJPEG(data)
        }
        // The header is what was bounded; a decoder that disagrees with it is not trusted.
        guard storage.width == header.width, storage.height == header.height else {
            throw DocumentError(.corrupt, detail: "The \(header.format.rawValue) image decodes to a size other than its header's")
        }
        return CGImage(storage: storage)
    }

    /// Feeds `data` to cairo's PNG stream reader.
    private final class ReadCursor {
        let bytes: [UInt8]
        var offset = 0
        init(_ data: Data) { bytes = [UInt8](data) }
    }

    private static func decodePNG(_ data: Data) throws -> PixelStorage {
        let cursor = ReadCursor(data)
        let surface: OpaquePointer = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let cursor = Unmanaged<ReadCursor>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard cursor.offset + count <= cursor.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            cursor.bytes.withUnsafeBufferPointer { source in
                if let base = source.baseAddress { buffer.update(from: base + cursor.offset, count: count) }
            }
            cursor.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(cursor).toOpaque())
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw DocumentError(.corrupt, detail: "The PNG image can’t be decoded (\(String(cString: cairo_status_to_string(status))))")
        }
        return withExtendedLifetime(cursor) { PixelStorage(copying: surface) }
    }

    private static func decodeJPEG(_ data: Data) throws -> PixelStorage {
        var error: UnsafeMutablePointer<GError>?
        defer { if error != nil { g_error_free(error) } }
        guard let loader = gdk_pixbuf_loader_new_with_type("jpeg", &error) else {
            throw DocumentError(.unsupportedType, detail: "JPEG images can’t be decoded here: \(message(error))")
        }
        defer { g_object_unref(loader) }
        let written = data.withUnsafeBytes { raw -> gboolean in
            guard let base = raw.bindMemory(to: guchar.self).baseAddress else { return 0 }
            return gdk_pixbuf_loader_write(loader, base, gsize(raw.count), &error)
        }
        // Close even after a failed write: the loader insists on it before it is finalized.
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError)
        defer { if closeError != nil { g_error_free(closeError) } }
        guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            throw DocumentError(.corrupt, detail: "The JPEG image can’t be decoded (\(message(error ?? closeError)))")
        }
        return try storage(from: pixbuf)
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error, let text = error.pointee.message else { return "unknown error" }
        return String(cString: text)
    }

    /// gdk-pixbuf's straight-alpha RGB(A) bytes → cairo's premultiplied native-endian ARGB words.
    static func storage(from pixbuf: OpaquePointer) throws -> PixelStorage {
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (hasAlpha ? 4 : 3),
              GraphicsLimits.allows(width: width, height: height),
              let pixels = gdk_pixbuf_read_pixels(pixbuf) else {
            throw DocumentError(.corrupt, detail: "The JPEG image decodes to an unexpected pixel layout")
        }
        let storage = PixelStorage(width: width, height: height)
        for row in 0..<height {
            let source = pixels + row * stride
            let target = (storage.bytes + row * storage.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let pixel = source + column * channels
                let alpha = hasAlpha ? UInt32(pixel[3]) : 255
                let red = UInt32(pixel[0]) * alpha / 255, green = UInt32(pixel[1]) * alpha / 255
                let blue = UInt32(pixel[2]) * alpha / 255
                target[column] = alpha << 24 | red << 16 | green << 8 | blue
            }
        }
        return storage
    }
}
