import Foundation

/// What a headless widget tells assistive technologies: the properties set on it, merged as a
/// toolkit keeps them, and for an element widget whether the elements inside are hidden.
package struct HeadlessAccessibility: Hashable, Sendable {
    package var properties = AccessibleProperties()
    package var hidesChildren = false
}

extension HeadlessWidget: AccessibilityElementWidget {
    package func setElementContent(_ widgets: [any PlatformWidget]) {
        setChildren(widgets)
    }
}

extension HeadlessBackend: AccessibilityBackend {
    package func setAccessibility(_ properties: AccessibleProperties, resetting reset: AccessibleProperties.Fields,
                                  of widget: any PlatformWidget) {
        guard let widget = widget as? HeadlessWidget else { return }
        var merged = widget.accessibility.properties.merging(properties)
        if reset.contains(.label) { merged.label = nil }
        if reset.contains(.description) { merged.description = nil }
        if reset.contains(.valueText) { merged.valueText = nil }
        if reset.contains(.isHidden) { merged.isHidden = nil }
        if reset.contains(.isSelected) { merged.isSelected = nil }
        if reset.contains(.identifier) { merged.identifier = nil }
        widget.accessibility.properties = merged
        widget.changes += 1
    }

    package func makeAccessibilityElement(role: AccessibleRole, hidesChildren: Bool) -> any AccessibilityElementWidget {
        let element = make(.accessibilityElement)
        element.accessibility.properties.role = role
        element.accessibility.hidesChildren = hidesChildren
        return element
    }
}
