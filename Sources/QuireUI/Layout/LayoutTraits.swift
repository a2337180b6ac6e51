import Foundation

/// What a view tells the layout holding it (SwiftUI's layout traits): `layoutPriority`, `zIndex`,
/// `layoutValue`, `alignmentGuide`. Traits pass through modifiers that wrap one view (`padding`,
/// `offset`, `frame`), so the container sees them on its direct child.
///
/// `@unchecked Sendable`: its layout values and guide closures are set and read on the main thread
/// only (by the view graph, then inside the toolkit's layout), like the `Layout` reading them.
package struct LayoutTraits: @unchecked Sendable {
    package var priority: Double?
    package var zIndex: Double?
    package var values: [ObjectIdentifier: Any] = [:]
    package var guides = AlignmentGuides()

    package init() {}

    /// These traits with `inner`'s (set closer to the view) where these set none.
    package func merged(with inner: LayoutTraits) -> LayoutTraits {
        var merged = self
        merged.priority = priority ?? inner.priority
        merged.zIndex = zIndex ?? inner.zIndex
        merged.values = values.merging(inner.values) { outer, _ in outer }
        merged.guides = guides.merged(with: inner.guides)
        return merged
    }

    /// Whether a stack needs its Swift layout for these (GTK boxes know no priorities or guides).
    package var needsSwiftLayout: Bool { priority != nil || !guides.values.isEmpty }
}

/// A widget that may carry layout traits for the container holding it.
@MainActor package protocol LayoutTraitsCarrying: AnyObject {
    var layoutTraits: LayoutTraits { get }
}

extension PlatformWidget {
    /// The traits this widget carries for its container (none for most widgets).
    package var carriedTraits: LayoutTraits {
        (self as? any LayoutTraitsCarrying)?.layoutTraits ?? LayoutTraits()
    }
}

/// A key for a value a view gives the `Layout` holding it (SwiftUI's `LayoutValueKey`), set with
/// `layoutValue(key:value:)` and read with `subview[Key.self]`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The traits modifiers (`layoutPriority`, `zIndex`, `layoutValue`, `alignmentGuide`): one layout
/// widget around each of the content's widgets carries them.
struct _TraitsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let traits: LayoutTraits

    func makeNode(in context: NodeContext) -> ViewNode { LayoutModifierNode(context) }
}

extension _TraitsModifier: LayoutModifying {
    var layoutEffect: LayoutEffect { .traits(traits) }
}

extension View {
    /// How early a stack (or a custom `Layout` reading `priority`) gives this view its space: a
    /// higher priority than its siblings' gets its ideal size first (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        var traits = LayoutTraits()
        traits.priority = value
        return modifier(_TraitsModifier(traits: traits))
    }

    /// Where this view is drawn among overlapping siblings in a `ZStack` or a custom `Layout`: higher
    /// in front (default 0; equal ones in view order).
    public func zIndex(_ value: Double) -> some View {
        var traits = LayoutTraits()
        traits.zIndex = value
        return modifier(_TraitsModifier(traits: traits))
    }

    /// Gives the `Layout` holding this view `value` for `key` (read as `subview[K.self]`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        var traits = LayoutTraits()
        traits.values[ObjectIdentifier(key)] = value
        return modifier(_TraitsModifier(traits: traits))
    }

    /// Sets where this view's `g` guide lies, computed from its dimensions: stacks and layouts line
    /// their views up by it.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        var traits = LayoutTraits()
        traits.guides.values[g.key] = computeValue
        return modifier(_TraitsModifier(traits: traits))
    }

    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        var traits = LayoutTraits()
        traits.guides.values[g.key] = computeValue
        return modifier(_TraitsModifier(traits: traits))
    }
}
