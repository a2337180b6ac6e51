import QuireCore

/// How a presented view's content is shown: GNOME's counterpart of each of SwiftUI's presentations.
package enum PresentationStyle: Equatable, Sendable {
    /// `sheet`: a modal window attached to the presenting window, sized to its content.
    case sheet
    /// `fullScreenCover`: a modal window over the presenting one, maximized.
    case fullScreenCover
    /// `popover`: a GtkPopover pointing at the presenting view.
    case popover(PopoverPlacement)
}

/// Where a popover points and on which side of it its arrow sits.
package struct PopoverPlacement: Equatable, Sendable {
    /// The part of the presenting view the popover points at, as fractions of its size (the whole
    /// view: nil).
    package var point: UnitPoint?
    /// A rectangle in the presenting view's coordinates the popover points at.
    package var rect: CGRect?
    /// The edge of the presenting view the popover's arrow points from: the popover shows on the
    /// other side of the arrow (SwiftUI's `arrowEdge`). nil lets the platform choose (GTK: below).
    package var arrowEdge: Edge?

    package init(point: UnitPoint? = nil, rect: CGRect? = nil, arrowEdge: Edge? = nil) {
        self.point = point
        self.rect = rect
        self.arrowEdge = arrowEdge
    }
}

/// What a popover is anchored to in the presenting view (SwiftUI's `PopoverAttachmentAnchor`).
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the view: `.rect(.bounds)`, the whole view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view, as a fraction of its size.
    case point(UnitPoint)
}

/// A geometric value of a view, resolved where it is read (SwiftUI's `Anchor`). QuireUI uses its
/// sources to say where a popover points.
public struct Anchor<Value>: Sendable {
    /// Where an anchor's value comes from in a view.
    public struct Source: Sendable {
        let rect: CGRect?
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init(rect: nil) }

    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init(rect: r) }
}

extension PopoverAttachmentAnchor {
    /// Where the popover points, with its arrow on `arrowEdge`.
    func placement(arrowEdge: Edge?) -> PopoverPlacement {
        switch self {
        case .rect(let source): PopoverPlacement(rect: source.rect, arrowEdge: arrowEdge)
        case .point(let point): PopoverPlacement(point: point, arrowEdge: arrowEdge)
        }
    }
}
