/// What a `.toolbar` modifier holds (SwiftUI's `ToolbarContent`): `ToolbarItem`s and
/// `ToolbarItemGroup`s, combined with `@ToolbarContentBuilder`. A type of your own is made of others
/// through `body`.
///
/// On GNOME the items go into the window's header bar: leading placements at its start, trailing
/// ones at its end (see `ToolbarItemPlacement`).
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of toolbar content this one is made of.
    associatedtype Body: ToolbarContent
    /// The content of the toolbar content.
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Items QuireUI places itself have no body; QuireUI never asks for it.
    public var body: Never { neverBody(Self.self) }
}

/// Where a toolbar item goes. GNOME's header bar has a start, a title and an end, and a window may
/// have an action bar at its bottom: `.navigation`, `.cancellationAction`, `.topBarLeading` and
/// `.navigationBarLeading` go at the header bar's start; `.principal` in its middle, in place of the
/// title; `.automatic`, `.primaryAction`, `.secondaryAction`, `.confirmationAction`,
/// `.destructiveAction`, `.topBarTrailing` and `.navigationBarTrailing` at its end. `.bottomBar`
/// items go at the start of the action bar, `.status` in its middle, and `.keyboard` at its end (a
/// desktop has no on-screen keyboard to put them over).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Edge: Hashable, Sendable {
        /// The header bar's start, middle (title) and end.
        case start, title, end
        /// The action bar's start, middle and end.
        case bottomStart, bottomCenter, bottomEnd

        var isBottom: Bool { self == .bottomStart || self == .bottomCenter || self == .bottomEnd }
    }

    let name: String
    let edge: Edge

    /// Where the platform puts items by default: the header bar's end.
    public static let automatic = ToolbarItemPlacement(name: "automatic", edge: .end)
    /// The most important action: the header bar's end.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", edge: .end)
    /// Less important actions: the header bar's end.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", edge: .end)
    /// Moving around (back, sidebar): the header bar's start.
    public static let navigation = ToolbarItemPlacement(name: "navigation", edge: .start)
    /// The window's main control, in place of its title: the header bar's middle.
    public static let principal = ToolbarItemPlacement(name: "principal", edge: .title)
    /// What the window's content is doing ("Updated just now"): the middle of the action bar.
    public static let status = ToolbarItemPlacement(name: "status", edge: .bottomCenter)
    /// Confirming a modal task: the header bar's end.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", edge: .end)
    /// Cancelling a modal task: the header bar's start.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", edge: .start)
    /// Deleting something: the header bar's end.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", edge: .end)
    /// The leading edge of the top bar: the header bar's start.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", edge: .start)
    /// The trailing edge of the top bar: the header bar's end.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", edge: .end)
    /// iOS's name for `topBarLeading` (deprecated there): the header bar's start.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", edge: .start)
    /// iOS's name for `topBarTrailing` (deprecated there): the header bar's end.
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", edge: .end)
    /// A bar at the bottom of the window: GNOME's action bar, from its start.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", edge: .bottomStart)
    /// Above the on-screen keyboard on iOS; on the desktop the end of the action bar.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", edge: .bottomEnd)
}

/// One toolbar item: a view placed in the window's header bar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never

    let placement: ToolbarItemPlacement
    let content: Content

    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    /// An item with an identifier (SwiftUI uses it for customizable toolbars; QuireUI places it like any other).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == String {
        self.placement = placement
        self.content = content()
    }
}

/// Several views placed together in the window's header bar, in order.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never

    let placement: ToolbarItemPlacement
    let content: Content

    /// The views of `content`, side by side at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Builds `ToolbarContent` from the items listed in a `.toolbar { … }` closure (with `if`/`else`).
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
    public static func buildBlock() -> EmptyToolbarContent { EmptyToolbarContent() }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> TupleToolbarContent<repeat each Content> {
        TupleToolbarContent(repeat each content)
    }

    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent<Content> {
        OptionalToolbarContent(content: content)
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent<Content> {
        OptionalToolbarContent(content: content)
    }

    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(first: First)
        -> ConditionalToolbarContent<First, Second> {
        ConditionalToolbarContent(storage: .first(first))
    }

    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(second: Second)
        -> ConditionalToolbarContent<First, Second> {
        ConditionalToolbarContent(storage: .second(second))
    }
}

