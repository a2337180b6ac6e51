import CGtk
import QuireUI

/// What a lazy list (`GTKList`: a GtkListView) and a table (`GTKTable`: a GtkColumnView) share: a
/// GtkScrolledWindow around the view, a `GTKRowModel` (only a count) wrapped in a GtkNoSelection,
/// GtkSingleSelection or GtkMultiSelection per selection mode, and the row widgets GTK's factories
/// make (`GTKListRow`, one per list item, or per cell). Binding a list item asks the view graph for
/// that position's content; unbinding gives it back — widgets exist only for the rows GTK keeps
/// around the view (GTK 4.8 keeps up to 200).
///
/// Rows change through the model's splices: one row inserted, removed or moved is one change, whatever
/// the list's length, and GTK lays out only the rows in view. A secondary click opens the rows'
/// context menu (`onContextMenuRequest`), double click or Enter activates a row (`onActivateRow`).
class GTKRowsView: GTKWidget, ListWidget {
    var onBindRow: (@MainActor (any ListRowWidget) -> Void)?
    var onUnbindRow: (@MainActor (any ListRowWidget) -> Void)?
    var onSelectionChange: (@MainActor ([Int]) -> Void)?
    var onActivateRow: (@MainActor (Int) -> Void)?
    var onContextMenuRequest: (@MainActor (Int?) -> [MenuEntry]?)?
    var onContextMenuItem: (@MainActor (Int) -> Void)?
    /// A list view in its own scrolled window.
    let scrollsItself = true

    let model = GTKRowModel()
    /// The list view, or the column view.
    let view: GObjectRef
    private(set) var selectionModel: GObjectRef
    private var selectionMode = ListSelectionMode.none
    /// The row widget of each list item GTK set up (for a table, of each cell), by list item.
    private(set) var rowsByItem: [UnsafeMutableRawPointer: GTKListRow] = [:]
    private var isSettingSelection = false
    private let menuActions = GTKMenuActions(prefix: "rows")
    private var menuPopover: GObjectRef?
    /// A widget of a row that had the keyboard focus before an edit: it gets it back afterwards.
    private var pendingFocus: GObjectRef?

