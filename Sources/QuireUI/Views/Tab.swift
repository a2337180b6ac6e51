/// One tab of a builder-based `TabView` (SwiftUI's `Tab`): the view it shows, the value that selects
/// it and its label — a title and an icon on the tab's button. A tab with `role: .search` and no
/// title is titled Search with the search icon.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, PrimitiveTabContent {
    public typealias TabValue = Value
    public typealias Body = Never

    let value: Value?
    let role: TabRole?
    let content: Content
    let label: Label

    func tabPages(depth: Int) -> [TabPage] {
        let labelView: any View = (label as? DefaultTabLabel)?.label ?? label
        var option = PickerChoice.option(showing: labelView)
        if role == .search {
            if option.title.isEmpty { option.title = TabRole.searchTitle }
            option.iconName = option.iconName ?? Image.searchIconName
        }
        return [TabPage(view: content, tag: value.map { AnyHashable($0) }, option: option)]
    }
}

/// The purpose of a tab (SwiftUI's `TabRole`): a search tab is titled Search with the search icon
/// unless it says otherwise.
public struct TabRole: Hashable, Sendable {
    let name: String

    /// The tab where the app searches.
    public static let search = TabRole(name: "search")

    static let searchTitle = "Search"
}

/// The label of a tab made from a title and an image name (SwiftUI's `DefaultTabLabel`).
public struct DefaultTabLabel: View {
    let label: any View

    public var body: some View { AnyView(label) }
}

extension Image {
    /// The icon a search tab shows (`magnifyingglass`).
    static var searchIconName: String? { PickerChoice.option(showing: Image(systemName: "magnifyingglass")).iconName }
}

// MARK: - Tabs with a value (in a `TabView(selection:)`)

extension Tab where Label == DefaultTabLabel {
    /// A tab titled `titleKey` with the SF Symbols icon `systemImage`, shown while the selection is `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(),
                  label: DefaultTabLabel(label: QuireUI.Label(titleKey, systemImage: systemImage)))
    }

    /// A tab titled `title` with the SF Symbols icon `systemImage`, shown while the selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(),
                  label: DefaultTabLabel(label: QuireUI.Label(title, systemImage: systemImage)))
    }

    /// A tab titled `titleKey` with the image resource `image`, shown while the selection is `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(),
                  label: DefaultTabLabel(label: QuireUI.Label { Text(titleKey) } icon: { Image(image) }))
    }

    /// A tab titled `titleKey`, shown while the selection is `value`.
    public init(_ titleKey: LocalizedStringKey, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(label: Text(titleKey)))
    }

    /// A tab titled `title`, shown while the selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(label: Text(title)))
    }

    /// A tab whose label comes from its role (`.search`: Search, with the search icon).
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(label: EmptyView()))
    }
}

extension Tab where Label == EmptyView {
    /// A tab with an empty label, shown while the selection is `value`.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(), label: EmptyView())
    }
}

extension Tab {
    /// A tab labelled by `label`, shown while the selection is `value`.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        self.init(value: value, role: role, content: content(), label: label())
    }
}

// MARK: - Tabs without a value (in a `TabView` that keeps its own selection)

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled `titleKey` with the SF Symbols icon `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(),
                  label: DefaultTabLabel(label: QuireUI.Label(titleKey, systemImage: systemImage)))
    }

    /// A tab titled `title` with the SF Symbols icon `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(),
                  label: DefaultTabLabel(label: QuireUI.Label(title, systemImage: systemImage)))
    }

    /// A tab titled `titleKey` with the image resource `image`.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(),
                  label: DefaultTabLabel(label: QuireUI.Label { Text(titleKey) } icon: { Image(image) }))
    }

    /// A tab titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(label: Text(titleKey)))
    }

    /// A tab whose label comes from its role.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(label: EmptyView()))
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab with an empty label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(), label: EmptyView())
    }
}

extension Tab where Value == Never {
    /// A tab labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: nil, content: content(), label: label())
    }
}

/// Tabs gathered under a title (SwiftUI's `TabSection`). GNOME's view switcher and sidebar have no
/// section headers, so a section's tabs stand in line with the others, in order.
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent,
    PrimitiveTabContent where Content.TabValue == SelectionValue {
    public typealias TabValue = SelectionValue
    public typealias Body = Never

    let header: Header
    let content: Content

    func tabPages(depth: Int) -> [TabPage] {
        TabPage.pages(of: content, depth: depth)
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// A section of `content`'s tabs.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: EmptyView(), content: content())
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A section of `content`'s tabs titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: Text(titleKey), content: content())
    }

    /// A section of `content`'s tabs titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: Text(title), content: content())
    }
}

extension TabSection where Footer == EmptyView {
    /// A section of `content`'s tabs under `header`.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(header: header(), content: content())
    }
}
