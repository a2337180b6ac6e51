import Foundation

/// A container that arranges views in rows and columns (SwiftUI's `Grid`): each `GridRow` is a
/// row, its first view in the first column and so on; a view outside a row (a `Divider`) spans all
/// columns. Columns are as wide as their widest cell and rows as tall as their tallest, so cells
/// line up across rows. GNOME's construct: a GtkGrid.
public struct Grid<Content: View>: View {
    public typealias Body = Never

    let appearance: CellGridAppearance
    let content: Content

    /// `alignment`: where each view sits in its cell; nil spacing is 8 points between cells.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        appearance = CellGridAppearance(alignment: alignment, horizontalSpacing: horizontalSpacing,
                                        verticalSpacing: verticalSpacing)
        self.content = content()
    }
}

/// A row of cells in a `Grid` (SwiftUI's `GridRow`). `alignment` places its cells vertically (nil:
/// the grid's vertical alignment). Outside a grid its views sit side by side, as in an `HStack`.
public struct GridRow<Content: View>: View {
    public typealias Body = Never

    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension Grid: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { CellGridNode(context) }
}

extension GridRow: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { GridRowNode(context) }
}

/// What the grid nodes need of `Grid` and `GridRow`.
@MainActor
protocol AnyCellGrid {
    var appearance: CellGridAppearance { get }
    var contentView: any View { get }
}

@MainActor
protocol AnyGridRow {
    var alignment: VerticalAlignment? { get }
    var contentView: any View { get }
}

extension Grid: AnyCellGrid {
    var contentView: any View { content }
}

extension GridRow: AnyGridRow {
    var contentView: any View { content }
}
