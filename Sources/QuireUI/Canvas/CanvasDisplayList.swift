import Foundation
import QuireGraphics

/// An image a canvas drew, compared by identity (its pixels never change).
package struct CanvasImage: Hashable, Sendable {
    package let image: CGImage

    init(_ image: CGImage) { self.image = image }

    package static func == (lhs: CanvasImage, rhs: CanvasImage) -> Bool { lhs.image === rhs.image }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(image)) }
}

/// One drawing operation of a canvas, with the state it was drawn under.
package enum CanvasCommand: Hashable, Sendable {
    case stroke(Path, GraphicsContext.Shading, StrokeStyle, CanvasDrawingState)
    case fill(Path, GraphicsContext.Shading, FillStyle, CanvasDrawingState)
    case image(CanvasImage, CGRect, CanvasDrawingState)
    /// Text laid out in the rectangle (its top-left corner, and its width and height when limited).
    case text(CanvasText, CGRect, CanvasDrawingState)
    /// `drawLayer`'s commands, composited as one under the state's filters, opacity and blend mode.
    case layer([CanvasCommand], CanvasDrawingState)

    package var state: CanvasDrawingState {
        switch self {
        case .stroke(_, _, _, let state), .fill(_, _, _, let state), .image(_, _, let state),
             .text(_, _, let state), .layer(_, let state): state
        }
    }

    /// The part of the canvas the command can touch (stroke width and clips included).
    package var bounds: CGRect {
        // A blur or shadow can reach anywhere; a layer reaches where its commands do.
        if !state.filters.isEmpty { return clipped(.infinite) }
        var local: CGRect
        switch self {
        case let .stroke(path, _, style, _):
            // Miter joins can reach further than half the width; caps at most √2 × half the width.
            let reach = style.lineWidth / 2 * max(style.lineJoin == .miter ? style.miterLimit : 1, 1.5)
            local = path.boundingRect.insetBy(dx: -reach, dy: -reach)
        case let .fill(path, _, _, _):
            local = path.boundingRect
        case let .image(_, rect, _), let .text(_, rect, _):
            local = rect
        case let .layer(commands, _):
            return commands.reduce(CGRect.null) { $0.union($1.bounds) }
        }
        return clipped(local.applying(state.transform).insetBy(dx: -1, dy: -1))
    }

    private func clipped(_ rect: CGRect) -> CGRect {
        state.clips.reduce(rect) { $0.intersection($1.path.boundingRect) }
    }
}

/// What a canvas drew at one size: its commands in order. Compared with the previous list to decide
/// whether (and where) the canvas needs painting again.
package struct CanvasDisplayList: Hashable, Sendable {
    package var size: CGSize
    package var commands: [CanvasCommand]

    package init(size: CGSize, commands: [CanvasCommand] = []) {
        self.size = size
        self.commands = commands
    }

    /// The area that differs between `old` and this list: nil when nothing does, the whole canvas
    /// when the size changed. An unchanged prefix costs nothing; the rest of both lists is damaged.
    package func damage(since old: CanvasDisplayList?) -> CGRect? {
        let whole = CGRect(origin: .zero, size: size)
        guard let old, old.size == size else { return whole }
        guard old.commands != commands else { return nil }
        let common = zip(old.commands, commands).prefix { $0 == $1 }.count
        let changed = old.commands.dropFirst(common) + commands.dropFirst(common)
        let area = changed.reduce(CGRect.null) { $0.union($1.bounds) }
        return area.isNull ? nil : area.intersection(whole).integral
    }

    /// Paints the commands on `context`, whose user space is the canvas' (origin top-left, y down),
    /// skipping those entirely outside `dirty`.
    package func paint(on context: CGContext, dirty: CGRect? = nil) {
        for command in commands {
            if let dirty, !command.bounds.intersects(dirty) { continue }
            Self.paint(command, on: context)
        }
    }

    /// Paints one command: straight onto `context`, or through a layer when its state composites
    /// as one (a filter, or a layer faded or blended as a whole).
    private static func paint(_ command: CanvasCommand, on context: CGContext) {
        let state = command.state
        context.saveGState()
        defer { context.restoreGState() }
        for clip in state.clips {
            context.beginPath()
            context.addPath(clip.path.cgPath)
            context.clip(using: clip.isEOFilled ? .evenOdd : .winding)
        }
        if case .layer(let layerCommands, _) = command {
            context.setBlendMode(state.blendMode)
            context.drawFilteredLayer(state.filters, alpha: CGFloat(state.opacity)) {
                for layerCommand in layerCommands { paint(layerCommand, on: context) }
            }
        } else if !state.filters.isEmpty {
            context.setBlendMode(state.blendMode)
            context.drawFilteredLayer(state.filters, alpha: CGFloat(state.opacity)) {
                context.saveGState()
                draw(command, on: context, opacity: 1, blendMode: .normal)
                context.restoreGState()
            }
        } else {
            draw(command, on: context, opacity: state.opacity, blendMode: state.blendMode)
        }
    }

    /// Draws a command other than a layer under its transform, with `opacity` and `blendMode`.
    private static func draw(_ command: CanvasCommand, on context: CGContext, opacity: Double,
                             blendMode: CGBlendMode) {
        let state = command.state
        context.concatenate(state.transform)
        context.setAlpha(CGFloat(opacity))
        context.setBlendMode(blendMode)
        switch command {
        case let .stroke(path, shading, style, _):
            context.setStrokeColor(shading.color.resolvedCGColor)
            context.setLineWidth(style.lineWidth)
            context.setLineCap(style.lineCap)
            context.setLineJoin(style.lineJoin)
            context.setMiterLimit(style.miterLimit)
            if !style.dash.isEmpty { context.setLineDash(phase: style.dashPhase, lengths: style.dash) }
            context.beginPath()
            context.addPath(path.cgPath)
            context.strokePath()
        case let .fill(path, shading, style, _) where shading.gradient != nil:
            context.beginPath()
            context.addPath(path.cgPath)
            context.clip(using: style.isEOFilled ? .evenOdd : .winding)
            shading.gradient?.paint(on: context)
        case let .fill(path, shading, style, _):
            context.setFillColor(shading.color.resolvedCGColor)
            context.setShouldAntialias(style.isAntialiased)
            context.beginPath()
            context.addPath(path.cgPath)
            context.fillPath(using: style.isEOFilled ? .evenOdd : .winding)
        case let .image(image, rect, _):
            // The canvas' space is flipped; CoreGraphics draws images upright in a y-up space, so
            // flip around the rectangle to show the image's first row at its top.
            context.translateBy(x: rect.minX, y: rect.maxY)
            context.scaleBy(x: 1, y: -1)
            context.draw(image.image, in: CGRect(origin: .zero, size: rect.size))
        case let .text(text, rect, _):
            text.layout(in: rect.size).draw(in: context, at: rect.origin, color: text.color)
        case .layer:
            break
        }
    }
}
