import CCairo
import QuireCore

/// Colours at locations between 0 and 1 (CoreGraphics' `CGGradient`), drawn by
/// `CGContext.drawLinearGradient` and `drawRadialGradient` as cairo gradient patterns.
public final class CGGradient: @unchecked Sendable {
    // @unchecked: immutable after init.
    /// The stops in increasing location.
    let stops: [(location: CGFloat, color: CGColor)]

    /// A gradient of `colors` (`CGColor`s) at `locations`, or spread evenly when nil; nil when
    /// the counts differ or a colour is not a `CGColor`.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colors = colors.compactMap { $0 as? CGColor }
        guard colors.count == (colors as NSArray).count, !colors.isEmpty else { return nil }
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { index, color in
            let location = locations.map { $0[index] } ?? CGFloat(index) / last
            return (location.isFinite ? min(max(location, 0), 1) : 0, color)
        }.sorted { $0.location < $1.location }
    }

    /// The stops as a cairo pattern's colour stops, each colour's alpha multiplied by `alpha`.
    func addStops(to pattern: OpaquePointer, alpha: CGFloat) {
        func clamped(_ value: CGFloat) -> Double { value.isFinite ? Double(min(max(value, 0), 1)) : 0 }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), clamped(stop.color.red),
                                              clamped(stop.color.green), clamped(stop.color.blue),
                                              clamped(stop.color.alpha) * clamped(alpha))
        }
    }
}

/// Whether a gradient's end colours continue past its ends (CoreGraphics' options).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGContext {
    /// Paints the clip area with `gradient` along the line from `startPoint` to `endPoint`.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard [startPoint.x, startPoint.y, endPoint.x, endPoint.y].allSatisfy(\.isFinite),
              let pattern = cairo_pattern_create_linear(Double(startPoint.x), Double(startPoint.y),
                                                        Double(endPoint.x), Double(endPoint.y)) else { return }
        paint(pattern, gradient: gradient, options: options)
    }

    /// Paints the clip area with `gradient` between two circles.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let numbers = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard numbers.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0,
              let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                        Double(endCenter.x), Double(endCenter.y), Double(endRadius))
        else { return }
        paint(pattern, gradient: gradient, options: options)
    }

    /// Paints the clip with `pattern`: cairo's pad extend continues both end colours, which
    /// CoreGraphics draws only with both options; without them, nothing beyond the ends is painted
    /// (cairo's none extend is all-or-nothing, so one option alone pads both ends).
    private func paint(_ pattern: OpaquePointer, gradient: CGGradient, options: CGGradientDrawingOptions) {
        defer { cairo_pattern_destroy(pattern) }
        guard canDraw else { return }
        gradient.addStops(to: pattern, alpha: state.alpha)
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_save(cairo)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
        cairo_restore(cairo)
        didDraw()
    }
}
