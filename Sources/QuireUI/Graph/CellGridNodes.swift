final class CellGridNode: ContentContainerNode {
    private let widget: any CellGridWidget
    private var appearance: CellGridAppearance?

    init(_ context: NodeContext) {
        let widget = context.graph.make { $0.makeCellGrid() }
        self.widget = widget
        super.init(context, widget: widget) { widget.setChildren($0) }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let grid = typed(view, as: (any AnyCellGrid).self)
        assign(grid.appearance, to: &appearance) { widget.setGridAppearance($0) }
        var contentEnvironment = environment
        contentEnvironment.layoutAxis = .vertical
        render(grid.contentView, environment: contentEnvironment)
        applyStyle(to: widget)
    }
}

final class GridRowNode: ContentContainerNode {
    private let widget: any GridRowWidget
    private var alignment: VerticalAlignment??

    init(_ context: NodeContext) {
        let widget = context.graph.make { $0.makeGridRow() }
        self.widget = widget
        super.init(context, widget: widget) { widget.setChildren($0) }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let row = typed(view, as: (any AnyGridRow).self)
        assign(row.alignment, to: &alignment) { widget.setRowAlignment($0) }
        var contentEnvironment = environment
        contentEnvironment.layoutAxis = .horizontal
        render(row.contentView, environment: contentEnvironment)
    }
}

/// The grid modifiers' cell: modifiers applied one over another make one widget with all their
/// attributes, the outermost winning where two say the same thing.
final class GridCellNode: ContentContainerNode {
    private let widget: any GridCellWidget
    private var attributes: GridCellAttributes?

    init(_ context: NodeContext) {
        let widget = context.graph.make { $0.makeGridCell() }
        self.widget = widget
        super.init(context, widget: widget) { widget.setChildren($0) }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let cell = typed(view, as: (any AnyGridCell).self)
        var merged = cell.attributes
        var content = cell.contentView
        while let inner = content as? any AnyGridCell {
            merged = merged.merged(with: inner.attributes)
            content = inner.contentView
        }
        assign(merged, to: &attributes) { widget.setCellAttributes($0) }
        render(content, environment: environment)
    }
}
