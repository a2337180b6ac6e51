import Foundation
import QuireGraphics

extension GraphicsContext {
    /// An effect on what the context draws next (SwiftUI's `GraphicsContext.Filter`): each drawing
    /// operation (a `drawLayer` as a whole) is drawn into a layer of its own, its pixels filtered by
    /// every filter added, in order, then composited. Cairo has no filters: Quire filters the layer's
    /// pixels itself (a Gaussian blur by three box blurs; colour filters as SVG's colour matrices).
    /// `projectionTransform` and shaders are not offered.
    public struct Filter: Hashable, Sendable {
        let pixelFilter: PixelFilter

        /// A Gaussian blur whose standard deviation is `radius`.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(pixelFilter: .blur(radius: radius.isFinite ? max(radius, 0) : 0))
        }

        /// A shadow of what is drawn: its shape in `color`, blurred by `radius`, moved by `x`, `y`.
        public static func shadow(color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            let rgba = color.rgba
            return Filter(pixelFilter: .shadow(
                color: [rgba.red, rgba.green, rgba.blue, rgba.opacity], radius: radius.isFinite ? max(radius, 0) : 0,
                offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0),
                isAbove: options.contains(.shadowAbove), isOnly: options.contains(.shadowOnly)))
        }

        /// Multiplies each colour component by `color`'s.
        public static func colorMultiply(_ color: Color) -> Filter {
            let c = color.rgba
            return matrix([c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.opacity, 0])
        }

        /// Transforms each colour by `matrix`.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter {
            Filter.matrix(matrix.values.map(Double.init))
        }

        /// Turns every hue by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter {
            let cosine = cos(angle.radians), sine = sin(angle.radians)
            return matrix([
                0.213 + cosine * 0.787 - sine * 0.213, 0.715 - cosine * 0.715 - sine * 0.715,
                0.072 - cosine * 0.072 + sine * 0.928, 0, 0,
                0.213 - cosine * 0.213 + sine * 0.143, 0.715 + cosine * 0.285 + sine * 0.140,
                0.072 - cosine * 0.072 - sine * 0.283, 0, 0,
                0.213 - cosine * 0.213 - sine * 0.787, 0.715 - cosine * 0.715 + sine * 0.715,
                0.072 + cosine * 0.928 + sine * 0.072, 0, 0,
                0, 0, 0, 1, 0,
            ])
        }

        /// Scales the colours' saturation: 0 is grey, 1 unchanged.
        public static func saturation(_ amount: Double) -> Filter {
            let s = amount
            return matrix([
                0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
                0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
                0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
                0, 0, 0, 1, 0,
            ])
        }

        /// Adds `amount` to each colour component.
        public static func brightness(_ amount: Double) -> Filter {
            matrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
        }

        /// Scales each colour component's distance from the middle grey by `amount`.
        public static func contrast(_ amount: Double) -> Filter {
            let offset = 0.5 - 0.5 * amount
            return matrix([amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0])
        }

        /// Inverts the colours, by `amount` (1: fully).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let scale = 1 - 2 * amount
            return matrix([scale, 0, 0, 0, amount, 0, scale, 0, 0, amount, 0, 0, scale, 0, amount, 0, 0, 0, 1, 0])
        }

        /// Moves the colours towards their grey by `amount` (1: fully grey).
        public static func grayscale(_ amount: Double) -> Filter {
            saturation(1 - min(max(amount, 0), 1))
        }

        /// Black whose alpha is the colour's luminance.
        public static var luminanceToAlpha: Filter {
            matrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])
        }

        /// `color` where the alpha is between `min` and `max`, transparent elsewhere.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            let rgba = color.rgba
            return Filter(pixelFilter: .alphaThreshold(range: min...Swift.max(min, max),
                                                       color: [rgba.red, rgba.green, rgba.blue, rgba.opacity]))
        }

        private static func matrix(_ values: [Double]) -> Filter {
            Filter(pixelFilter: .colorMatrix(values.map { $0.isFinite ? $0 : 0 }))
        }
    }

    /// How a filter is applied (SwiftUI's `GraphicsContext.FilterOptions`): Quire filters colours
    /// in sRGB whatever the options say.
    public struct FilterOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Blur options (SwiftUI's `GraphicsContext.BlurOptions`): dithering and forced opacity are not
    /// applied.
    public struct BlurOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Shadow options (SwiftUI's `GraphicsContext.ShadowOptions`): `shadowAbove` and `shadowOnly`
    /// apply; `invertsAlpha` and `disablesGroup` are not applied.
    public struct ShadowOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Adds `filter` to what later drawing (in this context and copies made from it) goes through.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        state.filters.append(filter.pixelFilter)
    }
}

/// A colour transform: each output component a weighted sum of the input's plus a bias (SwiftUI's
/// `ColorMatrix`; identity by default).
public struct ColorMatrix: Hashable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    public init() {}

    var values: [Float] {
        [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5]
    }
}
