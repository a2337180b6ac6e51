import Foundation
import QuireGraphics

/// A shape moved by an offset (what `Shape.offset` returns).
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

/// A shape turned about a point of its frame (what `Shape.rotation` returns).
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let turn = CGAffineTransform(translationX: pivot.x, y: pivot.y)
            .rotated(by: CGFloat(angle.radians)).translatedBy(x: -pivot.x, y: -pivot.y)
        return shape.path(in: rect).applying(turn)
    }
}

/// A shape scaled about a point of its frame (what `Shape.scale` returns).
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let scaling = CGAffineTransform(translationX: pivot.x, y: pivot.y)
            .scaledBy(x: scale.width, y: scale.height).translatedBy(x: -pivot.x, y: -pivot.y)
        return shape.path(in: rect).applying(scaling)
    }
}

/// A shape with an affine transform applied (what `Shape.transform` returns).
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

/// The part of a shape's outline between two fractions of its length (what `Shape.trim` returns).
public struct _TrimmedShape<Content: Shape>: Shape {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension ScaledShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
        ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
    }
}

extension Shape {
    /// This shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// This shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// This shape moved by `x`, `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// This shape turned by `angle` (clockwise, as y points down) about `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape scaled by `x`, `y` about `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` about `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// This shape with `transform` applied to its path.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The part of this shape's outline from `startFraction` to `endFraction` of its length (a
    /// progress ring is `Circle().trim(from: 0, to: progress).stroke(…)`).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
