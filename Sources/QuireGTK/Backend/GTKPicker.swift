import CGtk
import QuireUI

/// `Picker`: the label (taking the row's width), then the choices as the kind says — a GtkDropDown
/// over a GtkStringList (`.menu`), a linked row of grouped GtkToggleButtons (`.segmented`; a choice
/// with an icon shows the icon, its title as tooltip and name), or a column of grouped
/// GtkCheckButtons drawn as radio buttons under the label (`.radioButtons`). Changes the node makes
/// are not reported back.
final class GTKPicker: GTKWidget, PickerWidget {
    var onSelect: (@MainActor (Int) -> Void)?

    let kind: PickerKind
    let labelSlot: GTKLabelSlot
    /// The drop-down, or the box holding the buttons.
    private let choicesWidget: GObjectRef
    private var buttons: [GObjectRef] = []
    private var isSettingState = false
    /// The drop-down's own item factory, kept for its list while the button shows a current value
    /// label; nil until one is shown.
    private var optionFactory: GObjectRef?

    init(kind: PickerKind) {
        self.kind = kind
        labelSlot = GTKLabelSlot(expands: kind != .radioButtons)
        switch kind {
        case .menu:
            choicesWidget = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_drop_down_new(nil, nil)))
        case .segmented:
            choicesWidget = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)))
            gtk_widget_add_css_class(choicesWidget.cast(to: GtkWidget.self), "linked")
        case .radioButtons:
            choicesWidget = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)))
        }
        super.init(adopting: gtk_box_new(kind == .radioButtons ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL,
                                         kind == .radioButtons ? 6 : 12))
        let box = ref.cast(to: GtkBox.self)
        gtk_box_append(box, labelSlot.widget)
        let choices = choicesWidget.cast(to: GtkWidget.self)
        gtk_widget_set_valign(choices, GTK_ALIGN_CENTER)
        gtk_box_append(box, choices)
        if kind == .menu {
            choicesWidget.connectNotify("selected") { [weak self] in self?.dropDownChanged() }
        }
    }

    func setLabel(_ content: any PlatformWidget) { labelSlot.show(content) }

    func setOptions(_ options: [PickerOption]) {
        isSettingState = true
        defer { isSettingState = false }
        switch kind {
        case .menu:
            var titles = options.map { strdup($0.title) }
            titles.append(nil)
            defer { titles.forEach { free($0) } }
            let model = titles.withUnsafeBufferPointer { pointer in
                pointer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: titles.count) {
                    gtk_string_list_new($0)
                }
            }
            // The drop-down takes the model's reference.
            gtk_drop_down_set_model(choicesWidget.opaque, model)
            gtk_drop_down_set_selected(choicesWidget.opaque, Self.noPosition)
        case .segmented, .radioButtons:
            let box = choicesWidget.cast(to: GtkBox.self)
            for button in buttons {
                gtk_box_remove(box, button.cast(to: GtkWidget.self))
            }
            // One by one: each new button joins the group of the first new one.
            buttons = []
            for (index, option) in options.enumerated() {
                let button = makeButton(for: option, at: index)
                buttons.append(button)
                gtk_box_append(box, button.cast(to: GtkWidget.self))
            }
        }
    }

    func setSelectedIndex(_ index: Int?) {
        isSettingState = true
        defer { isSettingState = false }
        switch kind {
        case .menu:
            gtk_drop_down_set_selected(choicesWidget.opaque, index.map { guint($0) } ?? Self.noPosition)
        case .segmented:
            for (position, button) in buttons.enumerated() {
                gtk_toggle_button_set_active(button.cast(to: GtkToggleButton.self), position == index ? 1 : 0)
            }
        case .radioButtons:
            for (position, button) in buttons.enumerated() {
                gtk_check_button_set_active(button.cast(to: GtkCheckButton.self), position == index ? 1 : 0)
            }
        }
    }

    func setAccessibilityLabel(_ label: String) {
        quire_accessible_set_label(OpaquePointer(choicesWidget.object), label)
    }

    /// A drop-down's button shows `label` through a factory of its own (a GtkBuilder template holding
    /// the label's icon and text); the list keeps GtkDropDown's factory, with its check mark on the
    /// chosen option.
    func setCurrentValueLabel(_ label: PickerOption?) {
        guard kind == .menu else { return }
        let dropDown = choicesWidget.opaque
        guard let label else {
            if let optionFactory {
                gtk_drop_down_set_factory(dropDown, optionFactory.opaque)
                gtk_drop_down_set_list_factory(dropDown, nil)
            }
            return
        }
        let optionFactory = self.optionFactory
            ?? GObjectRef(retaining: UnsafeMutableRawPointer(gtk_drop_down_get_factory(dropDown)))
        self.optionFactory = optionFactory
        gtk_drop_down_set_list_factory(dropDown, optionFactory.opaque)
        let factory = Self.factory(showing: label)
        withExtendedLifetime(factory) { gtk_drop_down_set_factory(dropDown, factory.opaque) }
    }

    /// A list item factory whose items all show `label`.
    private static func factory(showing label: PickerOption) -> GObjectRef {
        func escaped(_ text: String) -> String {
            guard let escaped = g_markup_escape_text(text, -1) else { return "" }
            defer { g_free(escaped) }
            return String(cString: escaped)
        }
        let icon = label.iconName.map {
            "<child><object class=\"GtkImage\"><property name=\"icon-name\">\(escaped($0))</property></object></child>"
        } ?? ""
        let template = "<interface><template class=\"GtkListItem\"><property name=\"child\">"
            + "<object class=\"GtkBox\"><property name=\"spacing\">6</property>\(icon)"
            + "<child><object class=\"GtkLabel\"><property name=\"label\">\(escaped(label.title))</property>"
            + "<property name=\"xalign\">0</property></object></child>"
            + "</object></property></template></interface>"
        let bytes = Array(template.utf8)
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        return GObjectRef(adopting: UnsafeMutableRawPointer(gtk_builder_list_item_factory_new_from_bytes(nil, data)))
    }

    /// GTK_INVALID_LIST_POSITION (a macro).
    private static let noPosition = guint.max

    private func makeButton(for option: PickerOption, at index: Int) -> GObjectRef {
        let button: GObjectRef
        if kind == .segmented {
            button = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_toggle_button_new()))
            if let iconName = option.iconName {
                gtk_button_set_icon_name(button.cast(to: GtkButton.self), iconName)
                gtk_widget_set_tooltip_text(button.cast(to: GtkWidget.self), option.title)
                quire_accessible_set_label(OpaquePointer(button.object), option.title)
            } else {
                gtk_button_set_label(button.cast(to: GtkButton.self), option.title)
            }
            if let first = buttons.first {
                gtk_toggle_button_set_group(button.cast(to: GtkToggleButton.self), first.cast(to: GtkToggleButton.self))
            }
            button.connect("toggled") { [weak self, weak button] in
                guard let button else { return }
                self?.buttonToggled(index, isActive: gtk_toggle_button_get_active(button.cast(to: GtkToggleButton.self)) != 0)
            }
        } else {
            button = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_check_button_new_with_label(option.title)))
            if let first = buttons.first {
                gtk_check_button_set_group(button.cast(to: GtkCheckButton.self), first.cast(to: GtkCheckButton.self))
            }
            button.connect("toggled") { [weak self, weak button] in
                guard let button else { return }
                self?.buttonToggled(index, isActive: gtk_check_button_get_active(button.cast(to: GtkCheckButton.self)) != 0)
            }
        }
        return button
    }

    private func buttonToggled(_ index: Int, isActive: Bool) {
        guard !isSettingState, isActive else { return }
        onSelect?(index)
    }

    private func dropDownChanged() {
        guard !isSettingState else { return }
        let selected = gtk_drop_down_get_selected(choicesWidget.opaque)
        guard selected != Self.noPosition else { return }
        onSelect?(Int(selected))
    }
}
