import Foundation

/// What assistive technologies are told about a widget: each field set replaces the widget's own
/// (an accessible property or state), each nil leaves it. Several modifiers on one view each set
/// their fields on the same widgets.
package struct AccessibleProperties: Hashable, Sendable {
    /// The name (`accessibilityLabel`).
    package var label: String?
    /// Read after the name (`accessibilityHint`).
    package var description: String?
    /// The value as text (`accessibilityValue`).
    package var valueText: String?
    /// Left out of the accessibility tree, with everything inside (`accessibilityHidden`).
    package var isHidden: Bool?
    /// `isSelected` added (true) or removed (false).
    package var isSelected: Bool?
    /// `isModal` added (true) or removed (false).
    package var isModal: Bool?
    /// The kind of element, from the traits; a toolkit may give a role only to a widget not yet shown.
    package var role: AccessibleRole?
    /// A heading's level, 1…6 (`accessibilityHeading`).
    package var headingLevel: Int?
    /// The identifier UI tests find the view by (`accessibilityIdentifier`).
    package var identifier: String?
    /// Where the element is read among its siblings (`accessibilitySortPriority`): higher first.
    package var sortPriority: Double?

    package init(label: String? = nil, description: String? = nil, valueText: String? = nil, isHidden: Bool? = nil,
                 isSelected: Bool? = nil, isModal: Bool? = nil, role: AccessibleRole? = nil, headingLevel: Int? = nil,
                 identifier: String? = nil, sortPriority: Double? = nil) {
        self.label = label
        self.description = description
        self.valueText = valueText
        self.isHidden = isHidden
        self.isSelected = isSelected
        self.isModal = isModal
        self.role = role
        self.headingLevel = headingLevel
        self.identifier = identifier
        self.sortPriority = sortPriority
    }

    /// `other`'s fields where it sets them, else these.
    package func merging(_ other: AccessibleProperties) -> AccessibleProperties {
        AccessibleProperties(label: other.label ?? label, description: other.description ?? description,
                             valueText: other.valueText ?? valueText, isHidden: other.isHidden ?? isHidden,
                             isSelected: other.isSelected ?? isSelected, isModal: other.isModal ?? isModal,
                             role: other.role ?? role, headingLevel: other.headingLevel ?? headingLevel,
                             identifier: other.identifier ?? identifier, sortPriority: other.sortPriority ?? sortPriority)
    }

    /// The fields set here and not in `newer`: a modifier that stops setting them (its `isEnabled`
    /// turned false) gives them back to the widget.
    package func fieldsCleared(by newer: AccessibleProperties) -> AccessibleProperties.Fields {
        var fields: Fields = []
        if label != nil, newer.label == nil { fields.insert(.label) }
        if description != nil, newer.description == nil { fields.insert(.description) }
        if valueText != nil, newer.valueText == nil { fields.insert(.valueText) }
        if isHidden != nil, newer.isHidden == nil { fields.insert(.isHidden) }
        if isSelected != nil, newer.isSelected == nil { fields.insert(.isSelected) }
        if identifier != nil, newer.identifier == nil { fields.insert(.identifier) }
        return fields
    }

    /// Fields a toolkit resets to the widget's own.
    package struct Fields: OptionSet, Hashable, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        package static let label = Fields(rawValue: 1)
        package static let description = Fields(rawValue: 2)
        package static let valueText = Fields(rawValue: 4)
        package static let isHidden = Fields(rawValue: 8)
        package static let isSelected = Fields(rawValue: 16)
        package static let identifier = Fields(rawValue: 32)
    }
}

/// The kinds of element an app can make a view read as (GTK's accessible roles of the same names).
package enum AccessibleRole: Hashable, Sendable {
    case heading, button, link, image, label, searchBox
    /// A toggle (GTK 4.8 has no toggle-button role: its switch role).
    case toggle
    /// A group of elements (`accessibilityElement(children: .contain)`).
    case group
}

/// Sets accessible properties on widgets without wrapping them, and makes the widgets that are one
/// accessibility element for several (`accessibilityElement(children:)`).
@MainActor package protocol AccessibilityBackend {
    /// Sets `properties`' fields on `widget` and gives back `reset` to the widget's own.
    func setAccessibility(_ properties: AccessibleProperties, resetting reset: AccessibleProperties.Fields,
                          of widget: any PlatformWidget)
    /// Offers actions titled `titles` on `widget` for `owner` (one modifier), replacing what it offered
    /// before (none: it offers nothing more); `perform` gets the index of the one chosen. Every
    /// owner's actions on a widget are offered together.
    func setAccessibilityActions(_ titles: [String], offeredBy owner: ObjectIdentifier, on widget: any PlatformWidget,
                                 perform: @escaping @MainActor (Int) -> Void)
    /// A widget holding other widgets as one element with `role`; with `hidesChildren` the elements
    /// inside are left out of the accessibility tree.
    func makeAccessibilityElement(role: AccessibleRole, hidesChildren: Bool) -> any AccessibilityElementWidget
}

/// One accessibility element around the widgets of a view (`accessibilityElement(children:)`).
@MainActor package protocol AccessibilityElementWidget: PlatformWidget {
    func setElementContent(_ widgets: [any PlatformWidget])
}
