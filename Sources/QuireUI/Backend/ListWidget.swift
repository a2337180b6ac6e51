/// The widgets of lazy lists (`List`, `Table`, `LazyVStack`, `LazyHStack`): a toolkit list view over
/// a model that is only a count of rows. The toolkit makes row widgets for the rows in view (and a
/// few around them), recycles them as the person scrolls, and asks the node for a row's content when
/// it binds a row widget to a position; the node makes that row's views then and drops them when the
/// row widget is unbound. A list of 100,000 rows costs the toolkit a count, not 100,000 widgets.

/// What a list draws as (`ListStyle`).
package enum ListAppearance: Hashable, Sendable {
    /// Rows on a card, separated by hairlines (libadwaita's `boxed-list`).
    case boxed
    /// Rows edge to edge.
    case plain
    /// A navigation sidebar (libadwaita's `navigation-sidebar`).
    case sidebar
    /// Rows edge to edge without separators, highlights or padding of their own (a lazy stack), the
    /// given spacing apart, their content placed at `alignment` across the stack.
    case stack(spacing: Double, alignment: Alignment)
}

/// How a list lets rows be selected.
package enum ListSelectionMode: Hashable, Sendable {
    case none, single, multiple
}

/// What a list row shows around its content: in edit mode, a delete button before it (when the row
/// can be deleted) and a drag handle after it (when it can be moved).
package struct ListRowEditing: Hashable, Sendable {
    /// In edit mode, for a row that can be deleted (the delete button is all edit mode changes).
    package var isEditing = false
    package var canDelete = false
    package var canMove = false

    package init(isEditing: Bool = false, canDelete: Bool = false, canMove: Bool = false) {
        self.isEditing = isEditing
        self.canDelete = canDelete
        self.canMove = canMove
    }
}

/// A row's place in an outline (`List(_:children:)`, `OutlineGroup`, `DisclosureGroup` in a list):
/// indented by its depth, with an expander when it can have children.
package struct ListRowOutline: Hashable, Sendable {
    /// 0 for a top-level row.
    package var depth: Int
    /// nil: a leaf, without an expander.
    package var isExpanded: Bool?

    package init(depth: Int, isExpanded: Bool?) {
        self.depth = depth
        self.isExpanded = isExpanded
    }
}

/// A move a person asked for on a row: one place up or down (Alt+Up/Down), or dropped onto another
/// row (it takes that row's place).
@MainActor
package enum ListRowMove {
    case up, down
    case onto(any ListRowWidget)
}

/// One change to a list's rows, at positions of the list as it is when the change applies.
package enum ListRowEdit: Hashable, Sendable {
    /// The rows at these positions leave.
    case remove(Range<Int>)
    /// `count` new rows go in at `position`.
    case insert(count: Int, at: Int)
    /// The row at `from` moves to `to` (a position in the list without it): the row widget showing
    /// it may keep showing it.
    case move(from: Int, to: Int)
}

/// What a list row is: one of the list's elements, or a section's header or footer (shown in the list's
/// heading or caption style, never selected).
package enum ListRowKind: Hashable, Sendable {
    case element, sectionHeader, sectionFooter
}

/// A lazy list (`List`): a scrolling list view whose rows the toolkit makes for the positions in view.
/// The node tells it how the row count changes (`editRows`: an operation on one row of 100,000
/// hands over one edit); the toolkit binds row widgets to positions and the node fills them.
@MainActor package protocol ListWidget: PlatformWidget {
    /// Whether it is a lazy list that scrolls itself (a `ScrollView` around it passes it on). Always,
    /// on a toolkit; the headless backend's widgets are every kind of widget at once and say which.
    var scrollsItself: Bool { get }
    /// A row widget was put at a position (`row.position`): the node gives it that row's content,
    /// kind, editing and outline. A row bound again to the row it shows keeps its content. Binds the
    /// toolkit makes while `editRows` runs may be answered after it returns.
    var onBindRow: (@MainActor (any ListRowWidget) -> Void)? { get set }
    /// The row widget shows no row any more (out of view, or its row removed): the node takes the
    /// content back and drops it unless another row widget shows it by then — or, when the row widget
    /// is bound again first, may show the next row in the same widgets (it keeps them till then).
    var onUnbindRow: (@MainActor (any ListRowWidget) -> Void)? { get set }
    /// The positions the person selected, ascending, after each change they make (not after
    /// `setSelectedPositions`).
    var onSelectionChange: (@MainActor ([Int]) -> Void)? { get set }
    /// A row was activated: double-clicked, or Enter pressed on it.
    var onActivateRow: (@MainActor (Int) -> Void)? { get set }
    /// A secondary click (or the Menu key) on the row at a position (nil: the list's empty space):
    /// the items to show, or nil for no menu. The chosen item's number goes to `onContextMenuItem`.
    var onContextMenuRequest: (@MainActor (Int?) -> [MenuEntry]?)? { get set }
    var onContextMenuItem: (@MainActor (Int) -> Void)? { get set }
    /// Applies `edits` in order.
    func editRows(_ edits: [ListRowEdit])
    func setSelectionMode(_ mode: ListSelectionMode)
    /// Ascending positions.
    func setSelectedPositions(_ positions: [Int])
    func setAppearance(_ appearance: ListAppearance)
    func setScrollIndicators(_ indicators: ScrollIndicatorSettings)
    /// Scrolls the row at `position` into view: with `anchor`, that point of the row at the same point
    /// of the view (`.top`: the row at the top); nil: as little as makes it visible.
    func scrollToRow(at position: Int, anchor: UnitPoint?)
}

/// A row widget of a `ListWidget` — one cell of a `TableWidget`'s row — holding the widgets of one
/// view. The toolkit recycles it: bound to a position, unbound, bound to another. A row asks to be
/// deleted, moved or expanded (edit-mode delete button, keys, drag and drop, its expander); the node
/// decides what happens.
@MainActor package protocol ListRowWidget: PlatformWidget {
    /// Where the row is in its list now; nil while it is not bound.
    var position: Int? { get }
    /// A table's cell: its column; 0 for a list's row.
    var column: Int { get }
    var onDeleteRequest: (@MainActor () -> Void)? { get set }
    var onMoveRequest: (@MainActor (ListRowMove) -> Void)? { get set }
    /// The person clicked the expander (or pressed + or − on the row).
    var onExpansionToggle: (@MainActor () -> Void)? { get set }
    func setRowContent(_ content: [any PlatformWidget])
    /// What it shows: the content `setRowContent` gave it last. An unbound row keeps it until it is
    /// given other content.
    var rowContent: [any PlatformWidget] { get }
    func setEditing(_ editing: ListRowEditing)
    func setKind(_ kind: ListRowKind)
    /// nil: not part of an outline.
    func setOutline(_ outline: ListRowOutline?)
}
