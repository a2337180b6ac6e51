import Foundation

extension View {
    /// Gives this view its ideal size on the chosen axes, whatever its container offers: never
    /// squeezed (a text unwrapped), never stretched.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        var axes: Axis.Set = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return modifier(_LayoutModifier(FixedSizeLayout(axes: axes)))
    }

    /// Gives this view its ideal size on both axes.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Sizes this view to width ÷ height `aspectRatio` (nil: its ideal size's), as large as fits the
    /// space offered (`.fit`) or as small as covers it (`.fill`).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_LayoutModifier(AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode)))
    }

    /// Sizes this view to `aspectRatio`'s width ÷ height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Keeps this view's ideal aspect ratio, as large as fits its space.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Keeps this view's ideal aspect ratio, as small as covers its space.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

/// `fixedSize`: on `axes`, the view is proposed nothing (so takes its ideal size); it is centred in
/// bounds of another size.
struct FixedSizeLayout: Layout {
    let axes: Axis.Set

    private func fixed(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var fixed = proposal
        if axes.contains(.horizontal) { fixed.width = nil }
        if axes.contains(.vertical) { fixed.height = nil }
        return fixed
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(fixed(proposal)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                          proposal: fixed(ProposedViewSize(bounds.size)))
        }
    }
}

/// `aspectRatio`: the view is proposed the largest size of the ratio inside the proposal (`.fit`)
/// or the smallest covering it (`.fill`); an axis proposed nothing or infinity follows the other,
/// and with neither the view's ideal size is kept to the ratio.
struct AspectRatioLayout: Layout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    /// The size of the ratio for `proposal`, nil when the ratio is unusable (zero, not finite).
    func size(for proposal: ProposedViewSize, ideal: CGSize) -> CGSize? {
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 0)
        guard ratio > 0, ratio.isFinite else { return nil }
        func usable(_ length: CGFloat?) -> CGFloat? { length.flatMap { $0.isFinite ? $0 : nil } }
        switch (usable(proposal.width), usable(proposal.height)) {
        case let (width?, height?):
            let fitsWidth = (contentMode == .fit) == (width / ratio <= height)
            return fitsWidth ? CGSize(width: width, height: width / ratio) : CGSize(width: height * ratio, height: height)
        case let (width?, nil): return CGSize(width: width, height: width / ratio)
        case let (nil, height?): return CGSize(width: height * ratio, height: height)
        case (nil, nil):
            let fitsWidth = (contentMode == .fit) == (ideal.width / ratio <= ideal.height)
            return fitsWidth ? CGSize(width: ideal.width, height: ideal.width / ratio)
                : CGSize(width: ideal.height * ratio, height: ideal.height)
        }
    }

    private func proposal(for proposal: ProposedViewSize, _ subview: LayoutSubview) -> ProposedViewSize {
        size(for: proposal, ideal: subview.sizeThatFits(.unspecified)).map(ProposedViewSize.init) ?? proposal
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        return subview.sizeThatFits(self.proposal(for: proposal, subview))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                          proposal: self.proposal(for: ProposedViewSize(bounds.size), subview))
        }
    }
}
