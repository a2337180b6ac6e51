import Foundation
import QuireCore

// The accessibility modifiers, each attaching properties to the view's widgets
// (`AccessibilityAttachmentModifier`). Strings from a `LocalizedStringKey` or
// `LocalizedStringResource` are looked up as `Text` does; a `Text` gives its plain content.

extension View {
    /// The name assistive technologies read for the view (an icon-only button, an image, a stack).
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(label: label.content))
    }

    /// The label, looked up in the app's strings.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(label: labelKey.resolved))
    }

    /// The label, as written.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(label: String(label)))
    }

    /// The label while `isEnabled`; otherwise the view keeps its own name.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(label: label.content), isEnabled: isEnabled)
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(label: labelKey.resolved), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(label: String(localized: label)), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(label: String(label)), isEnabled: isEnabled)
    }

    /// What happens when the person acts on the view, read after its name (GTK's accessible
    /// description).
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(description: hint.content))
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(description: hintKey.resolved))
    }

    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(description: String(hint)))
    }

    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(description: hint.content), isEnabled: isEnabled)
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(description: hintKey.resolved), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(description: String(localized: hint)), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(description: String(hint)), isEnabled: isEnabled)
    }

    /// The view's value in words ("60 %"), when it differs from its label (GTK's accessible value text).
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(valueText: valueDescription.content))
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(valueText: valueKey.resolved))
    }

    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(valueText: String(value)))
    }

    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(valueText: valueDescription.content), isEnabled: isEnabled)
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(valueText: valueKey.resolved), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityValue(_ valueResource: LocalizedStringResource, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(valueText: String(localized: valueResource)), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(valueText: String(value)), isEnabled: isEnabled)
    }

    /// Leaves the view, and everything inside it, out of what assistive technologies see (GTK's
    /// hidden state); it still shows and takes clicks.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(isHidden: hidden))
    }

    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(isHidden: hidden), isEnabled: isEnabled)
    }

    /// Adds traits: a kind of element (the widget's accessible role, given before it first shows),
    /// selected or modal (accessible states).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(isSelected: traits.contains(.isSelected) ? true : nil,
                                                     isModal: traits.contains(.isModal) ? true : nil, role: traits.role))
    }

    /// Removes traits: `isSelected` and `isModal` become false; a widget keeps its own kind.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(isSelected: traits.contains(.isSelected) ? false : nil,
                                                     isModal: traits.contains(.isModal) ? false : nil))
    }

    /// Where assistive technologies read the view among the elements of its container: higher
    /// priorities first, equal ones (0 unless set) in the order they appear. GTK reads a container's
    /// widgets in order; a container whose order differs gets FLOW_TO relations from each element to
    /// the next, which its AT-SPI bridge serves as FLOWS_TO.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(sortPriority: sortPriority))
    }

    /// The string UI tests find the view by (the GTK widget's name).
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(identifier: identifier))
    }

    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(identifier: identifier), isEnabled: isEnabled)
    }

    /// Makes the view a heading of `level` (GTK's heading role and level).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibleProperties(role: .heading,
                                                     headingLevel: level == .unspecified ? nil : Int(level.rawValue)))
    }
}
