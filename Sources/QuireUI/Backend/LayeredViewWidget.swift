import Foundation

/// Where a layer of views sits relative to the content it decorates.
package enum LayerPlacement: Hashable, Sendable {
    /// Drawn behind the content (`background(alignment:content:)`).
    case background
    /// Drawn in front of the content (`overlay(alignment:content:)`).
    case overlay
    /// Not drawn: its opacity is the content's (`mask(alignment:_:)`).
    case mask
    /// Not drawn and not reachable by pointer or keyboard: what assistive technologies read in place
    /// of the content (`accessibilityRepresentation(representation:)`).
    case accessibilityRepresentation
}

/// Views laid over or under a content, or masking it: sized by the content, placed at `alignment`
/// inside its bounds; several widgets stack as in a `ZStack`.
package struct ViewLayer {
    package var placement: LayerPlacement
    package var alignment: Alignment
    package var widgets: [any PlatformWidget]
}

/// The outline a view is clipped to (`clipShape`, `cornerRadius`), in the view's own coordinates
/// (origin top-left) at its size.
@MainActor
package struct ClipOutline {
    package var shape: any Shape
    package var style: FillStyle

    /// The path at a size.
    package func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    /// The outline as a rectangle with elliptical corners, when it is one (rectangles, rounded
    /// rectangles, capsules, circles, ellipses): toolkits clip to those natively.
    package func roundedRect(in rect: CGRect) -> RoundedOutline? {
        (shape as? any RoundedOutlineShape)?.roundedOutline(in: rect)
    }
}

/// A rectangle with elliptical corners (each a width and height).
package struct RoundedOutline: Hashable, Sendable {
    package var rect: CGRect
    package var topLeading: CGSize
    package var topTrailing: CGSize
    package var bottomTrailing: CGSize
    package var bottomLeading: CGSize

    package init(rect: CGRect, topLeading: CGSize, topTrailing: CGSize, bottomTrailing: CGSize, bottomLeading: CGSize) {
        self.rect = rect
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomTrailing = bottomTrailing
        self.bottomLeading = bottomLeading
    }

    package init(rect: CGRect, corner: CGSize) {
        self.init(rect: rect, topLeading: corner, topTrailing: corner, bottomTrailing: corner, bottomLeading: corner)
    }
}

/// A shadow under a view's drawing, in the shape of what it draws (`shadow(color:radius:x:y:)`).
package struct ViewShadow: Hashable, Sendable {
    /// The shadow's colour (a colour the style sheet decides taken as the light style shows it).
    package var color: ColorComponents
    /// The blur's radius, in points.
    package var radius: CGFloat
    package var offset: CGSize
}

/// A view's content with a layer of views, a clip and a shadow (one of them per modifier: a view
/// with several gets one widget per modifier, innermost first, as SwiftUI applies them).
/// Sized by its content alone; every child is given the content's bounds.
@MainActor package protocol LayeredViewWidget: PlatformWidget {
    func setLayeredContent(_ widgets: [any PlatformWidget])
    /// nil: no layer.
    func setLayer(_ layer: ViewLayer?)
    /// nil: not clipped.
    func setClip(_ clip: ClipOutline?)
    /// nil: no shadow.
    func setShadow(_ shadow: ViewShadow?)
}
