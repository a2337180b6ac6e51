import Foundation

/// A kind of alignment guide (SwiftUI's `AlignmentID`): the built-in ones and an app's own, whose
/// `defaultValue(in:)` says where the guide lies in a view that sets no explicit value for it.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide, compared by its `AlignmentID` type.
package struct AlignmentKey: Hashable, @unchecked Sendable {
    // @unchecked: the metatype is only called, never mutated; metatypes are immutable.
    private let id: any AlignmentID.Type

    init(_ id: any AlignmentID.Type) { self.id = id }

    package static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }

    func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

    /// Where the guide lies across a view, as a fraction of its size (0 leading/top, 1
    /// trailing/bottom): what GTK's start, centre and end alignments are chosen by.
    var unit: CGFloat {
        let side: CGFloat = 1000
        let value = defaultValue(in: ViewDimensions(width: side, height: side))
        return value.isFinite ? min(max(value / side, 0), 1) : 0.5
    }
}

/// Where views sit horizontally in a `VStack`, a frame or a custom layout: `.leading`, `.center`,
/// `.trailing`, or `HorizontalAlignment(MyID.self)`.
public struct HorizontalAlignment: Hashable, Sendable {
    package let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

    public static let leading = HorizontalAlignment(LeadingAlignment.self)
    public static let center = HorizontalAlignment(HorizontalCenterAlignment.self)
    public static let trailing = HorizontalAlignment(TrailingAlignment.self)

    /// Where the alignment puts a view across its space: 0 leading, 1 trailing.
    package var unitX: CGFloat { key.unit }
}

/// Where views sit vertically in an `HStack`, a frame or a custom layout: `.top`, `.center`,
/// `.bottom`, the text baselines, or `VerticalAlignment(MyID.self)`.
public struct VerticalAlignment: Hashable, Sendable {
    package let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

    public static let top = VerticalAlignment(TopAlignment.self)
    public static let center = VerticalAlignment(VerticalCenterAlignment.self)
    public static let bottom = VerticalAlignment(BottomAlignment.self)
    /// A text's first line's baseline; GTK boxes line their children's baselines up
    /// (`GTK_ALIGN_BASELINE`); elsewhere a view without text lines up its bottom edge.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignment.self)
    /// A text's last line's baseline; elsewhere a view's bottom edge.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignment.self)

    /// Where the alignment puts a view down its space: 0 top, 1 bottom.
    package var unitY: CGFloat { key.unit }

    /// The text baselines, which GTK aligns itself.
    package var isTextBaseline: Bool {
        self == .firstTextBaseline || self == .lastTextBaseline
    }
}

private enum LeadingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

private enum HorizontalCenterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

private enum TrailingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

private enum TopAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

private enum VerticalCenterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

private enum BottomAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

private enum FirstTextBaselineAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

private enum LastTextBaselineAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
