import Foundation
import QuireGraphics

/// How a rounded rectangle's corners curve (SwiftUI's `RoundedCornerStyle`). Both are drawn as
/// circular arcs: cairo has no continuous-curvature corner, and at a view's corner radii the two
/// differ by less than a pixel.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

extension Path {
    /// A rectangle with rounded corners of `cornerRadius` (at most half the shorter side).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Adds a rectangle with elliptical corners of `cornerSize` (each at most half the side it is
    /// on), clockwise from the top-left corner's end, as a closed subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let rx = min(max(cornerSize.width, 0), rect.width / 2)
        let ry = min(max(cornerSize.height, 0), rect.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(rect, transform: transform)
            return
        }
        // A quarter ellipse as one cubic Bézier: control points at this fraction of the radius.
        let k: CGFloat = 0.5522847498
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        var path = Path()
        path.move(to: CGPoint(x: minX + rx, y: minY))
        path.addLine(to: CGPoint(x: maxX - rx, y: minY))
        path.addCurve(to: CGPoint(x: maxX, y: minY + ry), control1: CGPoint(x: maxX - rx + k * rx, y: minY),
                      control2: CGPoint(x: maxX, y: minY + ry - k * ry))
        path.addLine(to: CGPoint(x: maxX, y: maxY - ry))
        path.addCurve(to: CGPoint(x: maxX - rx, y: maxY), control1: CGPoint(x: maxX, y: maxY - ry + k * ry),
                      control2: CGPoint(x: maxX - rx + k * rx, y: maxY))
        path.addLine(to: CGPoint(x: minX + rx, y: maxY))
        path.addCurve(to: CGPoint(x: minX, y: maxY - ry), control1: CGPoint(x: minX + rx - k * rx, y: maxY),
                      control2: CGPoint(x: minX, y: maxY - ry + k * ry))
        path.addLine(to: CGPoint(x: minX, y: minY + ry))
        path.addCurve(to: CGPoint(x: minX + rx, y: minY), control1: CGPoint(x: minX, y: minY + ry - k * ry),
                      control2: CGPoint(x: minX + rx - k * rx, y: minY))
        path.closeSubpath()
        addPath(path, transform: transform)
    }
}
