import CCairo
import QuireCore

// The context's current path. Points are taken in the user space current when each is added, as in
// CoreGraphics (and cairo): changing the transform afterwards doesn't move them.
extension CGContext {
    /// Discards the current path.
    public func beginPath() { cairo_new_path(cairo) }

    public func move(to point: CGPoint) { cairo_move_to(cairo, Double(point.x), Double(point.y)) }

    public func addLine(to point: CGPoint) { cairo_line_to(cairo, Double(point.x), Double(point.y)) }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach(addLine(to:))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard cairo_has_current_point(cairo) != 0 else { return move(to: end) }
        let start = currentPointOfPath
        let (control1, control2) = CGPath.cubicControls(from: start, control: control, to: end)
        addCurve(to: end, control1: control1, control2: control2)
    }

    public func closePath() { cairo_close_path(cairo) }

    public func addRect(_ rect: CGRect) {
        let path = CGMutablePath()
        path.addRect(rect)
        addPath(path)
    }

    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    public func addEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        addPath(path)
    }

    /// An arc (counterclockwise on screen in the default y-up space unless `clockwise`), joined by a
    /// line from the current point.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let segments = ArcApproximation.cubics(center: center, radius: radius, startAngle: startAngle,
                                               endAngle: endAngle, clockwise: clockwise)
        let start = CGPoint(x: center.x + radius * CGFloat(cos(Double(startAngle))),
                            y: center.y + radius * CGFloat(sin(Double(startAngle))))
        if cairo_has_current_point(cairo) != 0 { addLine(to: start) } else { move(to: start) }
        for segment in segments { addCurve(to: segment.end, control1: segment.control1, control2: segment.control2) }
    }

    /// Appends `path` in the current user space.
    public func addPath(_ path: CGPath) { path.replay(on: cairo) }

    public var isPathEmpty: Bool {
        let path = cairo_copy_path(cairo)
        defer { cairo_path_destroy(path) }
        return (path?.pointee.num_data ?? 0) == 0
    }

    /// The current point in user space; `.zero` when there is none.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cairo) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path in user space; `.null` when it is empty.
    public var boundingBoxOfPath: CGRect {
        guard !isPathEmpty else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Runs `body` (which may use cairo's path) and puts the current path back afterwards.
    func preservingPath(_ body: () -> Void) {
        let saved = cairo_copy_path(cairo)
        defer { cairo_path_destroy(saved) }
        cairo_new_path(cairo)
        body()
        cairo_new_path(cairo)
        if let saved, saved.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cairo, saved) }
    }
}
