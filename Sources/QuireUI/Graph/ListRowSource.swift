/// Something standing for rows among a lazy list's content widgets: the rows of a `ForEach`
/// (`ListRowGroup`, any number of them, made only while in view), an outline's rows
/// (`OutlineRowGroup`), or one row showing widgets that exist anyway (`ListStaticRow`). Sources never
/// reach a backend: the list (`ListRows`) lays them end to end and hands each the row widgets the
/// toolkit binds to its positions.
@MainActor
protocol ListRowSource: PlatformWidget {
    /// How many rows it stands for now.
    var rowCount: Int { get }
    /// Shows the row at `offset` (of this source) in `row`, which may show another of its rows, or
    /// one of another source (told `unbind` first).
    func bind(_ row: any ListRowWidget, at offset: Int)
    /// `row` no longer shows a row of this source.
    func unbind(_ row: any ListRowWidget)
    /// What changed since the list last asked (groups change by themselves; a static row never).
    func takeChanges() -> ListRowChanges
    /// The selection tag of the row at `offset` (a `ForEach` element's id), or nil when the row
    /// cannot be selected.
    func tag(at offset: Int) -> AnyHashable?
    /// The offsets of the rows tagged with one of `tags`, ascending.
    func offsets(tagged tags: Set<AnyHashable>) -> [Int]
}

/// How a source's rows changed since the list last took its changes.
enum ListRowChanges {
    case none
    /// Changed in these ways, in order, at the source's own offsets.
    case edits([ListRowEdit])
    /// Made again: the list replaces all its rows.
    case reset
}

extension ListRowSource {
    func takeChanges() -> ListRowChanges { .none }
    func tag(at offset: Int) -> AnyHashable? { nil }
    func offsets(tagged tags: Set<AnyHashable>) -> [Int] { [] }
    func setStyle(_ style: WidgetStyle) {}
}

/// One row showing widgets that exist whatever is in view: a view of a list's content that is not a
/// `ForEach` element (kept by its own node), a section's header or footer, a disclosure group's
/// label in a list (with its expander). It shows them in the one row widget bound to it.
@MainActor
final class ListStaticRow: ListRowSource {
    let kind: ListRowKind
    let content: [any PlatformWidget]
    /// Its place in an outline; a change shows at once in the bound row.
    var outline: ListRowOutline? {
        didSet {
            if outline != oldValue {
                shownIn?.setOutline(outline)
            }
        }
    }
    /// What its expander does.
    var toggle: (@MainActor () -> Void)? {
        didSet { shownIn?.onExpansionToggle = toggle }
    }
    /// The row widget showing the content.
    private weak var shownIn: (any ListRowWidget)?

    init(kind: ListRowKind = .element, content: [any PlatformWidget], outline: ListRowOutline? = nil,
         toggle: (@MainActor () -> Void)? = nil) {
        self.kind = kind
        self.content = content
        self.outline = outline
        self.toggle = toggle
    }

    var rowCount: Int { 1 }

    func bind(_ row: any ListRowWidget, at offset: Int) {
        if let shownIn, shownIn !== row {
            // A widget has one parent: it leaves the row widget it was in first.
            shownIn.setRowContent([])
        }
        shownIn = row
        row.setKind(kind)
        row.setEditing(ListRowEditing())
        row.setOutline(outline)
        row.onDeleteRequest = nil
        row.onMoveRequest = nil
        row.onExpansionToggle = toggle
        row.setRowContent(TableRowCells.content(of: content, column: row.column))
    }

    /// A table's `TableRow` is selected by its value's id.
    func tag(at offset: Int) -> AnyHashable? {
        (content.first as? TableRowCells)?.tag
    }

    func offsets(tagged tags: Set<AnyHashable>) -> [Int] {
        tag(at: 0).map { tags.contains($0) ? [0] : [] } ?? []
    }

    func unbind(_ row: any ListRowWidget) {
        guard shownIn === row else { return }
        row.setRowContent([])
        shownIn = nil
    }

    /// Whether it shows `widgets` as a row of `kind` (so a list keeps it rather than swapping it).
    func shows(_ widgets: [any PlatformWidget], kind: ListRowKind) -> Bool {
        self.kind == kind && ViewNode.same(content, widgets)
    }
}
