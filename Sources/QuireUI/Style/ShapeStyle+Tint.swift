import Foundation

extension View {
    /// The accent colour of the controls in this view, from any shape style. A GNOME control's accent
    /// is one colour, so the style resolves to one (`TintColor`); nil: the system's.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        self.tint(tint.flatMap(TintColor.resolve))
    }
}

/// The one colour a shape style gives a control's accent: a colour is itself; a gradient is the
/// colour halfway along it (between the stops on either side of the middle); a hierarchical style
/// (`.primary`, `.secondary`, …) is the window's text colour (`@window_fg_color`) at that level;
/// `.background` the window's background (`@window_bg_color`) — libadwaita's colours, so they follow
/// the dark style. A style of no colour (an app's own) leaves the system's accent.
enum TintColor {
    static func resolve(_ style: some ShapeStyle) -> Color? {
        switch style {
        case let color as Color: color
        case let hierarchical as HierarchicalShapeStyle: Color(.platform("@window_fg_color"), opacity: hierarchical.opacity)
        case is BackgroundStyle: Color(.platform("@window_bg_color"))
        case let gradient as LinearGradient: middle(of: gradient.gradient)
        case let gradient as RadialGradient: middle(of: gradient.gradient)
        case let gradient as AngularGradient: middle(of: gradient.gradient)
        case let gradient as EllipticalGradient: middle(of: gradient.gradient)
        default: nil
        }
    }

    /// The colour at the gradient's middle: mixed from the stops around it when both are RGB, else
    /// the nearer one's.
    static func middle(of gradient: Gradient) -> Color? {
        let stops = gradient.stops.sorted { $0.location < $1.location }
        guard let after = stops.firstIndex(where: { $0.location >= 0.5 }) else { return stops.last?.color }
        guard after > 0, stops[after].location > 0.5 else { return stops[after].color }
        let (lower, upper) = (stops[after - 1], stops[after])
        let span = upper.location - lower.location
        let fraction = span > 0 ? Double((0.5 - lower.location) / span) : 0
        guard case let .rgb(r1, g1, b1) = lower.color.value, case let .rgb(r2, g2, b2) = upper.color.value else {
            return fraction < 0.5 ? lower.color : upper.color
        }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return Color(red: mix(r1, r2), green: mix(g1, g2), blue: mix(b1, b2),
                     opacity: mix(lower.color.opacity, upper.color.opacity))
    }
}
