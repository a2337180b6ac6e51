import QuireCore

/// Views shown one at a time, chosen by tabs (SwiftUI's `TabView`): on GNOME an AdwViewStack under a
/// centred AdwViewSwitcher — one button per tab, titled and iconed by the view's `tabItem` — as
/// GNOME apps switch between top-level views. Each top-level view of the content (through `ForEach`,
/// `Group`, `if`) is a tab; its `tag` (or its `ForEach` element's id) is its value for `selection`.
/// Every tab stays mounted, so a tab's `@State` lives while another is shown, as in SwiftUI.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never

    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs showing the tab whose tag is `selection`; choosing a tab sets it.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep which one is shown themselves, starting with the first.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension TabView: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { TabViewNode(context) }
}

/// What a tab view node needs of a `TabView`, whatever its selection type.
@MainActor
protocol AnyTabView {
    var contentView: any View { get }
    /// Whether a binding decides the shown tab.
    var hasSelection: Bool { get }
    /// The bound selection, as a tag.
    func readSelection() -> AnyHashable?
    /// Writes `tag` to the binding; false when it is not a value of the selection's type.
    func writeSelection(_ tag: AnyHashable) -> Bool
}

extension TabView: AnyTabView {
    var contentView: any View { content }
    var hasSelection: Bool { selection != nil }

    func readSelection() -> AnyHashable? {
        selection.map { AnyHashable($0.wrappedValue) }
    }

    func writeSelection(_ tag: AnyHashable) -> Bool {
        guard let selection, let value = tag.base as? SelectionValue else { return false }
        selection.wrappedValue = value
        return true
    }
}

extension View {
    /// The tab that shows this view in a `TabView`: `label`'s text titles it and its `Label` or
    /// `Image` icon is the tab's icon.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: label()))
    }
}

/// `tabItem(_:)`: read by `TabView`, rendered as its content.
struct _TabItemModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let label: any View

    func makeNode(in context: NodeContext) -> ViewNode {
        PassThroughNode(context) { ($0 as? any AnyModifiedContent)?.anyContent }
    }
}

/// One tab of a tab view's content: the view it shows, its value for the selection, its button.
struct TabPage {
    let view: any View
    let tag: AnyHashable?
    let option: PickerOption

    /// The tabs of `view`: its tab content's, or each view in its tuples, optionals, conditionals,
    /// groups and `ForEach`es (`TaggedViews`), titled by its `tabItem`.
    @MainActor
    static func pages(in view: any View) -> [TabPage] {
        if let tabs = view as? any AnyTabContentView {
            return tabs.tabPages
        }
        return TaggedViews.all(in: view).map { view, tag in
            let label = TaggedViews.outermost(_TabItemModifier.self, of: view)?.label
            let choice = label.flatMap { PickerChoice.choices(in: $0).first }
            return TabPage(view: view, tag: tag,
                           option: PickerOption(title: choice?.title ?? "", iconName: choice?.iconName))
        }
    }
}
