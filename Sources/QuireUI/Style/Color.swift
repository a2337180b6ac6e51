import Foundation
import QuireCore

/// A colour (SwiftUI's `Color`): the named colours follow GNOME's palette; RGB and white values are
/// in sRGB. As a view it fills the space it is offered.
public struct Color: Hashable, Sendable, ShapeStyle {
    enum Value: Hashable, Sendable {
        /// Components 0…1.
        case rgb(red: Double, green: Double, blue: Double)
        /// A named colour of the platform's style sheet (`@accent_color`), or the text colour.
        case platform(String)
        /// A colour set of an asset catalog, and its style sheet reference (`@quire_asset_0`): a named
        /// colour the toolkit defines, light or dark as the platform's style is.
        case asset(AssetColorSet, name: String)
    }

    let value: Value
    let opacity: Double

    init(_ value: Value, opacity: Double = 1) {
        self.value = value
        self.opacity = min(max(opacity, 0), 1)
    }

    /// A colour from red, green and blue components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.rgb(red: Self.clamp(red), green: Self.clamp(green), blue: Self.clamp(blue)), opacity: opacity)
    }

    /// A grey: 0 is black, 1 is white.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(value, opacity: self.opacity * opacity)
    }

    private static func clamp(_ component: Double) -> Double {
        component.isFinite ? min(max(component, 0), 1) : 0
    }

    private init(hex: UInt32) {
        self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255)
    }

    // GNOME's palette (the "3" shades of the HIG colours).
    public static let red = Color(hex: 0xE01B24)
    public static let orange = Color(hex: 0xFF7800)
    public static let yellow = Color(hex: 0xF6D32D)
    public static let green = Color(hex: 0x33D17A)
    public static let mint = Color(hex: 0x2EC27E)
    public static let teal = Color(hex: 0x2190A4)
    public static let cyan = Color(hex: 0x33C7DE)
    public static let blue = Color(hex: 0x3584E4)
    public static let indigo = Color(hex: 0x1C71D8)
    public static let purple = Color(hex: 0x9141AC)
    public static let pink = Color(hex: 0xDC8ADD)
    public static let brown = Color(hex: 0x986A44)
    public static let gray = Color(hex: 0x9A9996)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, opacity: 0)
    /// The text colour.
    public static let primary = Color(.platform("currentColor"))
    /// The text colour, dimmed.
    public static let secondary = Color(.platform("currentColor"), opacity: 0.55)
    /// The accent colour of the platform's style.
    public static let accentColor = Color(.platform("@accent_color"))

    /// The colour as a CSS value.
    package var css: String {
        switch value {
        case let .rgb(red, green, blue):
            let components = [red, green, blue].map { String(Int(($0 * 255).rounded())) }
            return "rgba(\(components.joined(separator: ", ")), \(Self.format(opacity)))"
        case let .platform(name), let .asset(_, name):
            return opacity >= 1 ? name : "alpha(\(name), \(Self.format(opacity)))"
        }
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.3g", value)
    }
}

extension Color: View {
    public typealias Body = Never
}

extension Color: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { ColorNode(context) }
}
