import Foundation

/// A built-in shape that is a rectangle with elliptical corners, so a clip to it is the toolkit's
/// rounded clip rather than a path.
package protocol RoundedOutlineShape: Shape {
    func roundedOutline(in rect: CGRect) -> RoundedOutline
}

extension Rectangle: RoundedOutlineShape {
    package func roundedOutline(in rect: CGRect) -> RoundedOutline {
        RoundedOutline(rect: rect.insetBy(dx: insetAmount, dy: insetAmount), corner: .zero)
    }
}

extension RoundedRectangle: RoundedOutlineShape {
    package func roundedOutline(in rect: CGRect) -> RoundedOutline {
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        // As the path: corners no larger than half the sides.
        let corner = CGSize(width: min(max(cornerSize.width - insetAmount, 0), inset.width / 2),
                            height: min(max(cornerSize.height - insetAmount, 0), inset.height / 2))
        return RoundedOutline(rect: inset, corner: corner)
    }
}

extension Capsule: RoundedOutlineShape {
    package func roundedOutline(in rect: CGRect) -> RoundedOutline {
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = max(min(inset.width, inset.height) / 2, 0)
        return RoundedOutline(rect: inset, corner: CGSize(width: radius, height: radius))
    }
}

extension Circle: RoundedOutlineShape {
    package func roundedOutline(in rect: CGRect) -> RoundedOutline {
        let side = min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            .insetBy(dx: insetAmount, dy: insetAmount)
        let radius = max(square.width / 2, 0)
        return RoundedOutline(rect: square, corner: CGSize(width: radius, height: radius))
    }
}

extension Ellipse: RoundedOutlineShape {
    package func roundedOutline(in rect: CGRect) -> RoundedOutline {
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return RoundedOutline(rect: inset, corner: CGSize(width: max(inset.width / 2, 0), height: max(inset.height / 2, 0)))
    }
}

extension UnevenRoundedRectangle: RoundedOutlineShape {
    package func roundedOutline(in rect: CGRect) -> RoundedOutline {
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radii = cornerRadii.inset(by: insetAmount)
        let limit = min(inset.width, inset.height) / 2
        func corner(_ radius: CGFloat) -> CGSize { CGSize(width: min(radius, limit), height: min(radius, limit)) }
        return RoundedOutline(rect: inset, topLeading: corner(radii.topLeading), topTrailing: corner(radii.topTrailing),
                              bottomTrailing: corner(radii.bottomTrailing), bottomLeading: corner(radii.bottomLeading))
    }
}
