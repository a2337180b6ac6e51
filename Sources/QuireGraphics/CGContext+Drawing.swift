import CCairo
import QuireCore

// Graphics state, transforms, colours and painting.
extension CGContext {
    // MARK: Graphics state

    /// Pushes the graphics state: transform, clip, line attributes, colours, alpha, blend mode.
    public func saveGState() {
        cairo_save(cairo)
        savedStates.append(state)
    }

    /// Pops the state pushed by the matching `saveGState()`; unbalanced calls are ignored.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        cairo_restore(cairo)
        state = saved
    }

    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        cairo_set_line_width(cairo, Double(width))
    }

    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cairo, cap.cairo) }

    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cairo, join.cairo) }

    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, Double(limit)) }

    /// Dashes: alternating painted and unpainted lengths, starting `phase` into the pattern; an empty
    /// array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map(Double.init)
        guard dashes.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return }
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase))
    }

    /// Opacity applied to everything drawn afterwards, 0…1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }

    public func setBlendMode(_ mode: CGBlendMode) { cairo_set_operator(cairo, mode.cairo) }

    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cairo, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// How images are resampled when drawn scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: Colours

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }

    func useSource(_ color: CGColor) {
        func clamped(_ value: CGFloat) -> Double { value.isFinite ? Double(min(max(value, 0), 1)) : 0 }
        cairo_set_source_rgba(cairo, clamped(color.red), clamped(color.green), clamped(color.blue),
                              clamped(color.alpha) * Double(state.alpha))
    }

    // MARK: Transforms

    /// The current transform from user space to the context's device space (CoreGraphics' y-up space).
    public var ctm: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return affineTransform(matrix).concatenating(baseTransform.inverted())
    }

    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, Double(x), Double(y)) }

    public func scaleBy(x: CGFloat, y: CGFloat) {
        // cairo refuses a singular matrix by putting the context in an error state for good.
        guard x != 0, y != 0, x.isFinite, y.isFinite else { return }
        cairo_scale(cairo, Double(x), Double(y))
    }

    /// A rotation by `angle` radians: counterclockwise on screen in the default y-up space.
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return }
        cairo_rotate(cairo, Double(angle))
    }

    /// Applies `transform` before the current one.
    public func concatenate(_ transform: CGAffineTransform) {
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant != 0, determinant.isFinite, transform.tx.isFinite, transform.ty.isFinite else { return }
        var matrix = cairoMatrix(transform)
        cairo_transform(cairo, &matrix)
    }

    // MARK: Painting the current path (each clears it, as in CoreGraphics)

    public func strokePath() {
        guard canDraw else { return cairo_new_path(cairo) }
        useSource(state.strokeColor)
        cairo_stroke(cairo)
        didDraw()
    }

    public func fillPath(using rule: CGPathFillRule = .winding) {
        guard canDraw else { return cairo_new_path(cairo) }
        useSource(state.fillColor)
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cairo)
        didDraw()
    }

    public func eoFillPath() { fillPath(using: .evenOdd) }

    public func drawPath(using mode: CGPathDrawingMode) {
        guard canDraw else { return cairo_new_path(cairo) }
        switch mode {
        case .fill: fillPath()
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            useSource(state.fillColor)
            cairo_set_fill_rule(cairo, mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill_preserve(cairo)
            strokePath()
        }
    }

    /// Intersects the clip with the current path (which is then cleared).
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }

    /// Intersects the clip with `rect`; the current path is kept.
    public func clip(to rect: CGRect) {
        preservingPath {
            cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(cairo)
        }
    }

    // MARK: Shapes (each replaces the current path, as in CoreGraphics)

    public func fill(_ rect: CGRect) { fill([rect]) }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes separate segments: points 0–1, 2–3, …
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent (a bitmap's pixels become 0); the current path is kept.
    public func clear(_ rect: CGRect) {
        guard canDraw else { return }
        preservingPath {
            cairo_save(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_fill(cairo)
            cairo_restore(cairo)
        }
        didDraw()
    }

    // MARK: Images

    /// Draws `image` scaled to fill `rect`, upright in CoreGraphics' y-up space (its first row at
    /// `rect.maxY`); the current path is kept.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let rect = rect.standardized
        guard canDraw, rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              rect.minX.isFinite, rect.minY.isFinite else { return }
        let source = image.storage.makeSurface()
        defer { cairo_surface_destroy(source) }
        let isBitmap: Bool = if case .bitmap = kind { true } else { false }
        preservingPath {
            cairo_save(cairo)
            cairo_translate(cairo, Double(rect.minX), Double(rect.maxY))
            cairo_scale(cairo, Double(rect.width) / Double(image.width), -Double(rect.height) / Double(image.height))
            cairo_rectangle(cairo, 0, 0, Double(image.width), Double(image.height))
            cairo_clip(cairo)
            cairo_set_source_surface(cairo, source, 0, 0)
            if let pattern = cairo_get_source(cairo) {
                cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
                // Hard edges as in CoreGraphics: without padding, filtering fades the border pixels
                // into transparency. PDF viewers draw image edges hard on their own.
                if isBitmap { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
            }
            cairo_paint_with_alpha(cairo, Double(state.alpha))
            cairo_restore(cairo)
        }
        didDraw()
    }
}
