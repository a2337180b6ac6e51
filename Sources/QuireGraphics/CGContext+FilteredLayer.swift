import CCairo
import Foundation

extension CGContext {
    /// Draws what `body` draws into a layer of its own, passes the layer's pixels through `filters`
    /// in order, then composites it with `alpha` and the current blend mode. A PDF page has no
    /// pixels to filter: there the layer is composited as drawn.
    package func drawFilteredLayer(_ filters: [PixelFilter], alpha: CGFloat, _ body: () -> Void) {
        guard canDraw else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let scale = CGFloat(sqrt(abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)))
        let blendMode = cairo_get_operator(cairo)
        preservingPath {
            cairo_save(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            cairo_push_group(cairo)
            body()
            let pattern = cairo_pop_group(cairo)
            defer { cairo_pattern_destroy(pattern) }
            var surface: OpaquePointer?
            if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
               cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
               cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
               let data = cairo_image_surface_get_data(surface) {
                cairo_surface_flush(surface)
                let bitmap = FilterBitmap(width: Int(cairo_image_surface_get_width(surface)),
                                          height: Int(cairo_image_surface_get_height(surface)),
                                          stride: Int(cairo_image_surface_get_stride(surface)), data: data)
                for filter in filters {
                    bitmap.apply(filter, scale: scale) { offset in
                        CGSize(width: matrix.xx * offset.width + matrix.xy * offset.height,
                               height: matrix.yx * offset.width + matrix.yy * offset.height)
                    }
                }
                cairo_surface_mark_dirty(surface)
            }
            cairo_set_source(cairo, pattern)
            cairo_set_operator(cairo, blendMode)
            cairo_paint_with_alpha(cairo, Double(min(max(alpha, 0), 1)))
            cairo_restore(cairo)
        }
        didDraw()
    }
}
