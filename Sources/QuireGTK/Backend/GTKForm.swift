import CGtk
import QuireUI

/// `Form`: what GNOME's preferences pages are — a GtkScrolledWindow around an AdwClamp (the
/// readable width libadwaita's preferences page uses) around a column of sections, 24 pixels apart.
/// The scrolled window asks for its content's height (up to 640), so a form in a sheet gives the
/// sheet its size.
final class GTKForm: GTKWidget, FormWidget {
    private let column: GObjectRef
    private var list = GTKChildList()

    init() {
        column = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 24)))
        super.init(adopting: gtk_scrolled_window_new())
        let columnWidget = column.cast(to: GtkWidget.self)
        gtk_widget_set_margin_top(columnWidget, 24)
        gtk_widget_set_margin_bottom(columnWidget, 24)
        gtk_widget_set_margin_start(columnWidget, 12)
        gtk_widget_set_margin_end(columnWidget, 12)
        let clamp = adw_clamp_new()!
        adw_clamp_set_maximum_size(OpaquePointer(clamp), 600)
        adw_clamp_set_tightening_threshold(OpaquePointer(clamp), 400)
        adw_clamp_set_child(OpaquePointer(clamp), columnWidget)
        gtk_scrolled_window_set_policy(ref.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(ref.opaque, 1)
        gtk_scrolled_window_set_max_content_height(ref.opaque, 640)
        gtk_scrolled_window_set_child(ref.opaque, clamp)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
    }

    /// `.columns`' label column, shared by the sections (nil in other styles).
    private var labelColumn: GTKFormLabelColumn?
    private var sections: [GTKSection] = []

    func setSections(_ sections: [any SectionWidget]) {
        list.set(sections.compactMap(\.gtk), in: column.cast(to: GtkBox.self))
        self.sections = sections.compactMap { $0 as? GTKSection }
        for section in self.sections { section.labelColumn = labelColumn }
    }

    /// `.columns`: the page is as tall as its content (no scrolling) and its lists lose their card —
    /// no background, border or separators — so the rows stand on the window; labels line up in a
    /// column of their own (`GTKFormLabelColumn`), sections 24 pixels apart.
    func setAppearance(_ appearance: FormAppearance) {
        let isColumns = appearance == .columns
        if isColumns != (labelColumn != nil) {
            labelColumn = isColumns ? GTKFormLabelColumn() : nil
            for section in sections { section.labelColumn = labelColumn }
        }
        gtk_scrolled_window_set_policy(ref.opaque, GTK_POLICY_NEVER, isColumns ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_max_content_height(ref.opaque, isColumns ? -1 : 640)
        gtk_widget_set_vexpand(widget, isColumns ? 0 : 1)
        CSSStyleSheet.shared.installRules(Self.columnsClass, """
            .\(Self.columnsClass) list.boxed-list { background: none; border: none; box-shadow: none; }
            .\(Self.columnsClass) list.boxed-list > row { border: none; background: none; }
            """)
        if isColumns {
            gtk_widget_add_css_class(widget, Self.columnsClass)
        } else {
            gtk_widget_remove_css_class(widget, Self.columnsClass)
        }
    }

    private static let columnsClass = "quire-form-columns"
}

/// `Section`: libadwaita's preferences-group layout — the header above, a GtkListBox in the
/// `boxed-list` style with one row per widget, the footer below; parts without widgets are hidden.
/// Rows are not selectable or focusable themselves, so Tab goes from control to control.
final class GTKSection: GTKWidget, SectionWidget {
    private let header: GObjectRef
    private let rows: GObjectRef
    private let footer: GObjectRef
    private var headerList = GTKChildList()
    private var footerList = GTKChildList()
    /// Each row's list box row and the box inside it, by the widget it holds.
    private var rowsByContent: [ObjectIdentifier: (row: GObjectRef, box: GObjectRef, content: GTKWidget)] = [:]
    private var order: [ObjectIdentifier] = []
    /// What each row put in the form's label column, by the widget it holds.
    private var labelColumnMembers: [ObjectIdentifier: GTKFormLabelColumn.Member] = [:]

    /// The form's label column (`.columns`), which every row joins; nil: rows as libadwaita's.
    var labelColumn: GTKFormLabelColumn? {
        didSet {
            guard labelColumn !== oldValue else { return }
            for (id, member) in labelColumnMembers {
                guard let entry = rowsByContent[id] else { continue }
                oldValue?.remove(member, in: entry.box.cast(to: GtkBox.self))
            }
            labelColumnMembers = [:]
            for id in order { joinLabelColumn(id) }
        }
    }

    private func joinLabelColumn(_ id: ObjectIdentifier) {
        guard let labelColumn, labelColumnMembers[id] == nil, let entry = rowsByContent[id] else { return }
        labelColumnMembers[id] = labelColumn.add(entry.content, in: entry.box.cast(to: GtkBox.self))
    }

