import Foundation

/// A point in a view's own unit square (SwiftUI's `UnitPoint`): (0, 0) is the top leading corner,
/// (1, 1) the bottom trailing one.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Colours along a line (SwiftUI's `Gradient`).
public struct Gradient: Hashable, Sendable {
    /// A colour at a position between 0 and 1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// `colors` spread evenly.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }
}

/// A view filled with a gradient from `startPoint` to `endPoint` (SwiftUI's `LinearGradient`), taking
/// all the space offered — as a window background, say.
public struct LinearGradient: View, Hashable, Sendable {
    public typealias Body = Never

    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The CSS `linear-gradient(…)` drawing it: the angle points from start to end (CSS: 0deg is up,
    /// clockwise).
    package var css: String {
        let dx = Double(endPoint.x - startPoint.x), dy = Double(endPoint.y - startPoint.y)
        let degrees = dx == 0 && dy == 0 ? 180 : (atan2(dx, -dy) * 180 / .pi).rounded()
        let stops = gradient.stops.map { "\($0.color.css) \(Int((Double($0.location) * 100).rounded()))%" }
        let colors = stops.isEmpty ? ["transparent", "transparent"] : stops.count == 1 ? stops + stops : stops
        return "linear-gradient(\(Int(degrees))deg, \(colors.joined(separator: ", ")))"
    }
}

extension LinearGradient: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { GradientNode(context) }
}