    /// `makeView` makes the list or column view over a selection model (taking the reference).
    init(makeView: (OpaquePointer) -> UnsafeMutablePointer<GtkWidget>) {
        selectionModel = Self.makeSelectionModel(.none, over: model)
        g_object_ref(selectionModel.raw)
        view = GObjectRef(adopting: UnsafeMutableRawPointer(makeView(selectionModel.opaque)))
        super.init(adopting: gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(ref.opaque, viewWidget)
        gtk_scrolled_window_set_policy(ref.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        selectionModel.connectSelectionChanged { [weak self] in self?.selectionChanged() }
        menuActions.insert(on: viewWidget)
        menuActions.onItem = { [weak self] index in self?.onContextMenuItem?(index) }
        view.connectWithArgument("activate") { [weak self] argument in
            // GtkListView's and GtkColumnView's `activate` pass a guint: its bits in the pointer's place.
            self?.onActivateRow?(Int(UInt32(truncatingIfNeeded: Int(bitPattern: argument))))
        }
        addContextMenuGesture()
    }

    isolated deinit {
        // The popover is parented to the view without being its child: unparent it before the view goes.
        if let menuPopover {
            gtk_widget_unparent(menuPopover.cast(to: GtkWidget.self))
        }
    }

    var viewWidget: UnsafeMutablePointer<GtkWidget> { view.cast() }

    /// Gives the view a new selection model (`gtk_list_view_set_model`, `gtk_column_view_set_model`).
    func setViewModel(_ model: OpaquePointer) {}

    // MARK: list items

    /// A factory's `setup`: `row` is the new list item's row widget.
    func rowMade(_ row: GTKListRow) {
        rowsByItem[UnsafeMutableRawPointer(row.listItem)] = row
    }

    /// A factory's `bind`: the view graph fills the row.
    func bind(_ listItem: OpaquePointer) {
        guard let row = rowsByItem[UnsafeMutableRawPointer(listItem)] else { return }
        gtk_list_item_set_selectable(listItem, selectionMode == .none ? 0 : 1)
        onBindRow?(row)
        if let pendingFocus, let child = row.child, isInside(pendingFocus.cast(to: GtkWidget.self), child) {
            restoreFocus()
        }
    }

    /// A factory's `unbind`: the view graph takes its content back.
    func unbind(_ listItem: OpaquePointer) {
        guard let row = rowsByItem[UnsafeMutableRawPointer(listItem)] else { return }
        onUnbindRow?(row)
    }

    /// A factory's `teardown`: the list item and its row widget go.
    func teardown(_ listItem: OpaquePointer) {
        rowsByItem.removeValue(forKey: UnsafeMutableRawPointer(listItem))?.isTornDown = true
    }

    /// Connects `factory`'s signals to the row widgets `makeRow` makes for its list items.
    func connect(_ factory: GObjectRef, makeRow: @escaping @MainActor (OpaquePointer) -> GTKListRow) {
        factory.connectWithArgument("setup") { [weak self] item in
            guard let self, let item else { return }
            rowMade(makeRow(OpaquePointer(item)))
        }
        factory.connectWithArgument("bind") { [weak self] item in
            guard let item else { return }
            self?.bind(OpaquePointer(item))
        }
        factory.connectWithArgument("unbind") { [weak self] item in
            guard let item else { return }
            self?.unbind(OpaquePointer(item))
        }
        factory.connectWithArgument("teardown") { [weak self] item in
            guard let item else { return }
            self?.teardown(OpaquePointer(item))
        }
    }

    // MARK: rows

    func editRows(_ edits: [ListRowEdit]) {
        // A focused row that moves goes into a new list item and loses the focus meanwhile: it gets
        // it back once the view graph has put it there, and the view scrolls to it.
        let focus = focusedWidget()
        var focusedPosition = focus.flatMap { row(containing: $0)?.position }
        for edit in edits {
            switch edit {
            case let .remove(range):
                model.splice(at: range.lowerBound, removing: range.count, adding: 0)
                focusedPosition = focusedPosition.flatMap { range.contains($0) ? nil : $0 >= range.upperBound ? $0 - range.count : $0 }
            case let .insert(count, position):
                model.splice(at: position, removing: 0, adding: count)
                focusedPosition = focusedPosition.map { $0 >= position ? $0 + count : $0 }
            case let .move(from, to):
                if focusedPosition == from, let root = gtk_widget_get_root(viewWidget) {
                    // Taken away now and given back then, as a real focus change: a widget unparented
                    // and parented again while it holds the focus keeps it in GTK's eyes but not in
                    // its state flags or in the accessibility tree.
                    gtk_root_set_focus(root, nil)
                }
                model.splice(at: from, removing: 1, adding: 0)
                model.splice(at: to, removing: 0, adding: 1)
                focusedPosition = focusedPosition.map { position in
                    if position == from { return to }
                    if from < to, position > from, position <= to { return position - 1 }
                    if to < from, position >= to, position < from { return position + 1 }
                    return position
                }
            }
        }
        guard let focus, let focusedPosition, gtk_widget_has_focus(focus) == 0 else { return }
        pendingFocus = GObjectRef(retaining: UnsafeMutableRawPointer(focus))
        gtk_widget_activate_action_variant(viewWidget, "list.scroll-to-item", g_variant_new_uint32(UInt32(focusedPosition)))
        restoreFocus()
    }

    /// Gives the focus back to the widget that had it before an edit, once its row is shown, after
    /// the frame GTK is laying out (a grab during the view's allocation trips GTK's focus
    /// bookkeeping) — unless the person has put the focus outside the list since.
    private func restoreFocus() {
        GTK.afterPendingFrame { [weak self] in
            guard let self, let pending = pendingFocus, let root = gtk_widget_get_root(viewWidget) else { return }
            let widget = pending.cast(to: GtkWidget.self)
            guard let row = row(containing: widget) else { return }
            pendingFocus = nil
            if let current = gtk_root_get_focus(root), current != viewWidget,
               gtk_widget_is_ancestor(current, viewWidget) == 0 {
                return
            }
            if gtk_widget_has_focus(widget) == 0, let child = row.child, isInside(widget, child) {
                gtk_widget_grab_focus(widget)
            }
        }
    }

    // MARK: selection

    private static func makeSelectionModel(_ mode: ListSelectionMode, over model: GTKRowModel) -> GObjectRef {
        // The selection models take a reference to the model.
        g_object_ref(model.ref.raw)
        let selection: OpaquePointer? = switch mode {
        case .none: gtk_no_selection_new(model.ref.opaque)
        case .single: gtk_single_selection_new(model.ref.opaque)
        case .multiple: gtk_multi_selection_new(model.ref.opaque)
        }
        // GTK's constructors abort rather than return NULL.
        guard let selection else { preconditionFailure("GTK returned no selection model") }
        if mode == .single {
            gtk_single_selection_set_autoselect(selection, 0)
            gtk_single_selection_set_can_unselect(selection, 1)
        }
        return GObjectRef(adopting: UnsafeMutableRawPointer(selection))
    }

    func setSelectionMode(_ mode: ListSelectionMode) {
        guard mode != selectionMode else { return }
        selectionMode = mode
        selectionModel = Self.makeSelectionModel(mode, over: model)
        selectionModel.connectSelectionChanged { [weak self] in self?.selectionChanged() }
        setViewModel(selectionModel.opaque)
    }

    func setSelectedPositions(_ positions: [Int]) {
        guard selectionMode != .none else { return }
        isSettingSelection = true
        defer { isSettingSelection = false }
        let selected = gtk_bitset_new_empty()
        for position in positions where position < model.count {
            gtk_bitset_add(selected, UInt32(position))
        }
        let mask = gtk_bitset_new_range(0, UInt32(model.count))
        gtk_selection_model_set_selection(selectionModel.opaque, selected, mask)
        gtk_bitset_unref(selected)
        gtk_bitset_unref(mask)
    }

    private func selectionChanged() {
        guard !isSettingSelection, let onSelectionChange,
              let bitset = gtk_selection_model_get_selection(selectionModel.opaque) else { return }
        defer { gtk_bitset_unref(bitset) }
        var positions: [Int] = []
        let count = gtk_bitset_get_size(bitset)
        var index: UInt64 = 0
        while index < count {
            positions.append(Int(gtk_bitset_get_nth(bitset, UInt32(index))))
            index += 1
        }
        onSelectionChange(positions)
    }

    // MARK: looks and scrolling

    func setAppearance(_ appearance: ListAppearance) {}

    func setScrollIndicators(_ indicators: ScrollIndicatorSettings) {
        var horizontal = GTK_POLICY_NEVER, vertical = GTK_POLICY_NEVER
        gtk_scrolled_window_get_policy(ref.opaque, &horizontal, &vertical)
        gtk_scrolled_window_set_policy(ref.opaque, GTKScroll.policy(indicators.horizontal, scrolls: horizontal != GTK_POLICY_NEVER),
                                       GTKScroll.policy(indicators.vertical, scrolls: vertical != GTK_POLICY_NEVER))
    }

    func scrollToRow(at position: Int, anchor: UnitPoint?) {
        guard position < model.count else { return }
        gtk_widget_activate_action_variant(viewWidget, "list.scroll-to-item", g_variant_new_uint32(UInt32(position)))
        guard let anchor else { return }
        // GTK 4.8 scrolls as little as shows the row: the anchor moves it further once it is laid out.
        GTK.afterPendingFrame { [weak self] in
            guard let self, let row = rowsByItem.values.first(where: { $0.position == position && $0.column == 0 }),
                  let rowWidget = row.listItemWidget else { return }
            GTKScroll.align(rowWidget, in: ref.cast(to: GtkWidget.self), scrolledWindow: ref.opaque, anchor: anchor)
        }
    }

    // MARK: finding rows

    /// The focused widget when it is inside this view.
    func focusedWidget() -> UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(viewWidget), let focus = gtk_root_get_focus(root),
              gtk_widget_is_ancestor(focus, viewWidget) != 0 else { return nil }
        return focus
    }

    /// Whether `widget` is `container` or inside it.
    private func isInside(_ widget: UnsafeMutablePointer<GtkWidget>, _ container: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget == container || gtk_widget_is_ancestor(widget, container) != 0
    }

    /// The row widget `widget` is in (or is the list item of).
    func row(containing widget: UnsafeMutablePointer<GtkWidget>) -> GTKListRow? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current, candidate != viewWidget {
            for row in rowsByItem.values where row.child == candidate || row.listItemWidget == candidate {
                return row
            }
            current = gtk_widget_get_parent(candidate)
        }
        return nil
    }

