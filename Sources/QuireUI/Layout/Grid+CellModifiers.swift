import Foundation

extension View {
    /// The view spans `count` columns of its `Grid` row.
    public func gridCellColumns(_ count: Int) -> some View {
        var attributes = GridCellAttributes()
        attributes.columns = count
        return _GridCell(attributes: attributes, content: self)
    }

    /// The view's whole `Grid` column is aligned `guide` horizontally (the grid's alignment elsewhere).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        var attributes = GridCellAttributes()
        attributes.columnAlignment = guide
        return _GridCell(attributes: attributes, content: self)
    }

    /// The view sits at `anchor` in its `Grid` cell, whatever the grid's, row's and column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        var attributes = GridCellAttributes()
        attributes.anchor = anchor
        return _GridCell(attributes: attributes, content: self)
    }

    /// On `axes`, the view asks its `Grid` for no size and takes its cell's (a `Color` as wide as the
    /// columns the other rows make).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        var attributes = GridCellAttributes()
        attributes.unsizedAxes = axes
        return _GridCell(attributes: attributes, content: self)
    }
}

/// A view with the grid modifiers' attributes; nested ones make one cell widget.
struct _GridCell<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let attributes: GridCellAttributes
    let content: Content

    func makeNode(in context: NodeContext) -> ViewNode { GridCellNode(context) }
}

@MainActor
protocol AnyGridCell {
    var attributes: GridCellAttributes { get }
    var contentView: any View { get }
}

extension _GridCell: AnyGridCell {
    var contentView: any View { content }
}
