import QuireCore

/// What a builder-based `TabView` holds (SwiftUI's `TabContent`): `Tab`s, `TabSection`s, `ForEach`
/// over tabs, groups of them built by `@TabContentBuilder`, or a type of the app's own whose `body`
/// is made of those. `TabValue` is the type of the tab view's selection.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
    associatedtype Body: TabContent
    @TabContentBuilder<TabValue>
    var body: Body { get }
}

extension Never: TabContent {
    public typealias TabValue = Never
}

extension TabContent where Body == Never {
    /// Built-in tab content has no body: the tab view reads it directly.
    public var body: Never { neverBody(Self.self) }
}

/// Tab content a tab view reads directly, as pages.
@MainActor
protocol PrimitiveTabContent {
    func tabPages(depth: Int) -> [TabPage]
}

extension TabPage {
    /// The pages of any tab content: built-in content lists its own, an app's type its body's.
    @MainActor
    static func pages(of content: any TabContent, depth: Int) -> [TabPage] {
        guard depth < ViewStructure.maximumDepth else { return [] }
        if let primitive = content as? any PrimitiveTabContent {
            return primitive.tabPages(depth: depth + 1)
        }
        return pages(of: content.body, depth: depth + 1)
    }
}

/// Tabs built from several (`@TabContentBuilder` blocks).
public struct TupleTabContent<TabValue: Hashable>: TabContent, PrimitiveTabContent {
    public typealias Body = Never

    let items: [any TabContent]

    func tabPages(depth: Int) -> [TabPage] {
        items.flatMap { TabPage.pages(of: $0, depth: depth) }
    }
}

/// Builds a tab view's tabs (SwiftUI's `TabContentBuilder`); every tab's value is a `TabValue`.
@MainActor @resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue {
        content
    }

    public static func buildBlock() -> TupleTabContent<TabValue> {
        TupleTabContent(items: [])
    }

    public static func buildPartialBlock<C: TabContent>(first content: C) -> TupleTabContent<TabValue>
    where C.TabValue == TabValue {
        TupleTabContent(items: [content])
    }

    public static func buildPartialBlock<C: TabContent>(accumulated: TupleTabContent<TabValue>, next content: C)
        -> TupleTabContent<TabValue> where C.TabValue == TabValue {
        TupleTabContent(items: accumulated.items + [content])
    }

    /// Every block is a `TupleTabContent` (`buildPartialBlock`), so `if`, `if`/`else` and
    /// availability checks take one.
    public static func buildOptional(_ content: TupleTabContent<TabValue>?) -> TupleTabContent<TabValue> {
        content ?? TupleTabContent(items: [])
    }

    public static func buildEither(first content: TupleTabContent<TabValue>) -> TupleTabContent<TabValue> {
        content
    }

    public static func buildEither(second content: TupleTabContent<TabValue>) -> TupleTabContent<TabValue> {
        content
    }

    public static func buildLimitedAvailability(_ content: TupleTabContent<TabValue>) -> TupleTabContent<TabValue> {
        content
    }

    /// The view a `TabView` built from tabs holds (SwiftUI's `TabContentBuilder.Content`): the tabs'
    /// views, one after another where it is shown outside a tab view.
    public struct Content<C: TabContent>: View {
        let tabs: C

        public var body: some View {
            let views = TabPage.pages(of: tabs, depth: 0).map(\.view)
            ForEach(views.indices, id: \.self) { index in AnyView(views[index]) }
        }
    }
}

/// A view made of tab content, whose pages a tab view reads.
@MainActor
protocol AnyTabContentView {
    var tabPages: [TabPage] { get }
}

extension TabContentBuilder.Content: AnyTabContentView {
    var tabPages: [TabPage] { TabPage.pages(of: tabs, depth: 0) }
}

extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
    public typealias Body = Never
}

extension ForEach: PrimitiveTabContent where Content: TabContent {
    func tabPages(depth: Int) -> [TabPage] {
        data.flatMap { TabPage.pages(of: content($0), depth: depth) }
    }
}

extension ForEach where Content: TabContent {
    /// Tabs for each element of `data`, identified by the element's property at `id`.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TabValue {
        self.init(tableRows: data, id: id, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: TabContent {
    /// Tabs for each element of `data`, identified by the element's `id`.
    public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TabValue {
        self.init(tableRows: data, id: \.id, content: content)
    }
}

extension TabView {
    /// Tabs built from `Tab`s and `TabSection`s showing the tab whose value is `selection`; choosing
    /// a tab sets it.
    public init<C: TabContent>(selection: Binding<SelectionValue>,
                               @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.init(selection: selection, content: { TabContentBuilder<SelectionValue>.Content(tabs: content()) })
    }

    /// Tabs built from `Tab`s and `TabSection`s that keep which one is shown themselves.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
        self.init(selection: nil, content: { TabContentBuilder<Never>.Content(tabs: content()) })
    }
}
