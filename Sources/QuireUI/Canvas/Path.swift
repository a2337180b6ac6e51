import Foundation
import QuireGraphics

/// An outline (SwiftUI's `Path`): a value made of move, line, curve and close elements, in the
/// coordinates of the view drawing it (origin top-left, y down).
public struct Path: Hashable, Sendable {
    /// One element of a path.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    private(set) var elements: [Element] = []
    /// The start of the current subpath, where `closeSubpath` returns to.
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// An ellipse filling `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// The same outline as a CoreGraphics path.
    public init(_ path: CGPath) {
        path.applyWithBlock { element in
            let p = element.points
            switch element.type {
            case .moveToPoint: if p.count >= 1 { move(to: p[0]) }
            case .addLineToPoint: if p.count >= 1 { addLine(to: p[0]) }
            case .addQuadCurveToPoint: if p.count >= 2 { addQuadCurve(to: p[1], control: p[0]) }
            case .addCurveToPoint: if p.count >= 3 { addCurve(to: p[2], control1: p[0], control2: p[1]) }
            case .closeSubpath: closeSubpath()
            }
        }
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Where the last element ends; nil for an empty path.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case nil: nil
        case .move(let p)?, .line(let p)?, .quadCurve(let p, _)?, .curve(let p, _, _)?: p
        case .closeSubpath?: subpathStart
        }
    }

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// A line from the current point; a path with no current point starts there instead.
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        addLines(corners.map { $0.applying(transform) })
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let ellipse = CGMutablePath()
        ellipse.addEllipse(in: rect, transform: transform)
        addPath(Path(ellipse))
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        let moved = path.applying(transform)
        elements += moved.elements
        subpathStart = moved.subpathStart
    }

    /// This path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        result.subpathStart = subpathStart?.applying(transform)
        return result
    }

    /// This path moved by `x`, `y`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The smallest rectangle holding every point of the path (curves' control points left out);
    /// `.null` for an empty path.
    public var boundingRect: CGRect {
        isEmpty ? .null : cgPath.boundingBoxOfPath
    }

    /// Whether `point` is inside the filled path.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        cgPath.contains(point, using: eoFill ? .evenOdd : .winding)
    }

    /// The same outline as a CoreGraphics path.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .move(let p): path.move(to: p)
            case .line(let p): path.addLine(to: p)
            case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }

    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
