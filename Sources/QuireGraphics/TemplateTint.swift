import CCairo
import Foundation

/// A template image's pixels: its shape (each pixel's opacity) painted in one colour, as
/// `Image.renderingMode(.template)` draws. GTK 4.8 recolours only symbolic icons and has no mask
/// node, so the toolkit recolours the picture's pixels with this before showing them.
package enum TemplateTint {
    /// Repaints premultiplied ARGB32 pixels in native byte order (cairo's image format, GDK's default
    /// memory format) in `color` (red, green, blue, alpha, each 0…1), keeping each pixel's opacity:
    /// cairo paints the colour through the picture as a mask.
    package static func tint(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
                             color: (red: Double, green: Double, blue: Double, alpha: Double)) {
        guard width > 0, height > 0,
              bytesPerRow >= Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) else { return }
        let shape = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                        Int32(width), Int32(height), Int32(bytesPerRow))
        let tinted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer {
            cairo_surface_destroy(tinted)
            cairo_surface_destroy(shape)
        }
        let cairo = cairo_create(tinted)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(cairo, shape, 0, 0)
        cairo_destroy(cairo)
        cairo_surface_flush(tinted)
        guard let result = cairo_image_surface_get_data(tinted) else { return }
        let resultStride = Int(cairo_image_surface_get_stride(tinted))
        for row in 0..<height {
            memcpy(pixels + row * bytesPerRow, result + row * resultStride, width * 4)
        }
    }
}
