import Foundation
import QuireGraphics

/// What a `Canvas` draws with (SwiftUI's `GraphicsContext`): stroke and fill paths, draw images,
/// under a transform, an opacity and a clip that belong to this value — a copy changed inside a
/// closure leaves the original as it was.
///
/// Drawing is recorded as commands (`CanvasDisplayList`) that the backend paints: on GTK onto the
/// drawing area's cairo context, headless into the test's list.
public struct GraphicsContext {
    /// How a stroke or fill is coloured.
    public struct Shading: Hashable, Sendable {
        /// The colour, or a gradient's first (what a stroke with a gradient draws with).
        package let color: Color
        /// A gradient filling the shape instead (`GraphicsContext+Gradients.swift`).
        package var gradient: GradientShading?

        init(color: Color, gradient: GradientShading? = nil) {
            self.color = color
            self.gradient = gradient
        }

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(color: color) }

        /// A colour from red, green, blue (0…1) and opacity.
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            Shading(color: Color(red: red, green: green, blue: blue, opacity: opacity))
        }
    }

    /// An image ready to draw: on Quire, a CoreGraphics image.
    public struct ResolvedImage: Hashable, Sendable {
        let cgImage: CGImage?

        /// A resolved image of `cgImage` (a Quire extension: SwiftUI resolves `Image` values).
        public init(_ cgImage: CGImage) { self.cgImage = cgImage }

        init(empty: Void) { cgImage = nil }

        /// The image's size in points (one pixel per point).
        public var size: CGSize {
            CGSize(width: cgImage?.width ?? 0, height: cgImage?.height ?? 0)
        }

        public static func == (lhs: ResolvedImage, rhs: ResolvedImage) -> Bool { lhs.cgImage === rhs.cgImage }
        public func hash(into hasher: inout Hasher) { hasher.combine(cgImage.map(ObjectIdentifier.init)) }
    }

    let recorder: CanvasRecorder
    var state = CanvasDrawingState()

    init(recorder: CanvasRecorder) {
        self.recorder = recorder
    }

    /// The transform from this context's coordinates to the canvas'.
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// The opacity everything drawn is multiplied by (0…1).
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue.isFinite ? min(max(newValue, 0), 1) : 1 }
    }

    /// The bounds of the clip in this context's coordinates (the canvas' when nothing clips).
    public var clipBoundingRect: CGRect {
        let canvas = CGRect(origin: .zero, size: recorder.size)
        let clipped = state.clips.reduce(canvas) { $0.intersection($1.path.boundingRect) }
        return clipped.applying(state.transform.inverted())
    }

    // MARK: transforms

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        state.transform = state.transform.translatedBy(x: x, y: y)
    }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        state.transform = state.transform.scaledBy(x: x, y: y)
    }

    /// Rotates the coordinates by `angle` (positive turns clockwise, as y points down).
    public mutating func rotate(by angle: Angle) {
        state.transform = state.transform.rotated(by: CGFloat(angle.radians))
    }

    public mutating func concatenate(_ matrix: CGAffineTransform) {
        state.transform = matrix.concatenating(state.transform)
    }

    /// Limits later drawing to the inside of `path`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        state.clips.append(CanvasClip(path: path.applying(state.transform), isEOFilled: style.isEOFilled))
    }

    /// Runs `body` with a copy of this context, so what it changes stays inside. What it draws is
    /// one layer: this context's filters, opacity and blend mode apply to the layer as a whole.
    public func drawLayer(content body: (inout GraphicsContext) throws -> Void) rethrows {
        guard !state.compositesAsLayer else {
            let layerRecorder = CanvasRecorder(size: recorder.size)
            var layer = GraphicsContext(recorder: layerRecorder)
            layer.state = CanvasDrawingState(transform: state.transform, clips: state.clips)
            try body(&layer)
            recorder.append(.layer(layerRecorder.commands, state))
            return
        }
        // Drawn one by one, the layer's commands look the same as drawn as one.
        var copy = self
        try body(&copy)
    }

    // MARK: drawing

    /// Strokes `path` `lineWidth` wide with butt caps and miter joins.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` as `style` says.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        // An empty path, or one with a NaN or infinite point, draws nothing, as in SwiftUI.
        guard !path.isEmpty, path.isFinite else { return }
        recorder.append(.stroke(path, shading, style, state))
    }

    /// Fills the inside of `path`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty, path.isFinite else { return }
        recorder.append(.fill(path, shading, style, state))
    }


    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect) {
        guard let cgImage = image.cgImage, !rect.isNull, !rect.isEmpty else { return }
        recorder.append(.image(CanvasImage(cgImage), rect.standardized, state))
    }

    /// Draws `image` scaled to fill `rect`.
    @MainActor
    public func draw(_ image: Image, in rect: CGRect) {
        draw(resolve(image), in: rect)
    }

    /// Draws a CoreGraphics image scaled to fill `rect`, upright (a Quire extension).
    public func draw(_ image: CGImage, in rect: CGRect) {
        draw(ResolvedImage(image), in: rect)
    }
}

/// A clip: a path in canvas coordinates.
package struct CanvasClip: Hashable, Sendable {
    package let path: Path
    package let isEOFilled: Bool
}

/// A context's transform, opacity and clips at the moment it drew something.
package struct CanvasDrawingState: Hashable, Sendable {
    package var transform = CGAffineTransform.identity
    package var opacity = 1.0
    package var clips: [CanvasClip] = []
    package var blendMode = CGBlendMode.normal
    /// `addFilter`'s filters, applied in order to each thing drawn (to a layer as a whole).
    package var filters: [PixelFilter] = []

    package init(transform: CGAffineTransform = .identity, opacity: Double = 1, clips: [CanvasClip] = [],
                 blendMode: CGBlendMode = .normal, filters: [PixelFilter] = []) {
        self.transform = transform
        self.opacity = opacity
        self.clips = clips
        self.blendMode = blendMode
        self.filters = filters
    }

    /// Whether what is drawn under this state must be drawn as one layer and then composited
    /// (filtered, faded or blended as a whole) rather than command by command.
    var compositesAsLayer: Bool { !filters.isEmpty || opacity < 1 || blendMode != .normal }
}

/// Collects what one run of a canvas' renderer drew.
final class CanvasRecorder {
    let size: CGSize
    private(set) var commands: [CanvasCommand] = []

    init(size: CGSize) {
        self.size = size
    }

    func append(_ command: CanvasCommand) {
        commands.append(command)
    }
}
