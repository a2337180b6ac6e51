import Foundation
import QuireGraphics

/// Text a canvas draws: its runs as Pango markup, laid out by Pango and painted by cairo as GTK's
/// labels are, in the resolved text's colour where a run sets none.
package struct CanvasText: Hashable, Sendable {
    package let markup: String
    package let color: CGColor
    /// Whether the text is cut with an ellipsis at the last line that fits the height it is given
    /// (`draw(_:in:)`), rather than drawn whole at its measured size (`draw(_:at:anchor:)`).
    package var ellipsizes = true

    /// The text laid out `size.width` wide (unlimited when infinite) and, when it ellipsizes and
    /// `size.height` is finite, cut at the last line that fits.
    package func layout(in size: CGSize) -> PangoTextLayout {
        PangoTextLayout(markup: markup, width: size.width.isFinite ? size.width : nil,
                        height: ellipsizes && size.height.isFinite ? size.height : nil)
    }
}

extension GraphicsContext {
    /// A `Text` fixed to this context, ready to measure and draw (SwiftUI's `ResolvedText`).
    public struct ResolvedText {
        let markup: String
        /// What the text's characters are filled with where its runs set no colour (the text colour
        /// by default; a gradient draws with its first colour).
        public var shading: Shading

        /// The size the text takes laid out within `size`: lines wrap at `size.width`.
        public func measure(in size: CGSize) -> CGSize {
            let measured = canvasText.layout(in: CGSize(width: size.width, height: .infinity)).size
            return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
        }

        /// From the top of the text to its first line's baseline, laid out within `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            canvasText.layout(in: CGSize(width: size.width, height: .infinity)).firstBaseline
        }

        /// From the top of the text to its last line's baseline, laid out within `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            canvasText.layout(in: CGSize(width: size.width, height: .infinity)).lastBaseline
        }

        var canvasText: CanvasText {
            CanvasText(markup: markup, color: shading.color.resolvedCGColor)
        }
    }

    /// `text` fixed as it reads now, in the text colour.
    @MainActor
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(markup: text.pangoMarkup(at: Date()), shading: .color(.primary))
    }

    /// Draws `text` wrapped to `rect`'s width from its top-left corner, cut with an ellipsis at the
    /// last line that fits its height.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let rect = rect.standardized
        guard !rect.isNull, rect.width > 0, rect.height > 0, rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
        recorder.append(.text(text.canvasText, rect, state))
    }

    /// Draws `text` at its ideal size (one line per paragraph) with the point `anchor` of its frame
    /// (`.center`, `.topLeading`, …) at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard point.x.isFinite, point.y.isFinite else { return }
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = CGPoint(x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y)
        var canvasText = text.canvasText
        canvasText.ellipsizes = false
        recorder.append(.text(canvasText, CGRect(origin: origin, size: size), state))
    }

    /// Draws `text` wrapped to `rect` (see `draw(_: ResolvedText, in:)`).
    @MainActor
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws `text` with the point `anchor` of its frame at `point`.
    @MainActor
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }
}
