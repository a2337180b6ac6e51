import Foundation
import QuireGraphics

extension GraphicsContext {
    /// How what the context draws combines with what the canvas holds (SwiftUI's
    /// `GraphicsContext.BlendMode`): cairo's operators. cairo has no `plusDarker`; it is drawn as
    /// `darken`.
    public struct BlendMode: Hashable, Sendable {
        let mode: CGBlendMode

        public static let normal = BlendMode(mode: .normal)
        public static let multiply = BlendMode(mode: .multiply)
        public static let screen = BlendMode(mode: .screen)
        public static let overlay = BlendMode(mode: .overlay)
        public static let darken = BlendMode(mode: .darken)
        public static let lighten = BlendMode(mode: .lighten)
        public static let colorDodge = BlendMode(mode: .colorDodge)
        public static let colorBurn = BlendMode(mode: .colorBurn)
        public static let softLight = BlendMode(mode: .softLight)
        public static let hardLight = BlendMode(mode: .hardLight)
        public static let difference = BlendMode(mode: .difference)
        public static let exclusion = BlendMode(mode: .exclusion)
        public static let hue = BlendMode(mode: .hue)
        public static let saturation = BlendMode(mode: .saturation)
        public static let color = BlendMode(mode: .color)
        public static let luminosity = BlendMode(mode: .luminosity)
        public static let clear = BlendMode(mode: .clear)
        public static let copy = BlendMode(mode: .copy)
        public static let sourceIn = BlendMode(mode: .sourceIn)
        public static let sourceOut = BlendMode(mode: .sourceOut)
        public static let sourceAtop = BlendMode(mode: .sourceAtop)
        public static let destinationOver = BlendMode(mode: .destinationOver)
        public static let destinationIn = BlendMode(mode: .destinationIn)
        public static let destinationOut = BlendMode(mode: .destinationOut)
        public static let destinationAtop = BlendMode(mode: .destinationAtop)
        public static let xor = BlendMode(mode: .xor)
        public static let plusDarker = BlendMode(mode: .darken)
        public static let plusLighter = BlendMode(mode: .plusLighter)
    }

    /// How later drawing combines with the canvas; a copy changed inside `drawLayer` stays there.
    public var blendMode: BlendMode {
        get { BlendMode(mode: state.blendMode) }
        set { state.blendMode = newValue.mode }
    }
}
