import CGtk
import QuireUI

/// `LazyVGrid`/`LazyHGrid`: with an adaptive track a GtkFlowBox per section (homogeneous, nothing
/// selectable) whose children are at least the track's minimum wide — GTK reflows them as the window
/// resizes, as SwiftUI's adaptive columns do; otherwise one GtkGrid with one column (row) per track,
/// flexible tracks sharing the space and fixed ones as wide (tall) as they say. A section's header
/// and footer lie across the tracks, its cells start on a new line. Each child sits in a bin of this
/// widget's, which carries the track's size, so the child's own size is left alone. With
/// `pinnedViews`, the pinned headers and footers stand over the grid in `GTKPinnedSections`, an
/// empty bin of their size holding their place in it.
final class GTKGrid: GTKWidget, GridWidget {
    private var layout = LazyGridLayout(axis: .vertical, tracks: [GridItem()], lineSpacing: nil)
    private var sections: [(header: [GTKWidget], cells: [GTKWidget], footer: [GTKWidget])] = []
    private var bins: [ObjectIdentifier: GObjectRef] = [:]
    private var container: GObjectRef?
    private var pinning: GTKPinnedSections?

    init() {
        super.init(adopting: adw_bin_new())
        gtk_widget_set_hexpand(widget, 1)
    }

    func setGridLayout(_ layout: LazyGridLayout) {
        self.layout = layout
        rebuild()
    }

    func setSections(_ sections: [LazyGridSection]) {
        self.sections = sections.map { ($0.header.compactMap(\.gtk), $0.cells.compactMap(\.gtk), $0.footer.compactMap(\.gtk)) }
        rebuild()
    }

    private var vertical: Bool { layout.axis == .vertical }

