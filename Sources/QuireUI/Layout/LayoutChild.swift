import Foundation

/// One child of a layout widget as Swift layouts see it: the toolkit measures it, the layout places
/// it. `LayoutSubview` is its public face.
///
/// `@unchecked Sendable`: `Layout` is `Sendable` and nonisolated, as Apple's, but children are made,
/// measured and placed only inside a layout widget's measure and allocate, on the main thread —
/// `MainActor.assumeIsolated` checks it.
package final class LayoutChild: @unchecked Sendable {
    private let measure: @MainActor (ProposedViewSize) -> CGSize
    private let readTraits: @MainActor () -> LayoutTraits
    /// Where the last `placeSubviews` put the child, in its container's coordinates.
    package private(set) var frame: CGRect?

    package init(measure: @escaping @MainActor (ProposedViewSize) -> CGSize,
                 traits: @escaping @MainActor () -> LayoutTraits) {
        self.measure = measure
        readTraits = traits
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { measure(proposal) }
    }

    var traits: LayoutTraits {
        MainActor.assumeIsolated { readTraits() }
    }

    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        frame = CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                       width: size.width, height: size.height)
    }

    /// Forgets the last placement, before a new one.
    package func clearPlacement() { frame = nil }
}
