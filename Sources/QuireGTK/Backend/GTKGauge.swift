import CGtk
import QuireUI

/// `Gauge`: a continuous GtkLevelBar (GNOME's level indicator, as a disk-usage bar draws), with the
/// label at the start of a row above it and the current value's label at that row's end, and the
/// bounds' labels (caption size, dimmed) at the bar's ends; the marked values' labels (caption size)
/// in a row under the bar, as wide as it.
final class GTKGauge: GTKWidget, GaugeWidget {
    private let levelBar: GObjectRef
    private let label = GTKLabelSlot()
    private let currentValueLabel = GTKLabelSlot(expands: false)
    private let minimumValueLabel = GTKLabelSlot(expands: false)
    private let maximumValueLabel = GTKLabelSlot(expands: false)
    private let markedValueLabels = GTKLabelSlot()
    private let titleRow = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)))
    private let barRow = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)))

    init() {
        levelBar = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_level_bar_new_for_interval(0, 1)))
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
        let barWidget = levelBar.cast(to: GtkWidget.self)
        gtk_level_bar_set_mode(levelBar.opaque, GTK_LEVEL_BAR_MODE_CONTINUOUS)
        gtk_widget_set_hexpand(barWidget, 1)
        gtk_widget_set_valign(barWidget, GTK_ALIGN_CENTER)
        // Wide enough to read a level when a stack gives the gauge only its natural width.
        gtk_widget_set_size_request(barWidget, 120, -1)
        for slot in [minimumValueLabel, maximumValueLabel, markedValueLabels] {
            gtk_widget_add_css_class(slot.widget, "caption")
            gtk_widget_add_css_class(slot.widget, "dim-label")
        }
        gtk_box_append(titleRow.cast(to: GtkBox.self), label.widget)
        gtk_box_append(titleRow.cast(to: GtkBox.self), currentValueLabel.widget)
        let barColumn = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(barColumn, 1)
        gtk_widget_set_valign(barColumn, GTK_ALIGN_CENTER)
        gtk_box_append(UnsafeMutableRawPointer(barColumn).assumingMemoryBound(to: GtkBox.self), barWidget)
        gtk_box_append(UnsafeMutableRawPointer(barColumn).assumingMemoryBound(to: GtkBox.self), markedValueLabels.widget)
        for child in [minimumValueLabel.widget, barColumn, maximumValueLabel.widget] {
            gtk_box_append(barRow.cast(to: GtkBox.self), child)
        }
        gtk_box_append(ref.cast(to: GtkBox.self), titleRow.cast(to: GtkWidget.self))
        gtk_box_append(ref.cast(to: GtkBox.self), barRow.cast(to: GtkWidget.self))
    }

    func setLevel(_ fraction: Double) {
        gtk_level_bar_set_value(levelBar.opaque, fraction)
    }

    func setLabel(_ content: any PlatformWidget) { label.show(content) }
    func setCurrentValueLabel(_ content: any PlatformWidget) { currentValueLabel.show(content) }
    func setMinimumValueLabel(_ content: any PlatformWidget) { minimumValueLabel.show(content) }
    func setMaximumValueLabel(_ content: any PlatformWidget) { maximumValueLabel.show(content) }
    func setMarkedValueLabels(_ content: any PlatformWidget) { markedValueLabels.show(content) }

    func setAccessibilityLabel(_ name: String) {
        quire_accessible_set_label(OpaquePointer(levelBar.object), name)
    }
}
