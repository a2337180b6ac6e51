import Foundation

extension View {
    /// Makes the view one accessibility element: `.ignore` hides the elements inside and names it only
    /// by the modifiers outside; `.combine` names it by the names inside, which it hides; `.contain`
    /// makes it a group around them.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(_AccessibilityElementModifier(behavior: children.behavior))
    }
}

struct _AccessibilityElementModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let behavior: AccessibilityChildBehavior.Behavior

    func makeNode(in context: NodeContext) -> ViewNode { AccessibilityElementNode(context) }
}

/// One element widget around the content's widgets, made again only if the behaviour changes
/// (whether the elements inside are hidden is fixed when it is made).
final class AccessibilityElementNode: LeafNode {
    private var element: (any AccessibilityElementWidget)?
    private var behavior: AccessibilityChildBehavior.Behavior?
    private var content = ChildSlot()
    private var shownContent: [any PlatformWidget]?
    private var combinedLabel: String?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _AccessibilityElementModifier else { return }
        if modifier.behavior != behavior {
            let replacing = behavior != nil
            behavior = modifier.behavior
            element = graph.make {
                $0.makeAccessibilityElement(role: .group, hidesChildren: modifier.behavior != .contain)
            }
            shownContent = nil
            combinedLabel = nil
            forgetAppliedStyle()
            widgets = element.map { [$0] } ?? []
            if replacing {
                graph.counters.updated += 1
                reportWidgetsChanged()
            }
        }
        var inner = environment
        inner.accessibilityLabel = nil
        content.reconcile(modified.anyContent, in: self, environment: inner)
        childWidgetsDidChange()
        if let element {
            applyStyle(to: element)
            if modifier.behavior == .combine {
                let label = AccessibilityText.combinedLabel(of: modified.anyContent)
                assign(label, to: &combinedLabel) {
                    graph.backend.setAccessibility(AccessibleProperties(label: $0), resetting: [], of: element)
                }
            }
        }
    }

    override func childWidgetsDidChange() {
        guard let element else { return }
        assign(content.widgets, to: &shownContent) { element.setElementContent($0) }
    }

    override func unmount() {
        super.unmount()
        content.clear()
    }
}

/// What a view reads as, from its value: the names `.combine` joins.
@MainActor
enum AccessibilityText {
    /// The names of the elements inside `view`, in order, joined as VoiceOver joins them (", "):
    /// texts, labelled controls, and views an `accessibilityLabel` names, through stacks and the
    /// structure `ViewStructure` reads; hidden views are left out.
    static func combinedLabel(of view: any View) -> String {
        names(in: view, depth: 0).joined(separator: ", ")
    }

    private static func names(in view: any View, depth: Int) -> [String] {
        guard depth < ViewStructure.maximumDepth else { return [] }
        if let attached = view as? any AnyAccessibilityAttachment {
            if attached.properties.isHidden == true { return [] }
            if let label = attached.properties.label { return [label] }
        }
        if let text = view as? Text { return text.content.isEmpty ? [] : [text.content] }
        if let control = view as? any TitledControl, let title = control.accessibleTitle { return [title] }
        let children = (view as? any StackView).map { [$0.contentView] } ?? ViewStructure.children(of: view)
        return children.flatMap { names(in: $0, depth: depth + 1) }
    }
}

/// A view carrying an `AccessibilityAttachmentModifier`, whatever its content.
@MainActor
protocol AnyAccessibilityAttachment {
    var properties: AccessibleProperties { get }
}

extension ModifiedContent: AnyAccessibilityAttachment where Content: View, Modifier == AccessibilityAttachmentModifier {
    var properties: AccessibleProperties { modifier.properties }
}

extension View {
    /// Shows this view but gives assistive technologies `representation` in its place (a custom
    /// control read as a `Slider`): the representation is laid out over the view, never drawn, and
    /// reachable by neither pointer nor Tab; this view's own elements are hidden.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        accessibilityHidden(true)
            .modifier(_ViewLayerModifier(placement: .accessibilityRepresentation, alignment: .center, layer: representation()))
    }
}
