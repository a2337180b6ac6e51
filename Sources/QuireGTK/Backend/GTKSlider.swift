import CGtk
import QuireUI

/// `Slider`: a horizontal GtkScale over a GtkAdjustment, without a value readout (as SwiftUI draws
/// none), marks at each step when there are at most 20, in a row with the label before it and the
/// value labels at its ends. The person's moves come through GtkRange's `change-value`, which is
/// stopped: the thumb moves only where the node puts it (snapped). A button press or a touch on the
/// scale begins editing and its release ends it; a key press or a scroll is an edit of its own.
final class GTKSlider: GTKWidget, SliderWidget {
    var onValueChange: (@MainActor (Double) -> Void)?
    var onEditingChange: (@MainActor (Bool) -> Void)?

    let scale: GObjectRef
    let adjustment: GObjectRef
    let labelSlot: GObjectRef
    private let minimumSlot: GObjectRef
    private let maximumSlot: GObjectRef
    private let pointerEvents: GObjectRef
    private var contents: [GTKWidget] = []
    private var isPointerDown = false

    init() {
        let adjustment = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_adjustment_new(0, 0, 1, 0.01, 0.1, 0)))
        let scale = GObjectRef(adopting: UnsafeMutableRawPointer(
            gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, adjustment.cast(to: GtkAdjustment.self))))
        self.adjustment = adjustment
        self.scale = scale
        labelSlot = GObjectRef(adopting: UnsafeMutableRawPointer(adw_bin_new()))
        minimumSlot = GObjectRef(adopting: UnsafeMutableRawPointer(adw_bin_new()))
        maximumSlot = GObjectRef(adopting: UnsafeMutableRawPointer(adw_bin_new()))
        // A reference of its own: `gtk_widget_add_controller` below takes the constructor's.
        pointerEvents = GObjectRef(retaining: UnsafeMutableRawPointer(gtk_event_controller_legacy_new()))
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))

        let scaleWidget = scale.cast(to: GtkWidget.self)
        gtk_scale_set_draw_value(scale.cast(to: GtkScale.self), 0)
        gtk_widget_set_hexpand(scaleWidget, 1)
        gtk_widget_set_hexpand(widget, 1)
        // Wide enough to aim at a value when a stack gives it only its natural width.
        gtk_widget_set_size_request(scaleWidget, 160, -1)
        for slot in [labelSlot, minimumSlot] {
            gtk_widget_set_visible(slot.cast(to: GtkWidget.self), 0)
            gtk_box_append(ref.cast(to: GtkBox.self), slot.cast(to: GtkWidget.self))
        }
        gtk_box_append(ref.cast(to: GtkBox.self), scaleWidget)
        gtk_widget_set_visible(maximumSlot.cast(to: GtkWidget.self), 0)
        gtk_box_append(ref.cast(to: GtkBox.self), maximumSlot.cast(to: GtkWidget.self))

        scale.connectChangeValue { [weak self] _, value in
            self?.personMoved(to: value)
            return true
        }
        // Capture phase: the press is seen before GtkRange's own gestures claim it.
        gtk_event_controller_set_propagation_phase(pointerEvents.opaque, GTK_PHASE_CAPTURE)
        pointerEvents.connectEvent { [weak self] type in
            self?.pointerEvent(type)
            return false
        }
        gtk_widget_add_controller(scaleWidget, pointerEvents.opaque)
    }

    func setRange(_ range: ClosedRange<Double>, step: Double?) {
        let span = range.upperBound - range.lowerBound
        let stepIncrement = step ?? (span > 0 ? span / 100 : 1)
        let pageIncrement = step.map { $0 * max(1, (span / $0 / 10).rounded()) } ?? (span > 0 ? span / 10 : 1)
        let value = min(max(gtk_adjustment_get_value(adjustment.cast()), range.lowerBound), range.upperBound)
        gtk_adjustment_configure(adjustment.cast(), value, range.lowerBound, range.upperBound, stepIncrement,
                                 pageIncrement, 0)
        gtk_scale_clear_marks(scale.cast(to: GtkScale.self))
        if let step, span > 0, span / step <= 20 {
            var mark = range.lowerBound
            while mark <= range.upperBound + step * 1e-9 {
                gtk_scale_add_mark(scale.cast(to: GtkScale.self), min(mark, range.upperBound), GTK_POS_BOTTOM, nil)
                mark += step
            }
        }
    }

    func setValue(_ value: Double) {
        gtk_adjustment_set_value(adjustment.cast(), value)
    }

    func setLabel(_ content: any PlatformWidget) { show(content, in: labelSlot) }
    func setMinimumValueLabel(_ content: any PlatformWidget) { show(content, in: minimumSlot) }
    func setMaximumValueLabel(_ content: any PlatformWidget) { show(content, in: maximumSlot) }

    func setAccessibilityLabel(_ label: String) {
        quire_accessible_set_label(OpaquePointer(scale.object), label)
    }

    private func show(_ content: any PlatformWidget, in slot: GObjectRef) {
        guard let gtk = content.gtk else { return }
        contents.append(gtk)
        adw_bin_set_child(slot.cast(to: AdwBin.self), gtk.widget)
        gtk_widget_set_visible(slot.cast(to: GtkWidget.self), 1)
    }

    private func pointerEvent(_ type: GdkEventType) {
        switch type {
        case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN:
            guard !isPointerDown else { return }
            isPointerDown = true
            onEditingChange?(true)
        case GDK_BUTTON_RELEASE, GDK_TOUCH_END, GDK_TOUCH_CANCEL:
            guard isPointerDown else { return }
            isPointerDown = false
            onEditingChange?(false)
        default:
            break
        }
    }

    private func personMoved(to value: Double) {
        if isPointerDown {
            onValueChange?(value)
        } else {
            onEditingChange?(true)
            onValueChange?(value)
            onEditingChange?(false)
        }
    }
}
