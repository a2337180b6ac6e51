import CCairo
import QuireCore

/// A drawing destination with CoreGraphics' API (`CGContext`), drawn by cairo: a bitmap
/// (`init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`) or a PDF document
/// (`init(consumer:mediaBox:_:)`).
///
/// Coordinates are CoreGraphics': the origin is the bottom-left corner and y grows upwards, in pixels
/// for a bitmap and points for a PDF page. Images drawn with `draw(_:in:)` appear upright in that
/// space, and the first row of a bitmap's memory is its top row. Code written for UIKit's flipped
/// space flips the context itself (`translateBy(x: 0, y: height)`, `scaleBy(x: 1, y: -1)`), as on
/// Apple platforms.
public final class CGContext {
    /// The drawing state cairo doesn't keep: CoreGraphics has separate fill and stroke colours, a
    /// global alpha and an interpolation quality, all saved and restored with the graphics state.
    struct DrawingState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var interpolationQuality = CGInterpolationQuality.default
    }

    enum Kind {
        case bitmap(BitmapTarget)
        case pdf(PDFTarget)
        /// A cairo context someone else made (a GTK widget's draw function): drawn on as it is set up,
        /// its state restored when this context is released.
        case borrowed
    }

    /// The bitmap's pixels when they are not cairo's own memory: the caller's buffer (copied back
    /// after every drawing operation) or one this context keeps for `data` (filled when asked for).
    final class BitmapTarget {
        let width: Int
        let height: Int
        let layout: PixelLayout
        let bytesPerRow: Int
        /// nil: cairo draws straight into the pixels `data` returns.
        let mirror: UnsafeMutableRawPointer?
        let ownsMirror: Bool

        init(width: Int, height: Int, layout: PixelLayout, bytesPerRow: Int, mirror: UnsafeMutableRawPointer?, ownsMirror: Bool) {
            self.width = width
            self.height = height
            self.layout = layout
            self.bytesPerRow = bytesPerRow
            self.mirror = mirror
            self.ownsMirror = ownsMirror
        }

        deinit { if ownsMirror { mirror?.deallocate() } }
    }

    final class PDFTarget {
        let consumer: CGDataConsumer
        let defaultMediaBox: CGRect
        var isInPage = false
        var isClosed = false

        init(consumer: CGDataConsumer, defaultMediaBox: CGRect) {
            self.consumer = consumer
            self.defaultMediaBox = defaultMediaBox
        }
    }

    let surface: OpaquePointer
    var cairo: OpaquePointer
    let kind: Kind
    /// CoreGraphics' device space → cairo's (y down from the top-left corner).
    var baseTransform: CGAffineTransform
    var state = DrawingState()
    var savedStates: [DrawingState] = []
    /// A borrowed context's own transform when it was borrowed.
    var callerTransform = CGAffineTransform.identity

    init(surface: OpaquePointer, kind: Kind, baseTransform: CGAffineTransform) {
        self.surface = surface
        self.kind = kind
        self.baseTransform = baseTransform
        cairo = cairo_create(surface)
        resetDrawingState()
    }

    /// A context drawing on `cairo`, a cairo context made elsewhere (GTK hands one to a drawing area's
    /// draw function; it is the same C `cairo_t` whichever module imported the header). CoreGraphics'
    /// y-up space covers `height` units from the cairo context's current origin; the caller's
    /// transform and clip stay in force, and its state is restored when this context is released.
    package init(borrowing cairo: OpaquePointer, height: CGFloat) {
        cairo_reference(cairo)
        cairo_save(cairo)
        self.cairo = cairo
        surface = cairo_surface_reference(cairo_get_target(cairo))
        kind = .borrowed
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        callerTransform = affineTransform(matrix)
        baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: height).concatenating(callerTransform)
        resetDrawingState()
    }

    /// Paints a bitmap context's pixels onto this borrowed context: its top-left pixel at the caller's
    /// origin, `1 / scale` caller units per pixel, whatever this context's own state.
    package func paintBitmap(_ bitmap: CGContext, scale: CGFloat) {
        guard case .bitmap = bitmap.kind, scale > 0 else { return }
        cairo_surface_flush(bitmap.surface)
        cairo_save(cairo)
        var matrix = cairoMatrix(callerTransform)
        cairo_set_matrix(cairo, &matrix)
        cairo_scale(cairo, 1 / Double(scale), 1 / Double(scale))
        cairo_set_source_surface(cairo, bitmap.surface, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    deinit {
        if case .borrowed = kind { cairo_restore(cairo) }
        cairo_destroy(cairo)
        // Releasing a PDF context finishes its document, as on Apple platforms; the consumer is still
        // alive here (this object holds it), so the last bytes reach it.
        if case .pdf(let target) = kind, !target.isClosed { cairo_surface_finish(surface) }
        cairo_surface_destroy(surface)
    }

    /// CoreGraphics' defaults: 1-unit butt-capped mitred lines, black, opaque, the base transform.
    func resetDrawingState() {
        cairo_set_line_width(cairo, 1)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cairo, 10)
        var matrix = cairoMatrix(baseTransform)
        cairo_set_matrix(cairo, &matrix)
        state = DrawingState()
        savedStates = []
    }

    /// Whether drawing lands anywhere: always for a bitmap, between `beginPDFPage` and `endPDFPage`
    /// for a PDF (CoreGraphics ignores drawing outside a page).
    var canDraw: Bool {
        switch kind {
        case .bitmap: true
        case .pdf(let target): target.isInPage && !target.isClosed
        case .borrowed: true
        }
    }

    // MARK: Bitmap contexts

    /// A bitmap context of `width` × `height` pixels, 8 bits per component, RGB with an alpha or
    /// padding byte (`premultipliedLast`/`First`, `noneSkipLast`/`First`, default or 32-bit little
    /// byte order). With `data` nil the context owns zeroed (transparent) pixels; otherwise it draws
    /// over the caller's buffer of `bytesPerRow` × `height` bytes, which must outlive it. Nil for other
    /// layouts and for sizes beyond 8192 × 8192 pixels (16384 on a side).
    ///
    /// cairo's own layout, `premultipliedFirst` with `byteOrder32Little`, is drawn in place; any other
    /// layout in a caller's buffer is converted back into it after each drawing operation.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard bitsPerComponent == 8, space.numberOfComponents == 3,
              let layout = PixelLayout(bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo)),
              GraphicsLimits.allows(width: width, height: height) else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard rowBytes >= width * 4 else { return nil }
        let format = layout.alpha == nil ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        let native = layout.red == 2 && layout.green == 1 && layout.blue == 0 && (layout.alpha ?? 3) == 3
        let surface: OpaquePointer
        let target: BitmapTarget
        if let data, native, rowBytes % 4 == 0 {
            surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), format,
                                                          Int32(width), Int32(height), Int32(rowBytes))
            target = BitmapTarget(width: width, height: height, layout: layout, bytesPerRow: rowBytes, mirror: nil, ownsMirror: false)
        } else {
            surface = cairo_image_surface_create(format, Int32(width), Int32(height))
            let mirror = data ?? UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            if data == nil { mirror.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height) }
            target = BitmapTarget(width: width, height: height, layout: layout, bytesPerRow: rowBytes, mirror: mirror,
                                  ownsMirror: data == nil)
            if data != nil { Self.copy(from: mirror, layout: layout, bytesPerRow: rowBytes, into: surface) }
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.init(surface: surface, kind: .bitmap(target),
                  baseTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    }

    /// The same with the layout given as `CGBitmapInfo`.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    /// A bitmap context's width in pixels; 0 for a PDF context.
    public var width: Int { if case .bitmap(let target) = kind { target.width } else { 0 } }
    /// A bitmap context's height in pixels; 0 for a PDF context.
    public var height: Int { if case .bitmap(let target) = kind { target.height } else { 0 } }
    public var bitsPerComponent: Int { if case .bitmap = kind { 8 } else { 0 } }
    public var bitsPerPixel: Int { if case .bitmap = kind { 32 } else { 0 } }
    public var bytesPerRow: Int { if case .bitmap(let target) = kind { target.bytesPerRow } else { 0 } }

    /// A bitmap context's pixels in the layout it was made with, current as of the last drawing
    /// operation; nil for a PDF context. Writing into a buffer the context allocated itself is not
    /// seen by later drawing (pass your own buffer for that).
    public var data: UnsafeMutableRawPointer? {
        guard case .bitmap(let target) = kind else { return nil }
        cairo_surface_flush(surface)
        guard let mirror = target.mirror else { return cairo_image_surface_get_data(surface).map(UnsafeMutableRawPointer.init) }
        if target.ownsMirror { Self.copy(from: surface, into: mirror, layout: target.layout, bytesPerRow: target.bytesPerRow) }
        return mirror
    }

    /// An image of the bitmap's current pixels; nil for a PDF context.
    public func makeImage() -> CGImage? {
        guard case .bitmap = kind else { return nil }
        return CGImage(storage: PixelStorage(copying: surface))
    }

    /// Sends finished drawing to the destination: for a bitmap drawn in a converted layout, into the
    /// caller's buffer.
    public func flush() {
        cairo_surface_flush(surface)
        didDraw()
    }

    /// After each drawing operation: a caller's buffer in a layout other than cairo's is brought up to date.
    func didDraw() {
        guard case .bitmap(let target) = kind, let mirror = target.mirror, !target.ownsMirror else { return }
        Self.copy(from: surface, into: mirror, layout: target.layout, bytesPerRow: target.bytesPerRow)
    }

    private static func copy(from buffer: UnsafeMutableRawPointer, layout: PixelLayout, bytesPerRow: Int, into surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<height {
            let source = (buffer + row * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let target = (UnsafeMutableRawPointer(pixels) + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let pixel = source + column * 4
                let alpha = layout.alpha.map { UInt32(pixel[$0]) } ?? 255
                target[column] = alpha << 24 | UInt32(pixel[layout.red]) << 16 | UInt32(pixel[layout.green]) << 8
                    | UInt32(pixel[layout.blue])
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    private static func copy(from surface: OpaquePointer, into buffer: UnsafeMutableRawPointer, layout: PixelLayout, bytesPerRow: Int) {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // The padding byte of a `noneSkip` layout: CoreGraphics leaves it 255.
        let padding = layout.alpha == nil ? (0..<4).first { ![layout.red, layout.green, layout.blue].contains($0) } : nil
        for row in 0..<height {
            let source = (UnsafeMutableRawPointer(pixels) + row * stride).assumingMemoryBound(to: UInt32.self)
            let target = (buffer + row * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for column in 0..<width {
                let word = source[column], pixel = target + column * 4
                pixel[layout.red] = UInt8(truncatingIfNeeded: word >> 16)
                pixel[layout.green] = UInt8(truncatingIfNeeded: word >> 8)
                pixel[layout.blue] = UInt8(truncatingIfNeeded: word)
                if let alpha = layout.alpha {
                    pixel[alpha] = UInt8(truncatingIfNeeded: word >> 24)
                } else if let padding {
                    pixel[padding] = 255
                }
            }
        }
    }
}

func cairoMatrix(_ t: CGAffineTransform) -> cairo_matrix_t {
    cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
}

func affineTransform(_ m: cairo_matrix_t) -> CGAffineTransform {
    CGAffineTransform(a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0), ty: CGFloat(m.y0))
}
