import Foundation

/// Makes the widget Swift layouts run in.
@MainActor package protocol LayoutViewBackend {
    func makeLayoutView() -> any LayoutViewWidget
}

/// A widget whose children a Swift `Layout` sizes and places (custom layouts, `offset`,
/// `fixedSize`, `aspectRatio`, `position`, `safeAreaInset`, stacks with priorities or guides), and
/// which carries its content's layout traits (`layoutPriority`, `zIndex`, …) for its own container.
/// Children are drawn in `zIndex` order, equal ones in view order.
@MainActor package protocol LayoutViewWidget: PlatformWidget, LayoutTraitsCarrying {
    func setLayout(_ layout: AnyLayout)
    /// The traits this widget adds to its content's (a traits modifier).
    func setTraits(_ traits: LayoutTraits)
    func setChildren(_ children: [any PlatformWidget])
}

extension LayoutTraits {
    /// `children` in drawing order: by `zIndex`, equal ones (and those without) in view order.
    @MainActor
    package static func drawingOrder<W: AnyObject>(_ children: [W], traits: (W) -> LayoutTraits) -> [W] {
        let depths: [Double] = children.map { traits($0).zIndex ?? 0 }
        let order = children.indices.sorted { lhs, rhs in
            depths[lhs] == depths[rhs] ? lhs < rhs : depths[lhs] < depths[rhs]
        }
        return order.map { children[$0] }
    }
}
