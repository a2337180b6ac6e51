import CCairo
import QuireCore

// PDF auxiliary-info and page-info keys (CoreGraphics' names). Computed: `NSString` isn't `Sendable`,
// so a stored global would not be concurrency-safe.

/// Page info: the page's media box, a `CGRect` (or `Data` holding one, as Apple's `CFData`).
public var kCGPDFContextMediaBox: CFString { "MediaBox" }
/// Document info: the title.
public var kCGPDFContextTitle: CFString { "kCGPDFContextTitle" }
/// Document info: the author.
public var kCGPDFContextAuthor: CFString { "kCGPDFContextAuthor" }
/// Document info: the subject.
public var kCGPDFContextSubject: CFString { "kCGPDFContextSubject" }
/// Document info: keywords (a string, or an array of strings).
public var kCGPDFContextKeywords: CFString { "kCGPDFContextKeywords" }
/// Document info: the creating application.
public var kCGPDFContextCreator: CFString { "kCGPDFContextCreator" }

extension CGContext {
    /// US Letter, CoreGraphics' media box when none is given.
    static let letterMediaBox = CGRect(x: 0, y: 0, width: 612, height: 792)

    /// A PDF context writing to `consumer`. `mediaBox` is the default page rectangle in points
    /// (US Letter when nil); `auxiliaryInfo` may carry the title, author, subject, keywords and creator.
    /// Draw each page between `beginPDFPage(_:)` and `endPDFPage()`, then `closePDF()`. Strokes and
    /// fills stay vector paths; images are embedded.
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        let box = mediaBox?.pointee.standardized ?? Self.letterMediaBox
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return nil }
        let target = PDFTarget(consumer: consumer, defaultMediaBox: box)
        // The consumer outlives the surface: the context holds the target, and finishes the surface
        // in `deinit` before letting go of it.
        let surface: OpaquePointer = cairo_pdf_surface_create_for_stream({ closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<CGDataConsumer>.fromOpaque(closure).takeUnretainedValue().append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(consumer).toOpaque(), Double(box.width), Double(box.height))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        Self.setMetadata(auxiliaryInfo, on: surface)
        self.init(surface: surface, kind: .pdf(target), baseTransform: Self.pageTransform(box))
    }

    private static func setMetadata(_ info: CFDictionary?, on surface: OpaquePointer) {
        guard let info else { return }
        let fields: [(CFString, cairo_pdf_metadata_t)] = [
            (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
            (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS),
            (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
        ]
        for (key, field) in fields {
            let value = info[key as String]
            let text = (value as? String) ?? (value as? [String])?.joined(separator: ", ")
            if let text { cairo_pdf_surface_set_metadata(surface, field, text) }
        }
    }

    /// CoreGraphics page space (y up, origin at the media box's origin) → cairo's page (y down).
    static func pageTransform(_ box: CGRect) -> CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.height + box.minY)
    }

    /// Starts a page, sized by `pageInfo[kCGPDFContextMediaBox]` or the context's media box, with a
    /// fresh graphics state. A page still open is ended first.
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        guard case .pdf(let target) = kind, !target.isClosed else { return }
        if target.isInPage { endPDFPage() }
        let box = Self.mediaBox(in: pageInfo) ?? target.defaultMediaBox
        cairo_pdf_surface_set_size(surface, Double(box.width), Double(box.height))
        baseTransform = Self.pageTransform(box)
        cairo_destroy(cairo)
        cairo = cairo_create(surface)
        resetDrawingState()
        target.isInPage = true
    }

    /// Ends the current page.
    public func endPDFPage() {
        guard case .pdf(let target) = kind, target.isInPage, !target.isClosed else { return }
        cairo_show_page(cairo)
        target.isInPage = false
    }

    /// Ends the open page, if any, and writes the rest of the document to the consumer. Drawing
    /// afterwards is ignored.
    public func closePDF() {
        guard case .pdf(let target) = kind, !target.isClosed else { return }
        if target.isInPage { endPDFPage() }
        cairo_surface_finish(surface)
        target.isClosed = true
    }

    private static func mediaBox(in pageInfo: CFDictionary?) -> CGRect? {
        guard let value = pageInfo?[kCGPDFContextMediaBox as String] else { return nil }
        var rect: CGRect?
        if let box = value as? CGRect {
            rect = box
        } else if let data = value as? Data, data.count == MemoryLayout<CGRect>.size {
            rect = data.withUnsafeBytes { $0.loadUnaligned(as: CGRect.self) }
        } else if let value = value as? NSValue {
            rect = value.rectValue
        }
        guard let box = rect?.standardized, box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite,
              box.minX.isFinite, box.minY.isFinite else { return nil }
        return box
    }
}
