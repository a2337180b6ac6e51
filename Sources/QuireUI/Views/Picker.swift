import QuireCore

/// A control for choosing one of a set of values (SwiftUI's `Picker`). The choices are the content's
/// views, each identified by its `tag(_:)` — or, inside a `ForEach`, by its element's id — and named
/// by its text; a choice whose tag is not of the selection's type cannot be chosen. How it draws
/// comes from `pickerStyle(_:)`: a drop-down (the default, `.menu`, `.wheel`), a linked row of toggle
/// buttons (`.segmented`, `.palette`) or a column of radio buttons (`.inline`, `.radioGroup`).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never

    let label: Label
    let title: String?
    let selection: Binding<SelectionValue>
    let content: Content
    /// Whether the selection stands for sources that differ (`Picker(_:sources:selection:content:)`):
    /// no choice is selected then.
    var sourcesDiffer: (() -> Bool)?
    /// What a drop-down's button shows instead of the chosen option (`Picker+CurrentValueLabel.swift`).
    var currentValueLabel: (any View)?

    /// A picker labeled by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
        self.selection = selection
        self.content = content()
    }

    /// A picker labeled by `label` given first (deprecated in SwiftUI).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    init(title: String, label: Label, selection: Binding<SelectionValue>, content: Content) {
        self.label = label
        self.title = title
        self.selection = selection
        self.content = content
    }
}

extension Picker where Label == Text {
    /// A picker titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolved, label: Text(titleKey.resolved), selection: selection, content: content())
    }

    /// A picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), label: Text(title), selection: selection, content: content())
    }
}

extension Picker: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { PickerNode(context) }
}

/// What a picker node needs of a `Picker`, whatever its type parameters: the choices read from the
/// content, which of them the selection is, and a way to choose one.
@MainActor
protocol AnyPicker: TitledControl {
    var title: String? { get }
    var labelView: any View { get }
    var choices: [PickerChoice] { get }
    /// The `currentValueLabel` as a drop-down's button shows it, or nil.
    var currentValueOption: PickerOption? { get }
    /// The index in `choices` of the selection's value (read with tracking by the node), or nil.
    func selectedIndex(in choices: [PickerChoice]) -> Int?
    /// Sets the selection to the choice's tag; false when the tag is not of the selection's type.
    func choose(_ choice: PickerChoice) -> Bool
}

extension Picker: AnyPicker {
    var labelView: any View { label }
    var choices: [PickerChoice] { PickerChoice.choices(in: content) }
    var currentValueOption: PickerOption? { currentValueLabel.map(PickerChoice.option(showing:)) }

    func selectedIndex(in choices: [PickerChoice]) -> Int? {
        if sourcesDiffer?() == true { return nil }
        let current = selection.wrappedValue
        return choices.firstIndex { choice in choice.tag.flatMap { $0.base as? SelectionValue } == current }
    }

    func choose(_ choice: PickerChoice) -> Bool {
        guard let value = choice.tag.flatMap({ $0.base as? SelectionValue }) else { return false }
        if sourcesDiffer?() == true || value != selection.wrappedValue {
            selection.wrappedValue = value
        }
        return true
    }
}


/// One choice of a picker: its tag (nil: untagged, cannot be chosen), the text naming it and its
/// icon's freedesktop name when it is a `Label` with a system image.
struct PickerChoice: Hashable {
    let tag: AnyHashable?
    let title: String
    let iconName: String?

    /// The choices in a picker's content, in order: each view outside tuples, `if`s, groups and
    /// `ForEach`es is one, tagged by its outermost `tag(_:)` or else by the id of the `ForEach`
    /// element it was made for. Views with bodies are evaluated as plain values (picker content
    /// keeps no `@State`).
    @MainActor
    static func choices(in view: any View, implicitTag: AnyHashable? = nil, depth: Int = 0) -> [PickerChoice] {
        guard depth < ViewStructure.maximumDepth else { return [] }
        if let tuple = view as? any AnyTupleView {
            return tuple.childViews.flatMap { choices(in: $0, implicitTag: nil, depth: depth + 1) }
        }
        if let optional = view as? any AnyOptionalView {
            return optional.wrappedView.map { choices(in: $0, implicitTag: implicitTag, depth: depth + 1) } ?? []
        }
        if let conditional = view as? any AnyConditionalContent {
            return choices(in: conditional.branchView, implicitTag: implicitTag, depth: depth + 1)
        }
        if let group = view as? any AnyGroupContent {
            return choices(in: group.groupContent, implicitTag: nil, depth: depth + 1)
        }
        if let elements = view as? any AnyIdentifiedElementViews {
            return elements.identifiedElementViews.flatMap { choices(in: $0.view, implicitTag: $0.id, depth: depth + 1) }
        }
        if view is EmptyView { return [] }
        let tag = outermostTag(of: view) ?? implicitTag
        return [PickerChoice(tag: tag, title: title(of: view, depth: depth) ?? "", iconName: iconName(of: view, depth: depth))]
    }

    /// A view (a current value label) as an option shows it: its first text and icon.
    @MainActor
    static func option(showing view: any View) -> PickerOption {
        PickerOption(title: title(of: view, depth: 0) ?? "", iconName: iconName(of: view, depth: 0))
    }

    @MainActor
    private static func outermostTag(of view: any View) -> AnyHashable? {
        guard let modified = view as? any AnyModifiedContent else { return nil }
        if let tag = modified.anyModifier as? _TagModifier { return tag.tag }
        return outermostTag(of: modified.anyContent)
    }

    /// The first text in a choice's view.
    @MainActor
    private static func title(of view: any View, depth: Int) -> String? {
        guard depth < ViewStructure.maximumDepth else { return nil }
        if let text = view as? Text { return text.content }
        if let label = view as? any AnyLabelView, let title = label.titleText { return title }
        return children(of: view).lazy.compactMap { title(of: $0, depth: depth + 1) }.first
    }

    /// The icon of a `Label` or `Image` in a choice's view.
    @MainActor
    private static func iconName(of view: any View, depth: Int) -> String? {
        guard depth < ViewStructure.maximumDepth else { return nil }
        if let image = view as? Image { return image.iconName.isEmpty ? nil : image.iconName }
        return children(of: view).lazy.compactMap { iconName(of: $0, depth: depth + 1) }.first
    }

    /// What a choice's view is made of, stacks included (a choice may be an icon beside a text).
    @MainActor
    private static func children(of view: any View) -> [any View] {
        if let stack = view as? any StackView { return [stack.contentView] }
        return ViewStructure.children(of: view)
    }
}

/// The element views of a `ForEach` with each element's id, whatever its type parameters.
@MainActor
protocol AnyIdentifiedElementViews {
    var identifiedElementViews: [(id: AnyHashable, view: any View)] { get }
}

extension ForEach: AnyIdentifiedElementViews where Content: View {
    var identifiedElementViews: [(id: AnyHashable, view: any View)] {
        data.map { element in (AnyHashable(element[keyPath: id]), content(element) as any View) }
    }
}
