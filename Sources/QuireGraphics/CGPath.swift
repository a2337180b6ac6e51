import CCairo
import QuireCore

/// One step of a path, in CoreGraphics' element kinds.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path: its kind and its points (end point last).
public struct CGPathElement: Equatable, Sendable {
    public var type: CGPathElementType
    /// 1 point for a move or line, 2 for a quadratic curve (control, end), 3 for a cubic, none for close.
    public var points: [CGPoint]
}

/// How a fill decides what is inside a path.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// An immutable graphics path (CoreGraphics' `CGPath`); build one with `CGMutablePath`.
public class CGPath: Equatable, CustomStringConvertible {
    var elements: [CGPathElement] = []
    var subpathStart: CGPoint?

    init(elements: [CGPathElement], subpathStart: CGPoint?) {
        self.elements = elements
        self.subpathStart = subpathStart
    }

    /// A path of one rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements, subpathStart: path.subpathStart)
    }

    /// A path of one ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements, subpathStart: path.subpathStart)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (the subpath's start after a close); `.zero` for an empty path.
    public var currentPoint: CGPoint {
        guard let last = elements.last else { return .zero }
        if last.type == .closeSubpath { return subpathStart ?? .zero }
        return last.points.last ?? .zero
    }

    /// The smallest rectangle holding every point, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for point in points {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle holding the path's curves (computed from cairo's flattened path).
    public var boundingBoxOfPath: CGRect {
        guard !isEmpty else { return .null }
        return ScratchCairo.withPath(self) { cairo in
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
            return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        }
    }

    /// Whether `point` is inside the path, filled with `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let local = point.applying(transform.inverted())
        return ScratchCairo.withPath(self) { cairo in
            cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            return cairo_in_fill(cairo, Double(local.x), Double(local.y)) != 0
        }
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (CGPathElement) -> Void) {
        elements.forEach(block)
    }

    public func copy() -> CGPath? { CGPath(elements: elements, subpathStart: subpathStart) }

    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.elements = elements
        copy.subpathStart = subpathStart
        return copy
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public var description: String { "CGPath(\(elements.count) elements)" }

    /// Replays the path onto cairo's current path (in cairo's current user space).
    func replay(on cairo: OpaquePointer) {
        var current = CGPoint.zero
        for element in elements {
            switch element.type {
            case .moveToPoint:
                current = element.points[0]
                cairo_move_to(cairo, Double(current.x), Double(current.y))
            case .addLineToPoint:
                current = element.points[0]
                cairo_line_to(cairo, Double(current.x), Double(current.y))
            case .addQuadCurveToPoint:
                let (control1, control2) = Self.cubicControls(from: current, control: element.points[0], to: element.points[1])
                current = element.points[1]
                cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                               Double(current.x), Double(current.y))
            case .addCurveToPoint:
                let points = element.points
                current = points[2]
                cairo_curve_to(cairo, Double(points[0].x), Double(points[0].y), Double(points[1].x), Double(points[1].y),
                               Double(current.x), Double(current.y))
            case .closeSubpath:
                cairo_close_path(cairo)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cairo, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    /// cairo draws cubic curves only; a quadratic one is the cubic with controls 2/3 of the way from
    /// each end to the quadratic's control point.
    static func cubicControls(from start: CGPoint, control: CGPoint, to end: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
         CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }
}

/// A path under construction (CoreGraphics' `CGMutablePath`). Angles are radians; in CoreGraphics'
/// y-up space, `clockwise` arcs turn clockwise on screen.
public final class CGMutablePath: CGPath {
    public init() { super.init(elements: [], subpathStart: nil) }

    private func append(_ type: CGPathElementType, _ points: [CGPoint], _ transform: CGAffineTransform) {
        elements.append(CGPathElement(type: type, points: points.map { $0.applying(transform) }))
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.moveToPoint, [point], transform)
        subpathStart = point.applying(transform)
    }

    /// A line from the current point; with none, the path starts at `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { return move(to: point, transform: transform) }
        append(.addLineToPoint, [point], transform)
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { move(to: control, transform: transform) }
        append(.addQuadCurveToPoint, [control, end], transform)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        if elements.isEmpty { move(to: control1, transform: transform) }
        append(.addCurveToPoint, [control1, control2, end], transform)
    }

    public func closeSubpath() {
        guard !elements.isEmpty, elements.last?.type != .closeSubpath else { return }
        elements.append(CGPathElement(type: .closeSubpath, points: []))
    }

    /// A closed subpath around `rect`: its origin, then along x first.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        move(to: CGPoint(x: rect.minX, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY), transform: transform)
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`, as four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        // The control distance that makes a quarter cubic closest to a circular arc.
        let kappa: CGFloat = 0.552_284_749_831
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * kappa),
                 control2: CGPoint(x: cx + rx * kappa, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * kappa, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + ry * kappa), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * kappa),
                 control2: CGPoint(x: cx - rx * kappa, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * kappa, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - ry * kappa), transform: transform)
        closeSubpath()
    }

    /// A rectangle with elliptical corners.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let rx = min(max(cornerWidth, 0), rect.width / 2), ry = min(max(cornerHeight, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect, transform: transform) }
        let k: CGFloat = 0.552_284_749_831
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY), transform: transform)
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry), transform: transform)
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k),
                 control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY), transform: transform)
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY), transform: transform)
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k), transform: transform)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry), transform: transform)
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k),
                 control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY), transform: transform)
        closeSubpath()
    }

    /// An arc of the circle at `center`, from `startAngle` to `endAngle`, preceded by a line from the
    /// current point to the arc's start (or a move when the path is empty).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let segments = ArcApproximation.cubics(center: center, radius: radius, startAngle: startAngle,
                                               endAngle: endAngle, clockwise: clockwise)
        let start = CGPoint(x: center.x + radius * CGFloat(cos(Double(startAngle))),
                            y: center.y + radius * CGFloat(sin(Double(startAngle))))
        if elements.isEmpty || elements.last?.type == .closeSubpath {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        for segment in segments {
            addCurve(to: segment.end, control1: segment.control1, control2: segment.control2, transform: transform)
        }
    }

    /// Appends `path`'s elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements {
            elements.append(CGPathElement(type: element.type, points: element.points.map { $0.applying(transform) }))
            if element.type == .moveToPoint { subpathStart = element.points[0].applying(transform) }
        }
    }
}

/// Cubic Bézier segments (each at most a quarter turn) approximating a circular arc.
enum ArcApproximation {
    struct Segment {
        let control1: CGPoint
        let control2: CGPoint
        let end: CGPoint
    }

    static func cubics(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) -> [Segment] {
        let start = Double(startAngle), end = Double(endAngle), r = Double(radius)
        guard start.isFinite, end.isFinite, r.isFinite, r > 0 else { return [] }
        // CoreGraphics' y-up convention: counterclockwise is increasing angle.
        var sweep = end - start
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) - 2 * .pi }
            sweep = max(sweep, -2 * .pi)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
            sweep = min(sweep, 2 * .pi)
        }
        guard sweep != 0 else { return [] }
        let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var segments: [Segment] = []
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            segments.append(Segment(
                control1: CGPoint(x: center.x + CGFloat(r * (c0 - k * s0)), y: center.y + CGFloat(r * (s0 + k * c0))),
                control2: CGPoint(x: center.x + CGFloat(r * (c1 + k * s1)), y: center.y + CGFloat(r * (s1 - k * c1))),
                end: CGPoint(x: center.x + CGFloat(r * c1), y: center.y + CGFloat(r * s1))))
            angle = next
        }
        return segments
    }
}

/// A 1×1 cairo context for questions about a path (extents, hit tests).
enum ScratchCairo {
    static func withPath<T>(_ path: CGPath, _ body: (OpaquePointer) -> T) -> T {
        // cairo never returns NULL here: at worst an object in an error state, which answers harmlessly.
        let surface: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        let cairo: OpaquePointer = cairo_create(surface)
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        path.replay(on: cairo)
        return body(cairo)
    }
}
