import Foundation

/// A view's size and alignment guides, as a layout sees it (SwiftUI's `ViewDimensions`): a guide the
/// view sets with `alignmentGuide` is explicit, the others are their `AlignmentID`'s default value.
public struct ViewDimensions: Equatable {
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }

    private let size: CGSize
    private let explicitGuides: AlignmentGuides

    init(width: CGFloat, height: CGFloat, guides: AlignmentGuides = AlignmentGuides()) {
        size = CGSize(width: width, height: height)
        explicitGuides = guides
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// The value the view set for `guide`, nil when it set none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitGuides.values[guide.key].map { $0(self) }
    }

    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitGuides.values[guide.key].map { $0(self) }
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.explicitGuides.values.keys == rhs.explicitGuides.values.keys
    }
}

/// The guides a view's `alignmentGuide` modifiers compute, by guide.
package struct AlignmentGuides {
    package var values: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]

    package init() {}

    /// These guides with `inner`'s (a modifier closer to the view) where these set none.
    package func merged(with inner: AlignmentGuides) -> AlignmentGuides {
        AlignmentGuides(values: values.merging(inner.values) { outer, _ in outer })
    }

    private init(values: [AlignmentKey: (ViewDimensions) -> CGFloat]) { self.values = values }
}
