import QuireCore
import QuireGraphics

extension Color {
    /// The colour of a `CGColor`.
    public init(cgColor: CGColor) {
        let components = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]),
                  opacity: Double(components[3]))
    }

    /// This colour as a `CGColor`; nil for a colour the style sheet decides (`.primary`,
    /// `.accentColor`, a colour set), as SwiftUI gives nil for its dynamic colours.
    public var cgColor: CGColor? {
        guard case .rgb(let red, let green, let blue) = value else { return nil }
        return CGColor(red: red, green: green, blue: blue, alpha: opacity)
    }

    /// Red, green, blue and opacity; a colour the style sheet decides is taken as libadwaita's light
    /// style shows it (the accent blue, text black at 80 %), a colour set as the style is now.
    var rgba: ColorComponents {
        switch value {
        case let .rgb(red, green, blue):
            ColorComponents(red: red, green: green, blue: blue, opacity: opacity)
        case let .asset(set, _):
            Self.components(of: AssetCatalogs.isDark ? set.darkColor ?? set.color : set.color, opacity: opacity)
        case .platform("@accent_color"):
            ColorComponents(red: 0x35 / 255, green: 0x84 / 255, blue: 0xE4 / 255, opacity: opacity)
        case .platform:
            ColorComponents(red: 0, green: 0, blue: 0, opacity: 0.8 * opacity)
        }
    }

    private static func components(of rgba: AssetColorSet.RGBA, opacity: Double) -> ColorComponents {
        ColorComponents(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha * opacity)
    }

    /// `rgba` as a CoreGraphics colour, for drawing.
    var resolvedCGColor: CGColor {
        let rgba = self.rgba
        return CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.opacity)
    }
}

/// A colour's red, green, blue and opacity, each 0…1 (what a colour picker widget shows and reports).
package struct ColorComponents: Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var opacity: Double

    package init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }
}
