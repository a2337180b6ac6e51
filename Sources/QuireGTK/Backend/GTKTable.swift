import CGtk
import QuireUI

/// `Table`: a GtkColumnView (`GTKRowsView`) in libadwaita's `data-table` style, a column per
/// `TableColumnDescription`, each with its own factory making one `GTKListRow` per cell.
///
/// Sorting stays the app's: a sortable column has a GtkCustomSorter, so its header can be clicked
/// and shows GTK's arrow, but no model is ever sorted by it. A click changes the column view's
/// sorter; GTK 4.8 cannot say which column it put first, so the table asks the sorter to compare two
/// probe items — the first column sorter it consults is the primary one — tells the node, and puts
/// GTK's arrow back where the node last set it until the app's new sort order says otherwise.
final class GTKTable: GTKRowsView, TableWidget {
    var onSortRequest: (@MainActor (Int) -> Void)?

    private struct Column {
        let column: GObjectRef
        var description: TableColumnDescription
        let sorter: GObjectRef
    }

    /// What a column's sorter records when the probe consults it.
    private final class Probe {
        var firstColumn: Int?
    }

    private var columns: [Column] = []
    private let probe = Probe()
    private let probeItems = (GObjectRef(adopting: UnsafeMutableRawPointer(quire_object_new_plain())),
                              GObjectRef(adopting: UnsafeMutableRawPointer(quire_object_new_plain())))
    private var isSettingSort = false
    private var indicator: (column: Int?, ascending: Bool) = (nil, true)

    init() {
        super.init { selection in
            // gtk_column_view_new takes the reference.
            gtk_column_view_new(selection)
        }
        gtk_widget_add_css_class(viewWidget, "data-table")
        gtk_column_view_set_reorderable(view.opaque, 0)
        if let sorter = gtk_column_view_get_sorter(view.opaque) {
            // `changed` passes a GtkSorterChange before the user data: the handler takes that int.
            GObjectRef(retaining: UnsafeMutableRawPointer(sorter)).connectInt("changed") { [weak self] _ in self?.sortChanged() }
        }
    }

    override func setViewModel(_ model: OpaquePointer) {
        gtk_column_view_set_model(view.opaque, model)
    }

    // MARK: rows of cells

    /// GTK moves a row to another position one cell at a time, unbinding each just before binding it:
    /// the row's other cells, still at the old position, are unbound first, so the view graph sees the
    /// whole row leave before any cell shows the next one (and can show it in the same widgets).
    override func bind(_ listItem: OpaquePointer) {
        let key = UnsafeMutableRawPointer(listItem)
        if let row = rowsByItem[key] {
            unbindOtherCells(of: row)
        }
        super.bind(listItem)
        if let cell = rowsByItem[key]?.listItemWidget {
            g_object_set_qdata(UnsafeMutableRawPointer(cell).assumingMemoryBound(to: GObject.self), Self.cellItemQuark, key)
        }
    }

    /// Unbinds the other cells of `row`'s row (its cell widget's siblings) still bound to another position.
    private func unbindOtherCells(of row: GTKListRow) {
        guard let cell = row.listItemWidget, let rowWidget = gtk_widget_get_parent(cell) else { return }
        let position = row.position
        var sibling = gtk_widget_get_first_child(rowWidget)
        while let current = sibling {
            sibling = gtk_widget_get_next_sibling(current)
            guard current != cell,
                  let item = g_object_get_qdata(UnsafeMutableRawPointer(current).assumingMemoryBound(to: GObject.self), Self.cellItemQuark),
                  let other = rowsByItem[item], other.position != position else { continue }
            unbind(other.listItem)
        }
    }

    /// A cell widget's list item (set at its binds): GTK 4.8 has no call from one to the other.
    private static let cellItemQuark = g_quark_from_string("quire-table-cell-item")

    func setColumns(_ descriptions: [TableColumnDescription]) {
        isSettingSort = true
        defer { isSettingSort = false }
        while columns.count > descriptions.count {
            gtk_column_view_remove_column(view.opaque, columns.removeLast().column.opaque)
        }
        for (index, description) in descriptions.enumerated() {
            if index == columns.count {
                columns.append(makeColumn(index))
            }
            columns[index].description = description
            apply(description, to: columns[index])
        }
        restoreIndicator()
    }

