/// SwiftUI's first navigation container (`NavigationView`, deprecated there in favour of
/// `NavigationStack` and `NavigationSplitView`): its views are columns. With one view, or the
/// `.stack` style, it is a navigation stack; with two or three views it is a split view of that
/// many columns (the first the sidebar, the last the detail), as on the Mac.
@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
    let content: Content
    @Environment(\.navigationViewKind) private var kind

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let columns = (content as? any AnyTupleView)?.childViews ?? [content]
        if kind == .stack || columns.count < 2 {
            NavigationStack { content }
        } else if columns.count == 2 {
            NavigationSplitView {
                AnyView(erasingAny: columns[0])
            } detail: {
                AnyView(erasingAny: columns[1])
            }
        } else {
            NavigationSplitView {
                AnyView(erasingAny: columns[0])
            } content: {
                AnyView(erasingAny: columns[1])
            } detail: {
                TupleView(value: (), children: Array(columns[2...]))
            }
        }
    }
}

/// How a `NavigationView` lays out its views (SwiftUI's `NavigationViewStyle`).
@MainActor @preconcurrency
public protocol NavigationViewStyle {}

/// The platform's style: columns when there are several views, as on the Mac.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// One view at a time, pages pushed above the first.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Two columns side by side (iPad's style).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// The views in columns side by side (the Mac's style).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// How the `NavigationView`s inside lay out their views (SwiftUI's `navigationViewStyle`).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        let kind: NavigationViewKind = style is StackNavigationViewStyle ? .stack : .columns
        return modifier(_EnvironmentModifier { $0.navigationViewKind = kind })
    }
}

/// A `NavigationViewStyle` as `NavigationView` uses it.
enum NavigationViewKind {
    case stack, columns
}

private struct NavigationViewKindKey: EnvironmentKey {
    static var defaultValue: NavigationViewKind { .columns }
}

extension EnvironmentValues {
    var navigationViewKind: NavigationViewKind {
        get { self[NavigationViewKindKey.self] }
        set { self[NavigationViewKindKey.self] = newValue }
    }
}