    /// Grids change shape rarely (a new item, a new window width is GTK's own reflow): every child
    /// is placed again in a new container.
    private func rebuild() {
        // Every bin leaves the old container (and the pinned views' host) before any goes into a new one.
        for bin in bins.values { Self.detach(bin.cast(to: GtkWidget.self)) }
        let kept = Set(sections.flatMap { $0.header + $0.cells + $0.footer }.map(ObjectIdentifier.init))
        bins = bins.filter { kept.contains($0.key) }
        let pinned = layout.pinnedViews
        var pinnedViews: [GTKPinnedSections.Pinned] = []
        let made: GObjectRef
        if layout.adaptive != nil {
            made = GObjectRef(adopting: UnsafeMutableRawPointer(
                gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL,
                            Int32((layout.lineSpacing ?? 8).rounded()))))
            for (index, section) in sections.enumerated() {
                var parts: [UnsafeMutablePointer<GtkWidget>] = []
                func across(_ views: [GTKWidget], pin: Bool, header: Bool) {
                    for view in views {
                        let place = spanning(view, pinned: pin, header: header, section: index, into: &pinnedViews)
                        gtk_box_append(made.cast(to: GtkBox.self), place)
                        parts.append(place)
                    }
                }
                across(section.header, pin: pinned.contains(.sectionHeaders), header: true)
                if !section.cells.isEmpty {
                    let box = flowBox(section.cells)
                    gtk_box_append(made.cast(to: GtkBox.self), box)
                    parts.append(box)
                }
                across(section.footer, pin: pinned.contains(.sectionFooters), header: false)
                pinnedViews = pinnedViews.map { $0.section == index ? $0.with(parts: parts) : $0 }
            }
        } else {
            made = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_grid_new()))
            let grid = made.cast(to: GtkGrid.self)
            let spacing = UInt32(layout.itemSpacing.rounded())
            let lineSpacing = UInt32((layout.lineSpacing ?? 8).rounded())
            let tracks = max(layout.tracks.count, 1)
            let allFlexible = layout.tracks.allSatisfy { if case .flexible = $0.size { true } else { false } }
            if vertical {
                gtk_grid_set_column_spacing(grid, spacing)
                gtk_grid_set_row_spacing(grid, lineSpacing)
                gtk_grid_set_column_homogeneous(grid, allFlexible ? 1 : 0)
            } else {
                gtk_grid_set_row_spacing(grid, spacing)
                gtk_grid_set_column_spacing(grid, lineSpacing)
                gtk_grid_set_row_homogeneous(grid, allFlexible ? 1 : 0)
            }
            var line = 0
            for (index, section) in sections.enumerated() {
                var parts: [UnsafeMutablePointer<GtkWidget>] = []
                func across(_ views: [GTKWidget], pin: Bool, header: Bool) {
                    for view in views {
                        let place = spanning(view, pinned: pin, header: header, section: index, into: &pinnedViews)
                        attach(place, to: grid, track: 0, line: line, span: tracks)
                        parts.append(place)
                        line += 1
                    }
                }
                across(section.header, pin: pinned.contains(.sectionHeaders), header: true)
                for (offset, child) in section.cells.enumerated() {
                    let bin = bin(for: child).cast(to: GtkWidget.self)
                    let track = offset % tracks
                    align(child, layout.alignment(ofTrack: track))
                    var size: Int32 = -1
                    if case .fixed(let fixed) = layout.tracks[track].size { size = Int32(fixed.rounded()) }
                    let flexible = if case .flexible = layout.tracks[track].size { true } else { false }
                    gtk_widget_set_size_request(bin, vertical ? size : -1, vertical ? -1 : size)
                    if vertical { gtk_widget_set_hexpand(bin, flexible ? 1 : 0) } else { gtk_widget_set_vexpand(bin, flexible ? 1 : 0) }
                    attach(bin, to: grid, track: track, line: line + offset / tracks, span: 1)
                    parts.append(bin)
                }
                line += (section.cells.count + tracks - 1) / tracks
                across(section.footer, pin: pinned.contains(.sectionFooters), header: false)
                pinnedViews = pinnedViews.map { $0.section == index ? $0.with(parts: parts) : $0 }
            }
        }
        if pinnedViews.isEmpty {
            pinning = nil
            adw_bin_set_child(ref.cast(to: AdwBin.self), made.cast(to: GtkWidget.self))
        } else {
            let host = pinning ?? GTKPinnedSections(axis: layout.axis)
            host.show(made.cast(to: GtkWidget.self), pinned: pinnedViews)
            if pinning == nil || gtk_widget_get_parent(host.widget) == nil {
                adw_bin_set_child(ref.cast(to: AdwBin.self), host.widget)
            }
            pinning = host
        }
        container = made
    }

    /// Takes a bin out of its parent: a flow box's child wrapper, the grid, a box or the pinned host.
    private static func detach(_ bin: UnsafeMutablePointer<GtkWidget>) {
        guard let parent = gtk_widget_get_parent(bin) else { return }
        let instance = UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_flow_box_child_get_type()) != 0 {
            gtk_flow_box_child_set_child(UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkFlowBoxChild.self), nil)
        } else {
            gtk_widget_unparent(bin)
        }
    }

    private func attach(_ child: UnsafeMutablePointer<GtkWidget>, to grid: UnsafeMutablePointer<GtkGrid>,
                        track: Int, line: Int, span: Int) {
        if vertical {
            gtk_grid_attach(grid, child, Int32(track), Int32(line), Int32(span), 1)
        } else {
            gtk_grid_attach(grid, child, Int32(line), Int32(track), 1, Int32(span))
        }
    }

    /// What holds a header's or footer's place across the tracks: its bin, or — pinned — an empty
    /// bin of its size while the bin stands over the grid.
    private func spanning(_ view: GTKWidget, pinned: Bool, header: Bool, section: Int,
                          into pinnedViews: inout [GTKPinnedSections.Pinned]) -> UnsafeMutablePointer<GtkWidget> {
        align(view, layout.alignment)
        let bin = bin(for: view)
        let binWidget = bin.cast(to: GtkWidget.self)
        if vertical { gtk_widget_set_hexpand(binWidget, 1) } else { gtk_widget_set_vexpand(binWidget, 1) }
        gtk_widget_set_size_request(binWidget, -1, -1)
        guard pinned else { return binWidget }
        let pin = GTKPinnedSections.Pinned(view: bin, isHeader: header, section: section)
        pinnedViews.append(pin)
        return pin.placeholder.cast(to: GtkWidget.self)
    }

    private func flowBox(_ cells: [GTKWidget]) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_flow_box_new()!
        let spacing = UInt32(layout.itemSpacing.rounded())
        let lineSpacing = UInt32((layout.lineSpacing ?? 8).rounded())
        let flow = OpaquePointer(box)
        gtk_orientable_set_orientation(flow, vertical ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        gtk_flow_box_set_homogeneous(flow, 1)
        gtk_flow_box_set_selection_mode(flow, GTK_SELECTION_NONE)
        gtk_flow_box_set_max_children_per_line(flow, 64)
        gtk_flow_box_set_column_spacing(flow, vertical ? spacing : lineSpacing)
        gtk_flow_box_set_row_spacing(flow, vertical ? lineSpacing : spacing)
        let minimum = Int32((layout.adaptive?.minimum ?? 0).rounded())
        for child in cells {
            align(child, layout.alignment(ofTrack: 0))
            let bin = bin(for: child).cast(to: GtkWidget.self)
            gtk_widget_set_size_request(bin, vertical ? minimum : -1, vertical ? -1 : minimum)
            gtk_flow_box_insert(flow, bin, -1)
            if let wrapper = gtk_widget_get_parent(bin) { gtk_widget_set_focusable(wrapper, 0) }
        }
        return box
    }

    /// A child that does not expand sits at `alignment` in its cell's bin.
    private func align(_ child: GTKWidget, _ alignment: Alignment) {
        let widget = child.widget
        let fillsWidth = child.fillsCrossAxis || gtk_widget_compute_expand(widget, GTK_ORIENTATION_HORIZONTAL) != 0
        let fillsHeight = gtk_widget_compute_expand(widget, GTK_ORIENTATION_VERTICAL) != 0
        gtk_widget_set_halign(widget, fillsWidth ? GTK_ALIGN_FILL : Self.gtkAlignment(alignment.horizontal))
        gtk_widget_set_valign(widget, fillsHeight ? GTK_ALIGN_FILL : Self.gtkAlignment(alignment.vertical))
    }

    private func bin(for child: GTKWidget) -> GObjectRef {
        let key = ObjectIdentifier(child)
        if let bin = bins[key] { return bin }
        let bin = GObjectRef(adopting: UnsafeMutableRawPointer(adw_bin_new()))
        adw_bin_set_child(bin.cast(to: AdwBin.self), child.widget)
        bins[key] = bin
        return bin
    }
}