/// No toolbar items.
public struct EmptyToolbarContent: ToolbarContent {
    public typealias Body = Never
}

/// Several toolbar items, in order.
public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent {
    public typealias Body = Never

    let items: (repeat each Content)

    init(_ items: repeat each Content) {
        self.items = (repeat each items)
    }
}

/// Toolbar items shown when a condition holds.
public struct OptionalToolbarContent<Content: ToolbarContent>: ToolbarContent {
    public typealias Body = Never

    let content: Content?
}

/// The toolbar items of one branch of an `if`/`else`.
public struct ConditionalToolbarContent<First: ToolbarContent, Second: ToolbarContent>: ToolbarContent {
    public typealias Body = Never

    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage
}

extension View {
    /// Puts `content` in the window's header bar, at its end (`.automatic` placement).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: _ToolbarItemView(placement: .automatic, content: content())))
    }

    /// Puts the toolbar items of `content` in the window's header bar, each at its placement.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: ToolbarViews.view(for: content())))
    }
}

/// How toolbar content becomes views the graph renders: each item is a `_ToolbarItemView` carrying
/// its placement; builder shapes become the matching view shapes, so items keep their nodes (and
/// widgets) from one update to the next.
@MainActor
enum ToolbarViews {
    static func view<Content: ToolbarContent>(for content: Content) -> any View {
        if let primitive = content as? any PrimitiveToolbarContent {
            return primitive.itemsView
        }
        // Content of the app's own type: its body is evaluated here, on every update of the view
        // holding the toolbar (its own `@State` is not kept; put state in the view instead).
        return view(for: content.body)
    }
}

/// Toolbar content QuireUI turns into views itself.
@MainActor
protocol PrimitiveToolbarContent {
    var itemsView: any View { get }
}

extension ToolbarItem: PrimitiveToolbarContent {
    var itemsView: any View { _ToolbarItemView(placement: placement, content: content) }
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
    var itemsView: any View { _ToolbarItemView(placement: placement, content: content) }
}

extension EmptyToolbarContent: PrimitiveToolbarContent {
    var itemsView: any View { EmptyView() }
}

extension TupleToolbarContent: PrimitiveToolbarContent {
    var itemsView: any View {
        var views: [any View] = []
        for item in repeat each items {
            views.append(ToolbarViews.view(for: item))
        }
        return _ToolbarItemList(childViews: views)
    }
}

extension OptionalToolbarContent: PrimitiveToolbarContent {
    var itemsView: any View {
        let view: AnyView? = content.map { AnyView(erasingAny: ToolbarViews.view(for: $0)) }
        return view
    }
}

extension ConditionalToolbarContent: PrimitiveToolbarContent {
    var itemsView: any View {
        switch storage {
        case .first(let first): AnyView(erasingAny: ToolbarViews.view(for: first))
        case .second(let second): AnyView(erasingAny: ToolbarViews.view(for: second))
        }
    }
}

extension AnyView {
    /// Wraps a view held as an existential.
    init(erasingAny view: any View) {
        func open<V: View>(_ view: V) -> AnyView { AnyView(view) }
        self = open(view)
    }
}

/// The views of several toolbar items, one child position each.
struct _ToolbarItemList: View, AnyTupleView, PrimitiveView {
    typealias Body = Never

    let childViews: [any View]

    func makeNode(in context: NodeContext) -> ViewNode { TupleNode(context) }
}

/// One toolbar item's views and where they go.
struct _ToolbarItemView<Content: View>: View, PrimitiveView, AnyToolbarItemView {
    typealias Body = Never

    let placement: ToolbarItemPlacement
    let content: Content

    var anyContent: any View { content }

    func makeNode(in context: NodeContext) -> ViewNode { ToolbarItemNode(context) }
}

/// A toolbar item seen without its content type.
@MainActor
protocol AnyToolbarItemView {
    var placement: ToolbarItemPlacement { get }
    var anyContent: any View { get }
}

/// `.toolbar`: the content renders in place; the items render into the window's header bar.
struct _ToolbarModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let items: any View

    func makeNode(in context: NodeContext) -> ViewNode { ToolbarModifierNode(context) }
}
