import QuireCore
import QuireGraphics

/// Renders a board snapshot as PNG or PDF for export (seed 002's `BoardRenderer`), through
/// QuireGraphics' CoreGraphics API. It owns the export policy:
///
/// - **Board space** is the editor's (SwiftUI's): points, origin at the canvas's top-left corner, y
///   down; a positive `rotationRadians` turns a sticker clockwise on screen. The renderer flips the
///   y-up CoreGraphics context once to match.
/// - **PNG** is the canvas at `scale` pixels per point (1× by default, 2× for high-density screens),
///   rounded to whole pixels, 8-bit RGBA sRGB. Beyond 8192 × 8192 pixels it is refused with
///   `DocumentError(.tooLarge)`.
/// - **PDF** is one page the size of the canvas, in points. Strokes stay vector paths; the background
///   photo and stickers are embedded images at their own resolution.
/// - **Background**: white, or transparent when asked for (alpha 0 in PNG, no fill in PDF); the
///   background photo (PNG or JPEG bytes) is stretched to fill the canvas on top of that.
/// - **Strokes**, in order, over the background: the stroke's width in points, its RGBA colour
///   (components clamped to 0…1), round caps and joins, along `strokePath(for:)` — a smooth curve
///   through the recorded points. A one-point stroke is a dot as wide as the stroke.
/// - **Stickers**, in order, over the strokes: one image pixel is one point at scale 1; the image is
///   centred on `position`, scaled by `scale` and rotated by `rotationRadians` about its centre.
/// - Editor-only state (selection, handles, guides) is not in the snapshot, so it never appears.
///
/// Images are decoded one at a time and released after drawing; each is bounded by its header before
/// decoding (a decompression bomb is `.tooLarge`), and one that can't be decoded is `.corrupt`, named.
public enum BoardRenderer {
    /// The board as a PNG image at `scale` pixels per canvas point.
    /// - Parameter source: the package the snapshot was read from; an image that can't be drawn is
    ///   then reported with its file there (else the error names no file).
    public static func pngData(from snapshot: BoardSnapshot, scale: Double = 1,
                               transparentBackground: Bool = false, source: URL? = nil) throws -> Data {
        let canvas = try canvasSize(of: snapshot)
        guard scale.isFinite, scale > 0 else {
            throw DocumentError(.unsupportedType, detail: "A PNG export needs a positive scale, not \(scale)")
        }
        let width = max(1, (canvas.width * scale).rounded()), height = max(1, (canvas.height * scale).rounded())
        guard width <= 16_384, height <= 16_384,
              let context = CGContext(
                data: nil, width: Int(width), height: Int(height), bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                // cairo's own layout: drawn in place, no conversion.
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else {
            throw DocumentError(.tooLarge, detail: "A \(Int(canvas.width)) × \(Int(canvas.height)) board at \(scale)× would be \(width) × \(height) pixels; PNG exports are limited to 8192 × 8192 pixels")
        }
        context.scaleBy(x: width / canvas.width, y: height / canvas.height)
        try draw(snapshot, in: context, canvas: canvas, transparentBackground: transparentBackground, source: source)
        guard let image = context.makeImage() else {
            throw DocumentError(.ioFailure, detail: "The board could not be rendered")
        }
        return try image.pngData()
    }

    /// The board as a one-page PDF the size of its canvas, strokes as vector paths. `source` as for
    /// `pngData`.
    public static func pdfData(from snapshot: BoardSnapshot, transparentBackground: Bool = false,
                               source: URL? = nil) throws -> Data {
        let pageRect = CGRect(
            origin: .zero,
            size: try canvasSize(of: snapshot)
        )

        let data = NSMutableData()

        guard let consumer = CGDataConsumer(data: data),
              let context = CGContext(consumer: consumer, mediaBox: nil, nil) else {
            throw DocumentError(.ioFailure, detail: "A PDF could not be started")
        }

        context.beginPDFPage([
            kCGPDFContextMediaBox as String: pageRect
        ] as CFDictionary)

        try draw(snapshot, in: context, canvas: pageRect.size, transparentBackground: transparentBackground, source: source)

        context.endPDFPage()
        context.closePDF()

        return data as Data
    }

    /// The smooth path a stroke is drawn along, in board space: from the first point, quadratic curves
    /// through the midpoints between recorded points (each recorded point the control of its curve),
    /// to the last point. The editor's canvas can draw the same path.
    public static func strokePath(for stroke: InkStroke) -> CGPath {
        let points = stroke.points.map { CGPoint(x: $0.x, y: $0.y) }
        let path = CGMutablePath()
        guard let first = points.first else { return path }
        path.move(to: first)
        guard points.count > 2 else {
            if let last = points.last, points.count == 2 { path.addLine(to: last) }
            return path
        }
        path.addLine(to: midpoint(points[0], points[1]))
        for index in 1..<(points.count - 1) {
            path.addQuadCurve(to: midpoint(points[index], points[index + 1]), control: points[index])
        }
        if let last = points.last { path.addLine(to: last) }
        return path
    }

    private static func midpoint(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }

    private static func canvasSize(of snapshot: BoardSnapshot) throws -> CGSize {
        let size = snapshot.canvasSize
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw DocumentError(.corrupt, detail: "The board’s canvas size (\(size.width) × \(size.height)) is not a positive size")
        }
        return size.cgSize
    }

