import CGtk
import QuireUI

/// `ProgressView`: a column of the label, the indicator and the current value's label (caption size,
/// dimmed). The indicator is a GtkProgressBar (filled to the fraction, or pulsing ten times a second
/// while shown for indeterminate progress) or a GtkSpinner, which spins while shown; for a spinner
/// the label goes below it, as SwiftUI places it.
final class GTKProgressView: GTKWidget, ProgressWidget {
    private static let pulseInterval = Duration.milliseconds(100)

    private let bar: GObjectRef
    private let spinner: GObjectRef
    private let label = GTKLabelSlot(expands: false)
    private let currentValueLabel = GTKLabelSlot(expands: false)
    private var pulses: Task<Void, Never>?
    private var isPulsing = false

    init() {
        bar = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_progress_bar_new()))
        spinner = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_spinner_new()))
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
        let box = ref.cast(to: GtkBox.self)
        gtk_widget_set_halign(label.widget, GTK_ALIGN_START)
        gtk_widget_set_halign(currentValueLabel.widget, GTK_ALIGN_START)
        gtk_widget_add_css_class(currentValueLabel.widget, "caption")
        gtk_widget_add_css_class(currentValueLabel.widget, "dim-label")
        gtk_widget_set_hexpand(bar.cast(to: GtkWidget.self), 1)
        gtk_widget_set_halign(spinner.cast(to: GtkWidget.self), GTK_ALIGN_CENTER)
        gtk_widget_set_size_request(spinner.cast(to: GtkWidget.self), 24, 24)
        gtk_spinner_start(spinner.opaque)
        gtk_widget_set_visible(spinner.cast(to: GtkWidget.self), 0)
        for child in [label.widget, bar.cast(to: GtkWidget.self), spinner.cast(to: GtkWidget.self),
                      currentValueLabel.widget] {
            gtk_box_append(box, child)
        }
        ref.connect("map") { [weak self] in self?.updatePulsing() }
        ref.connect("unmap") { [weak self] in self?.updatePulsing() }
    }

    func setIndicator(_ indicator: ProgressIndicator) {
        let box = ref.cast(to: GtkBox.self)
        switch indicator {
        case .spinner:
            gtk_widget_set_visible(bar.cast(to: GtkWidget.self), 0)
            gtk_widget_set_visible(spinner.cast(to: GtkWidget.self), 1)
            gtk_box_reorder_child_after(box, label.widget, spinner.cast(to: GtkWidget.self))
            isPulsing = false
        case let .bar(fraction):
            gtk_widget_set_visible(spinner.cast(to: GtkWidget.self), 0)
            gtk_widget_set_visible(bar.cast(to: GtkWidget.self), 1)
            gtk_box_reorder_child_after(box, label.widget, nil)
            if let fraction {
                gtk_progress_bar_set_fraction(bar.opaque, fraction)
            }
            isPulsing = fraction == nil
        }
        updatePulsing()
    }

    func setLabel(_ content: any PlatformWidget) { label.show(content) }
    func setCurrentValueLabel(_ content: any PlatformWidget) { currentValueLabel.show(content) }

    func setAccessibilityLabel(_ name: String) {
        quire_accessible_set_label(OpaquePointer(bar.object), name)
        quire_accessible_set_label(OpaquePointer(spinner.object), name)
    }

    /// Pulses the bar while it is indeterminate and on screen; nothing runs otherwise.
    private func updatePulsing() {
        let shouldPulse = isPulsing && gtk_widget_get_mapped(widget) != 0
        guard shouldPulse != (pulses != nil) else { return }
        pulses?.cancel()
        pulses = nil
        guard shouldPulse else { return }
        pulses = Task { @MainActor [weak self] in
            while let bar = self?.bar {
                gtk_progress_bar_pulse(bar.opaque)
                do {
                    try await Task.sleep(for: Self.pulseInterval)
                } catch {
                    return // Cancelled: the bar stopped pulsing or left the screen.
                }
            }
        }
    }
}