    init() {
        header = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)))
        rows = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_list_box_new()))
        footer = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)))
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        CSSStyleSheet.shared.installFormStyle()
        let box = ref.cast(to: GtkBox.self)
        let headerWidget = header.cast(to: GtkWidget.self)
        let rowsWidget = rows.cast(to: GtkWidget.self)
        let footerWidget = footer.cast(to: GtkWidget.self)
        gtk_widget_set_margin_bottom(headerWidget, 12)
        gtk_widget_set_margin_top(footerWidget, 6)
        gtk_list_box_set_selection_mode(rows.opaque, GTK_SELECTION_NONE)
        gtk_widget_add_css_class(rowsWidget, "boxed-list")
        for part in [headerWidget, rowsWidget, footerWidget] {
            gtk_widget_set_visible(part, 0)
            gtk_box_append(box, part)
        }
    }

    func setHeader(_ content: [any PlatformWidget]) {
        let widgets = content.compactMap(\.gtk)
        headerList.set(widgets, in: header.cast(to: GtkBox.self)) { Self.release($0) }
        gtk_widget_set_visible(header.cast(to: GtkWidget.self), widgets.isEmpty ? 0 : 1)
    }

    func setFooter(_ content: [any PlatformWidget]) {
        let widgets = content.compactMap(\.gtk)
        footerList.set(widgets, in: footer.cast(to: GtkBox.self)) { child in
            gtk_widget_set_halign(child.widget, GTK_ALIGN_START)
        }
        gtk_widget_set_visible(footer.cast(to: GtkWidget.self), widgets.isEmpty ? 0 : 1)
    }

    func setSectionRows(_ contents: [any PlatformWidget]) {
        let widgets = contents.compactMap(\.gtk)
        let listBox = rows.opaque
        let wanted = widgets.map(ObjectIdentifier.init)
        let kept = Set(wanted)
        for id in order where !kept.contains(id) {
            guard let entry = rowsByContent.removeValue(forKey: id) else { continue }
            if let member = labelColumnMembers.removeValue(forKey: id) {
                labelColumn?.remove(member, in: entry.box.cast(to: GtkBox.self))
            }
            gtk_list_box_remove(listBox, entry.row.cast(to: GtkWidget.self))
            if gtk_widget_get_parent(entry.content.widget) == entry.box.cast(to: GtkWidget.self) {
                gtk_box_remove(entry.box.cast(to: GtkBox.self), entry.content.widget)
            }
        }
        for (index, content) in widgets.enumerated() {
            let id = ObjectIdentifier(content)
            let entry = rowsByContent[id] ?? makeRow(for: content)
            rowsByContent[id] = entry
            let row = entry.row.cast(to: GtkWidget.self)
            let current = gtk_list_box_get_row_at_index(listBox, Int32(index))
                .map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }
            guard current != row else { continue }
            if gtk_widget_get_parent(row) != nil {
                gtk_list_box_remove(listBox, row)
            }
            gtk_list_box_insert(listBox, row, Int32(index))
        }
        order = wanted
        for id in order { joinLabelColumn(id) }
        gtk_widget_set_visible(rows.cast(to: GtkWidget.self), widgets.isEmpty ? 0 : 1)
    }

    /// A list box row holding `content` in a padded box, at the row's start unless it expands.
    private func makeRow(for content: GTKWidget) -> (row: GObjectRef, box: GObjectRef, content: GTKWidget) {
        let row = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_list_box_row_new()))
        let box = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)))
        let rowWidget = row.cast(to: GtkWidget.self)
        gtk_list_box_row_set_activatable(row.cast(to: GtkListBoxRow.self), 0)
        gtk_list_box_row_set_selectable(row.cast(to: GtkListBoxRow.self), 0)
        gtk_widget_set_focusable(rowWidget, 0)
        gtk_widget_add_css_class(box.cast(to: GtkWidget.self), CSSStyleSheet.formRowClass)
        Self.release(content)
        let child = content.widget
        let expands = gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL) != 0
        // The child gets the row's width either way, so that a wrapping text is given its natural
        // width at the start (a box would measure it for the row's height: two short lines).
        gtk_widget_set_hexpand(child, 1)
        gtk_widget_set_halign(child, expands ? GTK_ALIGN_FILL : GTK_ALIGN_START)
        gtk_widget_set_valign(child, GTK_ALIGN_CENTER)
        gtk_box_append(box.cast(to: GtkBox.self), child)
        gtk_list_box_row_set_child(row.cast(to: GtkListBoxRow.self), box.cast(to: GtkWidget.self))
        return (row, box, content)
    }

    /// Takes `content` out of another section's row box, where a form's own section held it until
    /// the row moved here (the other section lets go of the row when it is next updated).
    private static func release(_ content: GTKWidget) {
        guard let parent = gtk_widget_get_parent(content.widget),
              gtk_widget_has_css_class(parent, CSSStyleSheet.formRowClass) != 0 else { return }
        gtk_box_remove(UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkBox.self), content.widget)
    }
}
