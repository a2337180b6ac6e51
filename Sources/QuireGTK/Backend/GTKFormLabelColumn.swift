import CGtk
import QuireUI

/// `formStyle(.columns)`'s label column, as macOS's columns form lays it out: the labels of a form's
/// labelled controls (`Picker`, `Stepper`, `Slider`, `DatePicker`, `ColorPicker`) share one width —
/// a horizontal GtkSizeGroup over their label slots, GTK's own way of lining labels up — each label
/// at the column's end, and every control follows 12 pixels after it; a row without a label starts
/// with an empty slot of that width, so its view stands in the controls' column.
@MainActor
final class GTKFormLabelColumn {
    private let group = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL)))

    /// What `add` put in the column: a control's label slot, or an empty slot it made.
    struct Member {
        fileprivate let widget: GObjectRef
        fileprivate let isEmptySlot: Bool
        fileprivate let expanded: Bool
        fileprivate let content: GTKWidget
        fileprivate let contentAlignment: GtkAlign
    }

    /// Puts `content`'s label, or an empty slot before it in `box` (its form row), in the column.
    func add(_ content: GTKWidget, in box: UnsafeMutablePointer<GtkBox>) -> Member {
        if let label = Self.label(of: content) {
            let member = Member(widget: GObjectRef(retaining: UnsafeMutableRawPointer(label)), isEmptySlot: false,
                                expanded: gtk_widget_get_hexpand(label) != 0, content: content,
                                contentAlignment: gtk_widget_get_halign(content.widget))
            gtk_widget_set_hexpand(label, 0)
            // The control follows its label unless a part of it takes the width (a slider's scale).
            gtk_widget_set_halign(content.widget, Self.partExpands(of: content.widget, besides: label) ? GTK_ALIGN_FILL : GTK_ALIGN_START)
            if let text = adw_bin_get_child(UnsafeMutableRawPointer(label).assumingMemoryBound(to: AdwBin.self)) { gtk_widget_set_halign(text, GTK_ALIGN_END) }
            gtk_size_group_add_widget(group.cast(to: GtkSizeGroup.self), label)
            return member
        }
        let slot = GObjectRef(adopting: UnsafeMutableRawPointer(adw_bin_new()))
        gtk_size_group_add_widget(group.cast(to: GtkSizeGroup.self), slot.cast(to: GtkWidget.self))
        gtk_box_set_spacing(box, 12)
        gtk_box_prepend(box, slot.cast(to: GtkWidget.self))
        return Member(widget: slot, isEmptySlot: true, expanded: false, content: content,
                      contentAlignment: gtk_widget_get_halign(content.widget))
    }

    /// Undoes `add`: a label is as it was, an empty slot leaves the row.
    func remove(_ member: Member, in box: UnsafeMutablePointer<GtkBox>) {
        let widget = member.widget.cast(to: GtkWidget.self)
        gtk_size_group_remove_widget(group.cast(to: GtkSizeGroup.self), widget)
        if member.isEmptySlot {
            gtk_box_remove(box, widget)
            gtk_box_set_spacing(box, 0)
        } else {
            gtk_widget_set_hexpand(widget, member.expanded ? 1 : 0)
            gtk_widget_set_halign(member.content.widget, member.contentAlignment)
            if let text = adw_bin_get_child(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: AdwBin.self)) { gtk_widget_set_halign(text, GTK_ALIGN_FILL) }
        }
    }

    /// Whether a child of `control` other than `label` asks for more width.
    private static func partExpands(of control: UnsafeMutablePointer<GtkWidget>, besides label: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var child = gtk_widget_get_first_child(control)
        while let part = child {
            if part != label, gtk_widget_get_visible(part) != 0, gtk_widget_compute_expand(part, GTK_ORIENTATION_HORIZONTAL) != 0 {
                return true
            }
            child = gtk_widget_get_next_sibling(part)
        }
        return false
    }

    /// The label slot of a control that shows a label before it (a radio group's is above it).
    private static func label(of content: GTKWidget) -> UnsafeMutablePointer<GtkWidget>? {
        let slot: UnsafeMutablePointer<GtkWidget>? = switch content {
        case let picker as GTKPicker where picker.kind != .radioButtons: picker.labelSlot.widget
        case let stepper as GTKStepper: stepper.labelSlot.widget
        case let datePicker as GTKDatePicker: datePicker.labelSlot.widget
        case let colorPicker as GTKColorPicker: colorPicker.labelSlot.widget
        case let slider as GTKSlider: slider.labelSlot.cast(to: GtkWidget.self)
        default: nil
        }
        return slot.flatMap { gtk_widget_get_visible($0) != 0 ? $0 : nil }
    }
}
