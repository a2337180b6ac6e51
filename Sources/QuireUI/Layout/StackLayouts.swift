import Foundation

/// `HStack`'s layout as a `Layout` value (for `AnyLayout`, or `HStackLayout { … }`).
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var arrangement: StackArrangement {
        StackArrangement(axis: .horizontal, spacing: spacing, crossGuide: { $0[alignment] })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement.size(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        arrangement.place(in: bounds, proposal: proposal, subviews: subviews, crossUnit: alignment.unitY)
    }
}

/// `VStack`'s layout as a `Layout` value.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private var arrangement: StackArrangement {
        StackArrangement(axis: .vertical, spacing: spacing, crossGuide: { $0[alignment] })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement.size(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        arrangement.place(in: bounds, proposal: proposal, subviews: subviews, crossUnit: alignment.unitX)
    }
}

/// `ZStack`'s layout as a `Layout` value: every subview at `alignment` in the largest one's bounds.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let guides = subviews.map { $0.dimensions(in: proposal) }.map { (x: $0[alignment.horizontal], y: $0[alignment.vertical], size: CGSize(width: $0.width, height: $0.height)) }
        let left = guides.map(\.x).max() ?? 0, right = guides.map { $0.size.width - $0.x }.max() ?? 0
        let top = guides.map(\.y).max() ?? 0, bottom = guides.map { $0.size.height - $0.y }.max() ?? 0
        return CGSize(width: left + right, height: top + bottom)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        let size = sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        let left = dimensions.map { $0[alignment.horizontal] }.max() ?? 0
        let top = dimensions.map { $0[alignment.vertical] }.max() ?? 0
        // The block of subviews sits at the alignment in bounds larger than it.
        let originX = bounds.minX + (bounds.width - size.width) * alignment.horizontal.unitX
        let originY = bounds.minY + (bounds.height - size.height) * alignment.vertical.unitY
        for (subview, dimension) in zip(subviews, dimensions) {
            subview.place(at: CGPoint(x: originX + left - dimension[alignment.horizontal],
                                      y: originY + top - dimension[alignment.vertical]),
                          proposal: proposal)
        }
    }
}

/// SwiftUI's stack algorithm along `axis`: the space left after spacing goes to the subviews by
/// layout priority, highest first (each group keeping back the minimum sizes of the lower ones), and
/// within a group to the least flexible first, each offered an equal share of what remains. Across
/// the axis the subviews line up on their alignment guide.
struct StackArrangement {
    let axis: Axis
    let spacing: CGFloat?
    /// A subview's alignment guide across the axis.
    let crossGuide: (ViewDimensions) -> CGFloat

    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// The gaps between neighbours: the stack's spacing, else the neighbours' preference.
    private func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        zip(subviews.dropLast(), subviews.dropFirst()).map { spacing ?? $0.spacing.distance(to: $1.spacing, along: axis) }
    }

    /// What each subview is proposed for `proposal`.
    func proposals(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ProposedViewSize] {
        var proposals = Array(repeating: proposal, count: subviews.count)
        for index in proposals.indices { proposals[index][axis] = nil }
        guard let along = proposal[axis] else { return proposals }
        var remaining = max(along - gaps(subviews).reduce(0, +), 0)
        func sized(_ length: CGFloat) -> ProposedViewSize {
            var offered = proposal
            offered[axis] = length
            return offered
        }
        let minimums = subviews.indices.map { subviews[$0].sizeThatFits(sized(0))[axis] }
        let flexibility = subviews.indices.map { subviews[$0].sizeThatFits(sized(.infinity))[axis] - minimums[$0 - subviews.startIndex] }
        let offset = subviews.startIndex
        let priorities = Set(subviews.map(\.priority)).sorted(by: >)
        for priority in priorities {
            let group = subviews.indices.filter { subviews[$0].priority == priority }
                .sorted { flexibility[$0 - offset] < flexibility[$1 - offset] }
            let lowerMinimums = subviews.indices.filter { subviews[$0].priority < priority }
                .reduce(0) { $0 + minimums[$1 - offset] }
            var available = max(remaining - lowerMinimums, 0)
            for (position, index) in group.enumerated() {
                let share = available / CGFloat(group.count - position)
                let offered = sized(share)
                let length = subviews[index].sizeThatFits(offered)[axis]
                proposals[index - offset] = offered
                available = max(available - length, 0)
                remaining = max(remaining - length, 0)
            }
        }
        return proposals
    }

    func size(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let proposals = proposals(proposal, subviews: subviews)
        let dimensions = zip(subviews, proposals).map { $0.dimensions(in: $1) }
        var size = CGSize.zero
        size[axis] = dimensions.reduce(0) { $0 + CGSize(width: $1.width, height: $1.height)[axis] } + gaps(subviews).reduce(0, +)
        let before = dimensions.map(crossGuide).max() ?? 0
        let after = dimensions.map { CGSize(width: $0.width, height: $0.height)[cross] - crossGuide($0) }.max() ?? 0
        size[cross] = before + after
        return size
    }

    /// Places the subviews along the axis from the bounds' start; across it, the block of aligned
    /// subviews sits at `crossUnit` (0 start, 1 end) of bounds larger than it.
    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, crossUnit unit: CGFloat) {
        let proposals = proposals(proposal, subviews: subviews)
        let dimensions = zip(subviews, proposals).map { $0.dimensions(in: $1) }
        let size = size(proposal: proposal, subviews: subviews)
        let before = dimensions.map(crossGuide).max() ?? 0
        let gaps = gaps(subviews)
        let start = CGPoint(x: bounds.minX, y: bounds.minY)
        var along = axis == .horizontal ? start.x : start.y
        let crossOrigin = (axis == .horizontal ? start.y : start.x)
            + ((axis == .horizontal ? bounds.height : bounds.width) - size[cross]) * unit
        for (index, subview) in subviews.enumerated() {
            let dimension = dimensions[index]
            let crossPosition = crossOrigin + before - crossGuide(dimension)
            let point = axis == .horizontal ? CGPoint(x: along, y: crossPosition) : CGPoint(x: crossPosition, y: along)
            subview.place(at: point, proposal: proposals[index])
            along += CGSize(width: dimension.width, height: dimension.height)[axis] + (index < gaps.count ? gaps[index] : 0)
        }
    }
}