    private static func draw(_ snapshot: BoardSnapshot, in context: CGContext, canvas: CGSize,
                             transparentBackground: Bool, source: URL?) throws {
        // Board space: y down from the top-left corner, as the editor records it.
        context.translateBy(x: 0, y: canvas.height)
        context.scaleBy(x: 1, y: -1)
        context.interpolationQuality = .high
        let canvasRect = CGRect(origin: .zero, size: canvas)

        if !transparentBackground {
            context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
            context.fill(canvasRect)
        }
        if let background = snapshot.backgroundPNG, !background.isEmpty {
            drawUpright(try decode(background, what: "The background image",
                                   file: source.map { BoardPackageStore.backgroundFile(in: $0) }),
                        in: canvasRect, context: context)
        }

        context.setLineCap(.round)
        context.setLineJoin(.round)
        for stroke in snapshot.strokes where isDrawable(stroke) {
            let color = stroke.color
            if stroke.points.count == 1, let point = stroke.points.first {
                context.setFillColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
                context.fillEllipse(in: CGRect(x: point.x - stroke.width / 2, y: point.y - stroke.width / 2,
                                               width: stroke.width, height: stroke.width))
            } else {
                context.setStrokeColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
                context.setLineWidth(stroke.width)
                context.beginPath()
                context.addPath(strokePath(for: stroke))
                context.strokePath()
            }
        }

        for sticker in snapshot.stickers {
            guard sticker.position.x.isFinite, sticker.position.y.isFinite, sticker.scale.isFinite, sticker.scale > 0,
                  sticker.rotationRadians.isFinite else { continue }
            let image = try decode(sticker.imagePNG, what: "The image of sticker \(sticker.id.uuidString)",
                                   file: source.map { BoardPackageStore.stickerFile(of: sticker.id, in: $0) })
            let size = CGSize(width: Double(image.width) * sticker.scale, height: Double(image.height) * sticker.scale)
            context.saveGState()
            context.translateBy(x: sticker.position.x, y: sticker.position.y)
            context.rotate(by: sticker.rotationRadians)
            drawUpright(image, in: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height),
                        context: context)
            context.restoreGState()
        }
    }

    private static func isDrawable(_ stroke: InkStroke) -> Bool {
        stroke.width.isFinite && stroke.width > 0 && !stroke.points.isEmpty
            && stroke.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    /// `draw(_:in:)` puts an image's first row at `rect.maxY`, the bottom in board space; flipping
    /// about the rectangle's middle puts it at the top.
    private static func drawUpright(_ image: CGImage, in rect: CGRect, context: CGContext) {
        context.saveGState()
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        context.restoreGState()
    }

    /// Decodes one image of the board. Errors name `file` (where the image is kept in the package)
    /// when it is known: without it, whoever reports the error fills in its own file — for an export,
    /// the output, which is not what is damaged.
    private static func decode(_ data: Data, what: String, file: URL?) throws -> CGImage {
        guard !data.isEmpty else {
            throw DocumentError(.corrupt, url: file, detail: "\(what) is missing (no image data)")
        }
        do {
            return try CGImage.decode(data)
        } catch let error as DocumentError {
            throw DocumentError(error.code, url: file, detail: "\(what): \(error.detail ?? error.message)")
        }
    }
}
