import Foundation
import QuireUI

/// What a headless widget tells assistive technologies: the properties set on it, merged as a
/// toolkit keeps them, and for an element widget whether the elements inside are hidden.
package struct HeadlessAccessibility {
    package var properties = AccessibleProperties()
    package var hidesChildren = false
    /// The actions offered, by the modifier offering them, in the order they were first offered.
    package var actions: [(owner: ObjectIdentifier, titles: [String], perform: @MainActor (Int) -> Void)] = []

    /// Every action's title, as a menu would list them.
    package var actionTitles: [String] { actions.flatMap(\.titles) }

    /// Performs the action titled `title`, as a person choosing it from the view's menu.
    @MainActor package func perform(_ title: String) {
        for entry in actions {
            if let index = entry.titles.firstIndex(of: title) { return entry.perform(index) }
        }
    }
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

    package func setAccessibilityActions(_ titles: [String], offeredBy owner: ObjectIdentifier, on widget: any PlatformWidget,
                                         perform: @escaping @MainActor (Int) -> Void) {
        guard let widget = widget as? HeadlessWidget else { return }
        if let index = widget.accessibility.actions.firstIndex(where: { $0.owner == owner }) {
            widget.accessibility.actions[index] = (owner, titles, perform)
        } else {
            widget.accessibility.actions.append((owner, titles, perform))
        }
        widget.accessibility.actions.removeAll { $0.titles.isEmpty }
        widget.changes += 1
    }

    package func makeAccessibilityElement(role: AccessibleRole, hidesChildren: Bool) -> any AccessibilityElementWidget {
        let element = make(.accessibilityElement)
        element.accessibility.properties.role = role
        element.accessibility.hidesChildren = hidesChildren
        return element
    }
}
