import Foundation

/// What the accessibility modifiers (`accessibilityLabel`, `accessibilityHint`, …) attach to a view
/// (SwiftUI's `AccessibilityAttachmentModifier`): the content renders in place and its widgets get
/// the properties; a label also names the control inside (a slider's scale, not its box).
public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never

    let properties: AccessibleProperties

    func makeNode(in context: NodeContext) -> ViewNode { AccessibilityAttachmentNode(context) }
}

/// Sets its modifier's properties on each widget of the content, and gives back to the widget what
/// it stopped setting.
final class AccessibilityAttachmentNode: ContentWidgetsNode<AccessibilityAttachmentModifier> {
    private var applied: [ObjectIdentifier: AccessibleProperties] = [:]

    override func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard let label = modifier?.properties.label else { return environment }
        var environment = environment
        environment.accessibilityLabel = label
        return environment
    }

    override func contentWidgetsDidChange() {
        guard let properties = modifier?.properties else { return }
        var kept: [ObjectIdentifier: AccessibleProperties] = [:]
        for widget in widgets {
            let id = ObjectIdentifier(widget)
            let previous = applied[id]
            if previous != properties {
                graph.backend.setAccessibility(properties, resetting: previous?.fieldsCleared(by: properties) ?? [],
                                               of: widget)
            }
            kept[id] = properties
        }
        applied = kept
    }

    override func unmount() {
        super.unmount()
        applied.removeAll()
    }
}

extension View {
    /// The content with `properties` attached, or unchanged properties when `isEnabled` is false.
    func accessibilityAttachment(_ properties: AccessibleProperties, isEnabled: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(properties: isEnabled ? properties : AccessibleProperties()))
    }
}
