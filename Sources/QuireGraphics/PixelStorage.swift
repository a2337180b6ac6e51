import CCairo
import QuireCore

/// The pixels of one `CGImage`: cairo's premultiplied ARGB32 rows. Filled once, while the image is
/// built, and only read afterwards; that is what makes sharing it across threads safe.
final class PixelStorage: @unchecked Sendable {
    let bytes: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    let bytesPerRow: Int

    /// Zeroed (transparent) pixels.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bytesPerRow = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        bytes = UnsafeMutableRawPointer.allocate(byteCount: max(bytesPerRow * height, 1), alignment: 16)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: max(bytesPerRow * height, 1))
    }

    /// A copy of a cairo image surface's pixels (ARGB32 or RGB24, whose padding byte becomes opaque).
    convenience init(copying surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        self.init(width: width, height: height)
        let sourceStride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        guard let source = cairo_image_surface_get_data(surface) else { return }
        for row in 0..<height {
            let from = source + row * sourceStride, to = bytes + row * bytesPerRow
            to.copyMemory(from: from, byteCount: width * 4)
            if opaque {
                let pixels = to.assumingMemoryBound(to: UInt32.self)
                for column in 0..<width { pixels[column] |= 0xFF00_0000 }
            }
        }
    }

    deinit { bytes.deallocate() }

    /// A cairo surface reading these pixels in place. The surface keeps the storage alive (a retain
    /// released by cairo when the surface dies), since a PDF surface may hold on to it until it is
    /// finished. The storage's own address serves as the user-data key: cairo only compares keys.
    func makeSurface() -> OpaquePointer {
        let surface: OpaquePointer = cairo_image_surface_create_for_data(
            bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(bytesPerRow))
        let retained = Unmanaged.passRetained(self).toOpaque()
        let key = UnsafePointer<cairo_user_data_key_t>(OpaquePointer(retained))
        let status = cairo_surface_set_user_data(surface, key, retained) { pointer in
            if let pointer { Unmanaged<PixelStorage>.fromOpaque(pointer).release() }
        }
        if status != CAIRO_STATUS_SUCCESS { Unmanaged<PixelStorage>.fromOpaque(retained).release() }
        return surface
    }
}
