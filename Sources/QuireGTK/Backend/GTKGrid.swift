import CGtk
import QuireUI

/// `LazyVGrid`/`LazyHGrid`: with an adaptive track a GtkFlowBox (homogeneous, nothing selectable)
/// whose children are at least the track's minimum wide — GTK reflows them as the window resizes, as
/// SwiftUI's adaptive columns do; otherwise a GtkGrid with one column (row) per track, flexible
/// tracks sharing the space and fixed ones as wide (tall) as they say. Each child sits in a bin of
/// this widget's, which carries the track's size, so the child's own size is left alone.
final class GTKGrid: GTKWidget, GridWidget {
    private var layout = LazyGridLayout(axis: .vertical, tracks: [GridItem()], lineSpacing: nil)
    private var children: [GTKWidget] = []
    private var bins: [ObjectIdentifier: GObjectRef] = [:]
    private var container: GObjectRef?
    private var isFlowBox = false

    init() {
        super.init(adopting: adw_bin_new())
        gtk_widget_set_hexpand(widget, 1)
    }

    func setGridLayout(_ layout: LazyGridLayout) {
        self.layout = layout
        rebuild()
    }

    func setChildren(_ newChildren: [any PlatformWidget]) {
        children = newChildren.compactMap(\.gtk)
        rebuild()
    }

    /// Grids change shape rarely (a new item, a new window width is GTK's own reflow): every child
    /// is placed again in a new container.
    private func rebuild() {
        // Every bin leaves the old container before any goes into the new one.
        if let container {
            for bin in bins.values where gtk_widget_get_parent(bin.cast(to: GtkWidget.self)) != nil {
                if isFlowBox {
                    gtk_flow_box_remove(container.opaque, bin.cast(to: GtkWidget.self))
                } else {
                    gtk_grid_remove(container.cast(to: GtkGrid.self), bin.cast(to: GtkWidget.self))
                }
            }
        }
        let kept = Set(children.map(ObjectIdentifier.init))
        bins = bins.filter { kept.contains($0.key) }
        let made: GObjectRef
        let spacing = UInt32(layout.itemSpacing.rounded())
        let lineSpacing = UInt32((layout.lineSpacing ?? 8).rounded())
        if let adaptive = layout.adaptive {
            made = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_flow_box_new()))
            let box = made.opaque
            gtk_orientable_set_orientation(box, layout.axis == .vertical ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
            gtk_flow_box_set_homogeneous(box, 1)
            gtk_flow_box_set_selection_mode(box, GTK_SELECTION_NONE)
            gtk_flow_box_set_max_children_per_line(box, 64)
            gtk_flow_box_set_column_spacing(box, layout.axis == .vertical ? spacing : lineSpacing)
            gtk_flow_box_set_row_spacing(box, layout.axis == .vertical ? lineSpacing : spacing)
            for child in children {
                align(child, layout.alignment(ofTrack: 0))
                let bin = bin(for: child).cast(to: GtkWidget.self)
                let minimum = Int32(adaptive.minimum.rounded())
                gtk_widget_set_size_request(bin, layout.axis == .vertical ? minimum : -1,
                                            layout.axis == .vertical ? -1 : minimum)
                gtk_flow_box_insert(box, bin, -1)
                if let wrapper = gtk_widget_get_parent(bin) { gtk_widget_set_focusable(wrapper, 0) }
            }
        } else {
            made = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_grid_new()))
            let grid = made.cast(to: GtkGrid.self)
            let tracks = max(layout.tracks.count, 1)
            let allFlexible = layout.tracks.allSatisfy { if case .flexible = $0.size { true } else { false } }
            if layout.axis == .vertical {
                gtk_grid_set_column_spacing(grid, spacing)
                gtk_grid_set_row_spacing(grid, lineSpacing)
                gtk_grid_set_column_homogeneous(grid, allFlexible ? 1 : 0)
            } else {
                gtk_grid_set_row_spacing(grid, spacing)
                gtk_grid_set_column_spacing(grid, lineSpacing)
                gtk_grid_set_row_homogeneous(grid, allFlexible ? 1 : 0)
            }
            for (index, child) in children.enumerated() {
                let bin = bin(for: child).cast(to: GtkWidget.self)
                let track = index % tracks, line = index / tracks
                align(child, layout.alignment(ofTrack: track))
                var size: Int32 = -1
                if case .fixed(let fixed) = layout.tracks[track].size { size = Int32(fixed.rounded()) }
                let flexible = if case .flexible = layout.tracks[track].size { true } else { false }
                if layout.axis == .vertical {
                    gtk_widget_set_size_request(bin, size, -1)
                    gtk_widget_set_hexpand(bin, flexible ? 1 : 0)
                    gtk_grid_attach(grid, bin, Int32(track), Int32(line), 1, 1)
                } else {
                    gtk_widget_set_size_request(bin, -1, size)
                    gtk_widget_set_vexpand(bin, flexible ? 1 : 0)
                    gtk_grid_attach(grid, bin, Int32(line), Int32(track), 1, 1)
                }
            }
        }
        adw_bin_set_child(ref.cast(to: AdwBin.self), made.cast(to: GtkWidget.self))
        container = made
        isFlowBox = layout.adaptive != nil
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
