/// Something to fill or colour with (SwiftUI's `ShapeStyle`): a `Color`, or a level of the text
/// colour (`.primary`, `.secondary`, `.tertiary`).
public protocol ShapeStyle: Sendable {}

/// The text colour at a level of emphasis.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let opacity: Double

    public static let primary = HierarchicalShapeStyle(opacity: 1)
    public static let secondary = HierarchicalShapeStyle(opacity: 0.55)
    public static let tertiary = HierarchicalShapeStyle(opacity: 0.35)
    public static let quaternary = HierarchicalShapeStyle(opacity: 0.2)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var accentColor: Color { .accentColor }
}

/// A shape style reduced to the one thing a backend draws: a colour.
typealias ResolvedShapeStyle = Color

extension ShapeStyle {
    /// The colour this style draws with.
    var resolved: Color {
        switch self {
        case let color as Color: color
        case let level as HierarchicalShapeStyle: Color.primary.opacity(level.opacity)
        default: Color.primary
        }
    }
}
