import Foundation

/// A vertical edge (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom
}

extension View {
    /// Shows `content` along the top or bottom edge of this view, which is inset by it (a bar under a
    /// list): the bar takes the width offered, at `alignment`, and its height plus `spacing` (nil:
    /// none) is taken off this view's. GNOME windows have no safe area to extend under, so the view
    /// ends where the bar begins rather than scrolling beneath it.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetLayout(edge: edge == .top ? .top : .bottom, unit: alignment.unitX, spacing: spacing ?? 0) {
            self
            content().layoutValue(key: SafeAreaInsetLayout.IsInset.self, value: true)
        }
    }

    /// Shows `content` along the leading or trailing edge of this view, which is inset by it.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetLayout(edge: edge == .leading ? .leading : .trailing, unit: alignment.unitY, spacing: spacing ?? 0) {
            self
            content().layoutValue(key: SafeAreaInsetLayout.IsInset.self, value: true)
        }
    }

    /// Adds `insets` to this view's safe area. GNOME windows have none, so the view's content is
    /// inset as by `padding(_:)`.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Adds `length` points (nil: the standard 16) on `edges` to this view's safe area: padding on
    /// GNOME.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
}

/// `safeAreaInset`: the subviews marked `IsInset` (the bar) along `edge`, taking the length across
/// it they choose for the view's other length; the others (the view) in what remains, all in the
/// same rectangle, as a `ZStack`.
struct SafeAreaInsetLayout: Layout {
    enum IsInset: LayoutValueKey {
        static let defaultValue = false
    }

    let edge: Edge
    /// Where the bar sits along the edge (0 leading/top, 1 trailing/bottom).
    let unit: CGFloat
    let spacing: CGFloat

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
    private var otherAxis: Axis { axis == .vertical ? .horizontal : .vertical }

    /// The bar's size for a proposal: its length along the axis is its own.
    private func barSize(_ proposal: ProposedViewSize, _ bars: [LayoutSubview]) -> CGSize {
        var offered = proposal
        offered[axis] = nil
        let sizes = bars.map { $0.sizeThatFits(offered) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    private func contentProposal(_ proposal: ProposedViewSize, bar: CGSize) -> ProposedViewSize {
        var offered = proposal
        offered[axis] = proposal[axis].map { max($0 - bar[axis] - spacing, 0) }
        return offered
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let bars = subviews.filter { $0[IsInset.self] }
        let bar = barSize(proposal, bars)
        let offered = contentProposal(proposal, bar: bar)
        let sizes = subviews.filter { !$0[IsInset.self] }.map { $0.sizeThatFits(offered) }
        var size = CGSize.zero
        size[axis] = (sizes.map { $0[axis] }.max() ?? 0) + (bars.isEmpty ? 0 : bar[axis] + spacing)
        size[otherAxis] = max(sizes.map { $0[otherAxis] }.max() ?? 0, bar[otherAxis])
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let bars = subviews.filter { $0[IsInset.self] }
        let bar = barSize(ProposedViewSize(bounds.size), bars)
        let inset = bars.isEmpty ? 0 : bar[axis] + spacing
        var content = bounds
        switch edge {
        case .top: content = CGRect(x: bounds.minX, y: bounds.minY + inset, width: bounds.width, height: max(bounds.height - inset, 0))
        case .bottom: content.size.height = max(bounds.height - inset, 0)
        case .leading: content = CGRect(x: bounds.minX + inset, y: bounds.minY, width: max(bounds.width - inset, 0), height: bounds.height)
        case .trailing: content.size.width = max(bounds.width - inset, 0)
        }
        for subview in subviews where !subview[IsInset.self] {
            subview.place(at: CGPoint(x: content.midX, y: content.midY), anchor: .center, proposal: ProposedViewSize(content.size))
        }
        for subview in bars {
            var offered = ProposedViewSize(bounds.size)
            offered[axis] = nil
            let size = subview.sizeThatFits(offered)
            let point: CGPoint = switch edge {
            case .top: CGPoint(x: bounds.minX + (bounds.width - size.width) * unit, y: bounds.minY)
            case .bottom: CGPoint(x: bounds.minX + (bounds.width - size.width) * unit, y: bounds.maxY - size.height)
            case .leading: CGPoint(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) * unit)
            case .trailing: CGPoint(x: bounds.maxX - size.width, y: bounds.minY + (bounds.height - size.height) * unit)
            }
            subview.place(at: point, proposal: offered)
        }
    }
}