    /// The row under a point of the view.
    func row(atX x: Double, y: Double) -> GTKListRow? {
        guard let picked = gtk_widget_pick(viewWidget, x, y, GTK_PICK_DEFAULT) else { return nil }
        return row(containing: picked)
    }

    // MARK: context menu

    private func addContextMenuGesture() {
        guard let click = gtk_gesture_click_new() else { return }
        let gesture = GObjectRef(retaining: UnsafeMutableRawPointer(click))
        gtk_gesture_single_set_button(gesture.opaque, 3)
        gesture.connectPressed(longPress: false) { [weak self] x, y in self?.openContextMenu(atX: x, y: y) }
        gtk_widget_add_controller(viewWidget, click)
    }

    private func openContextMenu(atX x: Double, y: Double) {
        guard let onContextMenuRequest else { return }
        guard let entries = onContextMenuRequest(row(atX: x, y: y)?.position) else { return }
        let menu = menuActions.menu(for: entries)
        let popover = menuPopover ?? {
            let made = GObjectRef(retaining: UnsafeMutableRawPointer(gtk_popover_menu_new_from_model(nil)))
            gtk_widget_set_parent(made.cast(to: GtkWidget.self), viewWidget)
            gtk_popover_set_has_arrow(made.cast(to: GtkPopover.self), 0)
            menuPopover = made
            return made
        }()
        // The menu lives until the popover holds its own reference.
        withExtendedLifetime(menu) {
            gtk_popover_menu_set_menu_model(popover.opaque, menu.ref.cast(to: GMenuModel.self))
        }
        var point = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(popover.cast(to: GtkPopover.self), &point)
        gtk_popover_popup(popover.cast(to: GtkPopover.self))
    }
}
