import Foundation

/// `Grid`'s layout as a value (SwiftUI's `GridLayout`). Called as a view (`GridLayout { GridRow { … } }`)
/// it is a `Grid`. As a `Layout` (through `AnyLayout`) its container hands it the cells of its
/// `GridRow`s, each knowing its line (`GridLayoutCell`), and it lines them up in columns as `Grid`
/// does: columns as wide as their widest cell, rows as tall as their tallest, a view outside a row
/// across all columns. Switching an `AnyLayout` between it and a stack keeps the views: under a
/// stack each `GridRow` is a row of its own again.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// A `Grid` of the views `content` makes.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, content: content)
    }

    private func arrangement(_ subviews: Subviews) -> GridArrangement {
        GridArrangement(subviews: subviews, appearance: CellGridAppearance(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement(subviews).size(for: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        arrangement(subviews).place(in: bounds)
    }
}

/// What a `GridLayout`'s container tells it about one subview: which line of the grid it is in,
/// whether that line is a `GridRow` (and the row's alignment) or one view across all columns, and
/// the grid modifiers on it.
package struct GridLayoutCell: Hashable, Sendable {
    package var line: Int
    package var isInRow: Bool
    package var rowAlignment: VerticalAlignment?
    package var attributes: GridCellAttributes

    /// The subviews of a `GridLayout` made of a container's `children`: a `GridRow`'s cells (`row`
    /// gives them and the row's alignment), any other child a line of its own; `attributes` reads a
    /// view's grid modifiers.
    @MainActor
    package static func cells<Widget>(of children: [Widget],
                                      row: (Widget) -> (cells: [Widget], alignment: VerticalAlignment?)?,
                                      attributes: (Widget) -> GridCellAttributes) -> [(widget: Widget, cell: GridLayoutCell)] {
        children.enumerated().flatMap { line, child in
            guard let (cells, alignment) = row(child) else {
                return [(child, GridLayoutCell(line: line, isInRow: false, rowAlignment: nil, attributes: attributes(child)))]
            }
            return cells.map { ($0, GridLayoutCell(line: line, isInRow: true, rowAlignment: alignment, attributes: attributes($0))) }
        }
    }
}

/// The layout value carrying a subview's `GridLayoutCell`.
private enum GridLayoutCellKey: LayoutValueKey {
    static let defaultValue: GridLayoutCell? = nil
}

extension LayoutTraits {
    /// Where the subview sits in the `GridLayout` holding it (set by the layout's container).
    package var gridCell: GridLayoutCell? {
        get { values[ObjectIdentifier(GridLayoutCellKey.self)] as? GridLayoutCell }
        set { values[ObjectIdentifier(GridLayoutCellKey.self)] = newValue }
    }
}

extension LayoutSubview {
    var gridCell: GridLayoutCell? { child.traits.gridCell }
}
