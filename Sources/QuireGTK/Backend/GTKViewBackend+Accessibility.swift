import CGtk
import Foundation
import QuireUI

/// The accessibility modifiers on GTK 4.8's accessible API, which its AT-SPI bridge reads: the label,
/// hint and value are the LABEL, DESCRIPTION and VALUE_TEXT properties, hidden and selected the
/// HIDDEN and SELECTED states, a heading's level LEVEL, modal MODAL; a kind of element is the
/// widget's `accessible-role`, which GTK takes only before the widget's AT context is realized (so
/// only before it is first in a window); the identifier is the widget's name (`gtk_widget_set_name`).
/// GTK 4.8's AT-SPI bridge reads VALUE_TEXT nowhere (AT-SPI's `Value.Text` came with later GTKs), so
/// the value is also the first sentence of the description, before the hint, as VoiceOver reads it.
extension GTKViewBackend: AccessibilityBackend {
    package func setAccessibility(_ properties: AccessibleProperties, resetting reset: AccessibleProperties.Fields,
                                  of widget: any PlatformWidget) {
        guard let target = widget.gtk?.widget else { return }
        let accessible = OpaquePointer(target)
        if let role = properties.role, gtk_widget_get_root(target) == nil {
            quire_widget_set_accessible_role(target, Self.gtkRole(role))
        }
        if let label = properties.label { quire_accessible_set_label(accessible, label) }
        if let valueText = properties.valueText { quire_accessible_set_value_text(accessible, valueText) }
        if properties.description != nil || properties.valueText != nil || reset.contains(.description) || reset.contains(.valueText) {
            setDescription(of: target, hint: properties.description, value: properties.valueText, reset: reset)
        }
        if let isHidden = properties.isHidden { quire_accessible_set_hidden(accessible, isHidden ? 1 : 0) }
        if let isSelected = properties.isSelected { quire_accessible_set_selected(accessible, isSelected ? 1 : 0) }
        if let isModal = properties.isModal { quire_accessible_set_modal(accessible, isModal ? 1 : 0) }
        if let level = properties.headingLevel { quire_accessible_set_level(accessible, Int32(level)) }
        if let identifier = properties.identifier { gtk_widget_set_name(target, identifier) }
        if let sortPriority = properties.sortPriority { GTKReadingOrder.setPriority(sortPriority, of: target) }
        if reset.contains(.label) { gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL) }
        if reset.contains(.valueText) { gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT) }
        if reset.contains(.isHidden) { gtk_accessible_reset_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN) }
        if reset.contains(.isSelected) { gtk_accessible_reset_state(accessible, GTK_ACCESSIBLE_STATE_SELECTED) }
        if reset.contains(.identifier) { gtk_widget_set_name(target, nil) }
    }

    /// The description from the hint and value set on `widget` so far (each kept on the widget).
    private func setDescription(of widget: UnsafeMutablePointer<GtkWidget>, hint: String?, value: String?,
                                reset: AccessibleProperties.Fields) {
        let text = GTKWidgetSubclass.state(AccessibleText.self, of: widget, key: AccessibleText.key) ?? {
            let text = AccessibleText()
            GTKWidgetSubclass.attach(text, to: UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self),
                                     key: AccessibleText.key)
            return text
        }()
        if let hint { text.hint = hint }
        if let value { text.value = value }
        if reset.contains(.description) { text.hint = nil }
        if reset.contains(.valueText) { text.value = nil }
        let sentences = [text.value, text.hint].compactMap { $0 }
        if sentences.isEmpty {
            gtk_accessible_reset_property(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
        } else {
            quire_accessible_set_description(OpaquePointer(widget), sentences.joined(separator: ". "))
        }
    }

    package func makeAccessibilityElement(role: AccessibleRole, hidesChildren: Bool) -> any AccessibilityElementWidget {
        GTKAccessibilityElement(role: Self.gtkRole(role), hidesChildren: hidesChildren)
    }

    private static func gtkRole(_ role: AccessibleRole) -> GtkAccessibleRole {
        switch role {
        case .heading: GTK_ACCESSIBLE_ROLE_HEADING
        case .button: GTK_ACCESSIBLE_ROLE_BUTTON
        case .link: GTK_ACCESSIBLE_ROLE_LINK
        case .image: GTK_ACCESSIBLE_ROLE_IMG
        case .label: GTK_ACCESSIBLE_ROLE_LABEL
        case .toggle: GTK_ACCESSIBLE_ROLE_SWITCH
        case .searchBox: GTK_ACCESSIBLE_ROLE_SEARCH_BOX
        case .group: GTK_ACCESSIBLE_ROLE_GROUP
        }
    }
}

/// The hint and value a widget was given, which its accessible description reads.
private final class AccessibleText {
    static let key = "quire-accessible-text"
    var hint: String?
    var value: String?
}

/// `accessibilityElement(children:)`: a vertical GtkBox with an accessible role around the view's
/// widgets, which it hides from the accessibility tree unless it contains them (`.contain`).
final class GTKAccessibilityElement: GTKWidget, AccessibilityElementWidget {
    private let hidesChildren: Bool
    private var list = GTKChildList()

    init(role: GtkAccessibleRole, hidesChildren: Bool) {
        self.hidesChildren = hidesChildren
        super.init(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
        quire_widget_set_accessible_role(widget, role)
    }

    override var fillsCrossAxis: Bool { list.children.count == 1 && list.children[0].fillsCrossAxis }

    func setElementContent(_ widgets: [any PlatformWidget]) {
        let children = widgets.compactMap(\.gtk)
        list.set(children, in: ref.cast(to: GtkBox.self)) { [hidesChildren] child in
            if hidesChildren { quire_accessible_set_hidden(OpaquePointer(child.widget), 1) }
        }
    }
}
