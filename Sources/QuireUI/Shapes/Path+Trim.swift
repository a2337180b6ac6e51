import Foundation

extension Path {
    /// The part of the path between `fromFraction` and `toFraction` of its length (both pinned to
    /// 0…1), as SwiftUI's `trimmedPath(from:to:)`. Curves are followed as 16 straight pieces each,
    /// under a pixel from the curve at view sizes; the trimmed path is made of lines.
    public func trimmedPath(from fromFraction: CGFloat, to toFraction: CGFloat) -> Path {
        guard fromFraction.isFinite, toFraction.isFinite else { return Path() }
        let from = min(max(fromFraction, 0), 1), to = min(max(toFraction, 0), 1)
        guard from < to else { return Path() }
        if from == 0, to == 1 { return self }
        let segments = lineSegments()
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return Path() }
        let start = from * total, end = to * total
        var trimmed = Path()
        var travelled: CGFloat = 0
        var last: CGPoint?
        for segment in segments {
            defer { travelled += segment.length }
            let segmentEnd = travelled + segment.length
            guard segmentEnd > start, travelled < end, segment.length > 0 else { continue }
            let a = segment.point(at: (max(start, travelled) - travelled) / segment.length)
            let b = segment.point(at: (min(end, segmentEnd) - travelled) / segment.length)
            if last != a || segment.startsSubpath { trimmed.move(to: a) }
            trimmed.addLine(to: b)
            last = b
        }
        return trimmed
    }

    /// A straight piece of the path.
    private struct LineSegment {
        let start: CGPoint
        let end: CGPoint
        /// Whether the piece starts a subpath (the trimmed path moves there rather than drawing).
        let startsSubpath: Bool

        var length: CGFloat { hypot(end.x - start.x, end.y - start.y) }

        func point(at t: CGFloat) -> CGPoint {
            CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
    }

    /// The path as straight pieces, curves flattened, closes drawn back to the subpath's start.
    private func lineSegments() -> [LineSegment] {
        var segments: [LineSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var startsSubpath = true
        func line(to point: CGPoint) {
            segments.append(LineSegment(start: current, end: point, startsSubpath: startsSubpath))
            startsSubpath = false
            current = point
        }
        let pieces = 16
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
                startsSubpath = true
            case .line(let point):
                line(to: point)
            case let .quadCurve(to, control):
                let p0 = current
                for step in 1...pieces {
                    let t = CGFloat(step) / CGFloat(pieces), u = 1 - t
                    line(to: CGPoint(x: u * u * p0.x + 2 * u * t * control.x + t * t * to.x,
                                     y: u * u * p0.y + 2 * u * t * control.y + t * t * to.y))
                }
            case let .curve(to, c1, c2):
                let p0 = current
                for step in 1...pieces {
                    let t = CGFloat(step) / CGFloat(pieces), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    line(to: CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * to.x,
                                     y: a * p0.y + b * c1.y + c * c2.y + d * to.y))
                }
            case .closeSubpath:
                line(to: subpathStart)
                startsSubpath = true
            }
        }
        return segments
    }

    /// Whether every point of the path is a finite number (a NaN or infinite point draws nothing).
    var isFinite: Bool {
        elements.allSatisfy { element in
            let points: [CGPoint] = switch element {
            case .move(let p), .line(let p): [p]
            case let .quadCurve(p, c): [p, c]
            case let .curve(p, c1, c2): [p, c1, c2]
            case .closeSubpath: []
            }
            return points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
        }
    }
}
