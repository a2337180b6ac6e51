import Foundation

/// What the accessibility modifiers (`accessibilityLabel`, `accessibilityHint`, …) attach to a view
/// (SwiftUI's `AccessibilityAttachmentModifier`): the content renders in place and its widgets get
/// the properties; a label also names the control inside (a slider's scale, not its box).
public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never

    let properties: AccessibleProperties
    /// The actions it offers (`accessibilityAction`).
    var actions: [AccessibilityActionEntry] = []

    func makeNode(in context: NodeContext) -> ViewNode { AccessibilityAttachmentNode(context) }
}

/// Sets its modifier's properties on each widget of the content, and gives back to the widget what
/// it stopped setting; offers its actions on them (the latest modifier's handlers run).
final class AccessibilityAttachmentNode: ContentWidgetsNode<AccessibilityAttachmentModifier> {
    private var applied: [ObjectIdentifier: AccessibleProperties] = [:]
    private var offered: [ObjectIdentifier: [String]] = [:]

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
        offerActions()
    }

    private func offerActions() {
        let titles = modifier?.actions.map(\.title) ?? []
        guard !titles.isEmpty || !offered.isEmpty else { return }
        var kept: [ObjectIdentifier: [String]] = [:]
        for widget in widgets {
            let id = ObjectIdentifier(widget)
            if offered[id] != titles {
                graph.backend.setAccessibilityActions(titles, offeredBy: ObjectIdentifier(self), on: widget) { [weak self] index in
                    guard let actions = self?.modifier?.actions, actions.indices.contains(index) else { return }
                    actions[index].handler()
                }
            }
            kept[id] = titles
        }
        offered = kept
    }

    override func unmount() {
        super.unmount()
        applied.removeAll()
        offered.removeAll()
    }
}

extension View {
    /// The content with `properties` attached, or unchanged properties when `isEnabled` is false.
    func accessibilityAttachment(_ properties: AccessibleProperties, isEnabled: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(properties: isEnabled ? properties : AccessibleProperties()))
    }
}
