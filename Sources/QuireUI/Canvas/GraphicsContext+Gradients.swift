import Foundation
import QuireGraphics

/// A gradient a canvas fills with, in the canvas context's coordinates.
package struct GradientShading: Hashable, Sendable {
    package enum Geometry: Hashable, Sendable {
        case linear(start: CGPoint, end: CGPoint)
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Colours around `center` from `angle`, clockwise (y down), a full turn.
        case conic(center: CGPoint, angle: Angle)
    }

    package let gradient: Gradient
    package let geometry: Geometry
    /// Stretches the drawing (an elliptical gradient is a radial one squeezed along one axis).
    package var transform = CGAffineTransform.identity

    /// Paints the context's clip with the gradient.
    func paint(on context: CGContext) {
        context.concatenate(transform)
        switch geometry {
        case let .linear(start, end):
            guard let gradient = cgGradient(gradient.stops) else { return }
            context.drawLinearGradient(gradient, start: start, end: end,
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        case let .radial(center, startRadius, endRadius):
            guard let gradient = cgGradient(gradient.stops) else { return }
            context.drawRadialGradient(gradient, startCenter: center, startRadius: startRadius, endCenter: center,
                                       endRadius: endRadius,
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        case let .conic(center, angle):
            paintConic(on: context, center: center, angle: angle)
        }
    }

    /// cairo has no conic gradient: 360 one-degree wedges, each its location's colour, reaching past
    /// the clip's farthest corner.
    private func paintConic(on context: CGContext, center: CGPoint, angle: Angle) {
        let reach: CGFloat = 100_000
        let wedges = 360
        for index in 0..<wedges {
            let from = angle.radians + 2 * .pi * Double(index) / Double(wedges)
            let to = angle.radians + 2 * .pi * Double(index + 1) / Double(wedges) + 0.01
            let color = Self.color(in: gradient.stops, at: (CGFloat(index) + 0.5) / CGFloat(wedges))
            context.setFillColor(color.resolvedCGColor)
            context.beginPath()
            context.move(to: center)
            context.addLine(to: CGPoint(x: center.x + reach * CGFloat(cos(from)), y: center.y + reach * CGFloat(sin(from))))
            context.addLine(to: CGPoint(x: center.x + reach * CGFloat(cos(to)), y: center.y + reach * CGFloat(sin(to))))
            context.closePath()
            context.fillPath()
        }
    }

    private func cgGradient(_ stops: [Gradient.Stop]) -> CGGradient? {
        let colors = stops.map(\.color.resolvedCGColor)
        var locations = stops.map(\.location)
        return locations.withUnsafeMutableBufferPointer { buffer in
            CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray,
                       locations: UnsafePointer(buffer.baseAddress))
        }
    }

    /// The colour between the stops around `location` (the end colours beyond them).
    static func color(in stops: [Gradient.Stop], at location: CGFloat) -> Color {
        let sorted = stops.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        let upper = sorted.firstIndex { $0.location >= location } ?? sorted.count - 1
        let a = sorted[upper - 1], b = sorted[upper]
        let t = b.location > a.location ? Double((location - a.location) / (b.location - a.location)) : 0
        let ca = a.color.rgba, cb = b.color.rgba
        return Color(red: ca.red + (cb.red - ca.red) * t, green: ca.green + (cb.green - ca.green) * t,
                     blue: ca.blue + (cb.blue - ca.blue) * t, opacity: ca.opacity + (cb.opacity - ca.opacity) * t)
    }
}

extension GraphicsContext {
    /// How a gradient continues past its ends (SwiftUI's `GraphicsContext.GradientOptions`): Quire
    /// always continues the end colours (`.repeat` and `.mirror` are drawn as that too).
    public struct GradientOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1 << 0)
        public static let mirror = GradientOptions(rawValue: 1 << 1)
        public static let linearColor = GradientOptions(rawValue: 1 << 2)
    }
}

extension GraphicsContext.Shading {
    private static func gradient(_ gradient: Gradient, _ geometry: GradientShading.Geometry,
                                 transform: CGAffineTransform = .identity) -> Self {
        Self(color: gradient.stops.first?.color ?? .clear,
             gradient: GradientShading(gradient: gradient, geometry: geometry, transform: transform))
    }

    /// A gradient along the line from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                      options: GraphicsContext.GradientOptions = .init()) -> Self {
        Self.gradient(gradient, .linear(start: startPoint, end: endPoint))
    }

    /// A gradient in circles around `center`, from `startRadius` to `endRadius`.
    public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                      options: GraphicsContext.GradientOptions = .init()) -> Self {
        Self.gradient(gradient, .radial(center: center, startRadius: startRadius, endRadius: endRadius))
    }

    /// A gradient around `center`, starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                     options: GraphicsContext.GradientOptions = .init()) -> Self {
        Self.gradient(gradient, .conic(center: center, angle: angle))
    }

    /// What a shape style draws in `rect`: a gradient style's gradient, else its colour.
    static func style(_ style: any ShapeStyle, in rect: CGRect) -> Self {
        switch style {
        case let linear as LinearGradient:
            return .linearGradient(linear.gradient, startPoint: rect.point(at: linear.startPoint),
                                   endPoint: rect.point(at: linear.endPoint))
        case let radial as RadialGradient:
            return .radialGradient(radial.gradient, center: rect.point(at: radial.center),
                                   startRadius: radial.startRadius, endRadius: radial.endRadius)
        case let angular as AngularGradient:
            return .conicGradient(angular.gradient, center: rect.point(at: angular.center), angle: angular.startAngle)
        case let elliptical as EllipticalGradient:
            // A circle of the rectangle's width, squeezed to its height around the centre.
            let center = rect.point(at: elliptical.center)
            let squeeze = rect.width > 0 ? rect.height / rect.width : 1
            let transform = CGAffineTransform(translationX: center.x, y: center.y).scaledBy(x: 1, y: squeeze)
                .translatedBy(x: -center.x, y: -center.y)
            let radius = rect.width / 2
            return .gradient(elliptical.gradient, .radial(center: center, startRadius: elliptical.startRadiusFraction * radius,
                                                          endRadius: elliptical.endRadiusFraction * radius),
                             transform: transform)
        default:
            return .color(style.resolved)
        }
    }
}

extension CGRect {
    /// The point at `unit` of this rectangle.
    func point(at unit: UnitPoint) -> CGPoint {
        CGPoint(x: minX + unit.x * width, y: minY + unit.y * height)
    }
}
