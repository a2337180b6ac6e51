import Foundation
import QuireGraphics

/// The radii of a rectangle's four corners (SwiftUI's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
                topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// Each radius less `amount`, never below zero.
    func inset(by amount: CGFloat) -> RectangleCornerRadii {
        RectangleCornerRadii(topLeading: max(topLeading - amount, 0), bottomLeading: max(bottomLeading - amount, 0),
                             bottomTrailing: max(bottomTrailing - amount, 0), topTrailing: max(topTrailing - amount, 0))
    }
}

/// A rectangle whose corners each have their own radius, filling the view.
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius,
                                                    topTrailing: topTrailingRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        Path { path in
            path.addRoundedRect(in: rect.insetBy(dx: insetAmount, dy: insetAmount),
                                cornerRadii: cornerRadii.inset(by: insetAmount), style: style)
        }
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

/// The shape of the container a view is in (SwiftUI's `ContainerRelativeShape`): on iOS a widget's
/// or an app icon's rounded corners inset. GNOME's containers draw their own corners, so it is
/// mapped to a rectangle filling the view.
public struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0

    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

extension Path {
    /// Adds a rectangle whose corners have the radii `cornerRadii` (leading is left: Quire lays out
    /// left to right), each at most half the shorter side, clockwise from the top-left corner's end.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        guard !rect.isNull, !rect.isEmpty else { return }
        let limit = min(rect.width, rect.height) / 2
        func clamp(_ radius: CGFloat) -> CGFloat { radius.isFinite ? min(max(radius, 0), limit) : 0 }
        let tl = clamp(cornerRadii.topLeading), tr = clamp(cornerRadii.topTrailing)
        let br = clamp(cornerRadii.bottomTrailing), bl = clamp(cornerRadii.bottomLeading)
        // A quarter circle as one cubic Bézier: control points at this fraction of the radius.
        let k: CGFloat = 0.5522847498
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        var path = Path()
        path.move(to: CGPoint(x: minX + tl, y: minY))
        path.addLine(to: CGPoint(x: maxX - tr, y: minY))
        if tr > 0 {
            path.addCurve(to: CGPoint(x: maxX, y: minY + tr), control1: CGPoint(x: maxX - tr + k * tr, y: minY),
                          control2: CGPoint(x: maxX, y: minY + tr - k * tr))
        }
        path.addLine(to: CGPoint(x: maxX, y: maxY - br))
        if br > 0 {
            path.addCurve(to: CGPoint(x: maxX - br, y: maxY), control1: CGPoint(x: maxX, y: maxY - br + k * br),
                          control2: CGPoint(x: maxX - br + k * br, y: maxY))
        }
        path.addLine(to: CGPoint(x: minX + bl, y: maxY))
        if bl > 0 {
            path.addCurve(to: CGPoint(x: minX, y: maxY - bl), control1: CGPoint(x: minX + bl - k * bl, y: maxY),
                          control2: CGPoint(x: minX, y: maxY - bl + k * bl))
        }
        path.addLine(to: CGPoint(x: minX, y: minY + tl))
        if tl > 0 {
            path.addCurve(to: CGPoint(x: minX + tl, y: minY), control1: CGPoint(x: minX, y: minY + tl - k * tl),
                          control2: CGPoint(x: minX + tl - k * tl, y: minY))
        }
        path.closeSubpath()
        addPath(path, transform: transform)
    }
}