    private func makeColumn(_ index: Int) -> Column {
        let factory = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()))
        connect(factory) { [weak self] listItem in
            let alignment = self.map { index < $0.columns.count ? $0.columns[index].description.alignment : .leading } ?? .leading
            return GTKListRow(listItem: listItem, column: index, layout: .cell(alignment: alignment))
        }
        g_object_ref(factory.raw)
        // gtk_column_view_column_new takes the factory's reference.
        let column = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_column_view_column_new(nil, factory.opaque)))
        gtk_column_view_append_column(view.opaque, column.opaque)
        let box = Unmanaged.passRetained(ProbeBox(probe: probe, column: index)).toOpaque()
        let sorter = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_custom_sorter_new(
            { _, _, data in
                guard let data else { return 0 }
                let box = Unmanaged<ProbeBox>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated {
                    if box.probe.firstColumn == nil {
                        box.probe.firstColumn = box.column
                    }
                }
                // Not equal: the column view's sorter stops at the first column it consults.
                return -1
            },
            box,
            { data in
                if let data {
                    Unmanaged<ProbeBox>.fromOpaque(data).release()
                }
            })))
        return Column(column: column, description: TableColumnDescription(title: ""), sorter: sorter)
    }

    /// A column sorter's link to the probe, owned by the sorter.
    private final class ProbeBox {
        let probe: Probe
        let column: Int

        init(probe: Probe, column: Int) {
            self.probe = probe
            self.column = column
        }
    }

    private func apply(_ description: TableColumnDescription, to column: Column) {
        let pointer = column.column.opaque
        gtk_column_view_column_set_title(pointer, description.title)
        gtk_column_view_column_set_sorter(pointer, description.isSortable ? column.sorter.cast(to: GtkSorter.self) : nil)
        let width = description.width
        if width.isFixed, let fixed = width.minimum {
            gtk_column_view_column_set_fixed_width(pointer, Int32(fixed.rounded()))
            gtk_column_view_column_set_resizable(pointer, 0)
            gtk_column_view_column_set_expand(pointer, 0)
        } else if let ideal = width.ideal ?? width.minimum {
            // GTK 4.8 cannot bound a drag: the column starts at its ideal width and resizes freely.
            gtk_column_view_column_set_fixed_width(pointer, Int32(ideal.rounded()))
            gtk_column_view_column_set_resizable(pointer, 1)
            gtk_column_view_column_set_expand(pointer, 0)
        } else {
            // Columns without a width share the table's width, as SwiftUI's do.
            gtk_column_view_column_set_fixed_width(pointer, -1)
            gtk_column_view_column_set_resizable(pointer, 1)
            gtk_column_view_column_set_expand(pointer, 1)
        }
    }

    func setSortIndicator(column: Int?, ascending: Bool) {
        indicator = (column, ascending)
        restoreIndicator()
    }

    private func restoreIndicator() {
        isSettingSort = true
        defer { isSettingSort = false }
        let column = indicator.column.flatMap { $0 < columns.count ? columns[$0].column.opaque : nil }
        gtk_column_view_sort_by_column(view.opaque, column, indicator.ascending ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING)
    }

    /// A header was clicked (GTK changed its sorter): which column GTK put first is the one clicked.
    private func sortChanged() {
        guard !isSettingSort, let sorter = gtk_column_view_get_sorter(view.opaque) else { return }
        probe.firstColumn = nil
        _ = gtk_sorter_compare(sorter, probeItems.0.raw, probeItems.1.raw)
        let clicked = probe.firstColumn
        restoreIndicator()
        if let clicked {
            onSortRequest?(clicked)
        }
    }

    func setHeadersVisible(_ visible: Bool) {
        // GTK 4.8 has no property for it: the header is the column view's first child.
        if let header = gtk_widget_get_first_child(viewWidget) {
            gtk_widget_set_visible(header, visible ? 1 : 0)
        }
    }
}
