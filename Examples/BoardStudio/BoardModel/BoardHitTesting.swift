import QuireCore
import QuireGraphics

// What lies under a point of the board: the editor's select and eraser tools ask. Board space is the
// editor's (points, origin top-left, y down, positive rotation clockwise).

extension Board {
    /// The topmost sticker whose (scaled, rotated) image covers `point`; `imageSize` gives a sticker's
    /// image size in pixels (one pixel per point at scale 1), nil when it can't be drawn.
    public func sticker(at point: CodablePoint, imageSize: (PlacedSticker) -> CGSize?) -> PlacedSticker.ID? {
        stickers.last { sticker in
            guard let size = imageSize(sticker) else { return false }
            return BoardGeometry.sticker(sticker, imageSize: size, contains: point)
        }?.id
    }

    /// The strokes whose ink comes within `radius` of the segment from `start` to `end` (a point when
    /// they are equal): what an eraser dragged along that segment touches, in drawing order.
    public func strokes(touchingSegmentFrom start: CodablePoint, to end: CodablePoint,
                        radius: Double) -> [InkStroke.ID] {
        strokes.filter { stroke in
            BoardGeometry.distance(from: stroke, toSegmentFrom: start, to: end) <= stroke.width / 2 + radius
        }.map(\.id)
    }
}

/// The geometry behind hit testing.
public enum BoardGeometry {
    /// Whether `point` falls on the sticker's image, `imageSize` pixels scaled and rotated about
    /// its centre.
    public static func sticker(_ sticker: PlacedSticker, imageSize: CGSize, contains point: CodablePoint) -> Bool {
        guard sticker.scale.isFinite, sticker.scale > 0, sticker.rotationRadians.isFinite else { return false }
        let dx = point.x - sticker.position.x, dy = point.y - sticker.position.y
        // Into the sticker's own axes: undo the rotation (clockwise in a y-down space), then the scale.
        let cosine = cos(-sticker.rotationRadians), sine = sin(-sticker.rotationRadians)
        let x = (dx * cosine - dy * sine) / sticker.scale
        let y = (dx * sine + dy * cosine) / sticker.scale
        return abs(x) <= imageSize.width / 2 && abs(y) <= imageSize.height / 2
    }

    /// The distance from the stroke's centre line (its recorded points joined) to a segment; infinity
    /// for a stroke with no points or non-finite ones.
    public static func distance(from stroke: InkStroke, toSegmentFrom start: CodablePoint,
                                to end: CodablePoint) -> Double {
        let points = stroke.points.map { CGPoint(x: $0.x, y: $0.y) }
        guard let first = points.first, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            return .infinity
        }
        let a = CGPoint(x: start.x, y: start.y), b = CGPoint(x: end.x, y: end.y)
        guard points.count > 1 else { return distance(from: first, toSegment: a, b) }
        var nearest = Double.infinity
        for index in 1..<points.count {
            nearest = min(nearest, distance(betweenSegment: points[index - 1], points[index], and: a, b))
        }
        return nearest
    }

    /// The distance from `point` to the segment `a`–`b`.
    public static func distance(from point: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared == 0 ? 0 : min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared, 0), 1)
        return hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy))
    }

    /// The distance between two segments: zero when they cross, else the nearest endpoint distance.
    public static func distance(betweenSegment a1: CGPoint, _ a2: CGPoint, and b1: CGPoint, _ b2: CGPoint) -> Double {
        if segmentsCross(a1, a2, b1, b2) { return 0 }
        return min(distance(from: a1, toSegment: b1, b2), distance(from: a2, toSegment: b1, b2),
                   distance(from: b1, toSegment: a1, a2), distance(from: b2, toSegment: a1, a2))
    }

    private static func segmentsCross(_ a1: CGPoint, _ a2: CGPoint, _ b1: CGPoint, _ b2: CGPoint) -> Bool {
        func side(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> Double {
            (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
        }
        let d1 = side(b1, b2, a1), d2 = side(b1, b2, a2), d3 = side(a1, a2, b1), d4 = side(a1, a2, b2)
        return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
    }
}

/// Where the board sits in an editor view: scaled to fit (aspect kept) times the zoom, centred, then
/// moved by the pan.
public struct BoardViewport: Equatable, Sendable {
    /// The zooms the editor offers: from a quarter of the fitted size to eight times it.
    public static let zoomRange = 0.25...8.0

    /// View points per board point.
    public let scale: Double
    /// Where the board's origin is in the view.
    public let origin: CGPoint

    /// `zoom` multiplies the fitting scale (clamped to `zoomRange`); `pan` moves the board in view
    /// points from where it would be centred.
    public init(canvasSize: CodableSize, viewSize: CGSize, zoom: Double = 1, pan: CGSize = .zero) {
        let width = canvasSize.width > 0 && canvasSize.width.isFinite ? canvasSize.width : 1
        let height = canvasSize.height > 0 && canvasSize.height.isFinite ? canvasSize.height : 1
        let fit = min(viewSize.width / width, viewSize.height / height)
        let zoom = zoom.isFinite ? min(max(zoom, Self.zoomRange.lowerBound), Self.zoomRange.upperBound) : 1
        scale = fit.isFinite && fit > 0 ? fit * zoom : zoom
        let panX = pan.width.isFinite ? pan.width : 0, panY = pan.height.isFinite ? pan.height : 0
        origin = CGPoint(x: (viewSize.width - width * scale) / 2 + panX, y: (viewSize.height - height * scale) / 2 + panY)
    }

    /// The board point under a view point.
    public func boardPoint(_ viewPoint: CGPoint) -> CodablePoint {
        CodablePoint(x: (viewPoint.x - origin.x) / scale, y: (viewPoint.y - origin.y) / scale)
    }

    /// The view point showing a board point.
    public func viewPoint(_ boardPoint: CodablePoint) -> CGPoint {
        CGPoint(x: origin.x + boardPoint.x * scale, y: origin.y + boardPoint.y * scale)
    }

    /// Board space → view space, for drawing.
    public var transform: CGAffineTransform {
        CGAffineTransform(translationX: origin.x, y: origin.y).scaledBy(x: scale, y: scale)
    }
}
