import QuireCore

/// A button that opens a menu of actions (SwiftUI's `Menu`): on GNOME a menu button whose popover
/// lists the content's buttons, dividers as separators, sections with their headers and nested
/// menus as submenus. With `primaryAction` it is a split button: clicking runs the action, the arrow
/// opens the menu. `menuStyle(.borderlessButton)` draws it flat.
public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never

    let label: Label
    let title: String?
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    /// A menu labeled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), title: nil, content: content(), primaryAction: nil)
    }

    /// A menu labeled by `label` whose button runs `primaryAction`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping @MainActor () -> Void) {
        self.init(label: label(), title: nil, content: content(), primaryAction: primaryAction)
    }

    init(label: Label, title: String?, content: Content, primaryAction: (@MainActor () -> Void)?) {
        self.label = label
        self.title = title
        self.content = content
        self.primaryAction = primaryAction
    }
}

extension Menu where Label == Text {
    /// A menu titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey.resolved), title: titleKey.resolved, content: content(), primaryAction: nil)
    }

    /// A menu titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), title: String(title), content: content(), primaryAction: nil)
    }

    /// A menu titled by `titleKey` whose button runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
                primaryAction: @escaping @MainActor () -> Void) {
        self.init(label: Text(titleKey.resolved), title: titleKey.resolved, content: content(),
                  primaryAction: primaryAction)
    }

    /// A menu titled `title` whose button runs `primaryAction`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping @MainActor () -> Void) {
        self.init(label: Text(title), title: String(title), content: content(), primaryAction: primaryAction)
    }
}

/// The label view (icon and title) is the button's content; the title names it.
extension Menu where Label == QuireUI.Label<Text, Image> {
    /// A menu titled by `titleKey` with the icon for an SF Symbols name.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: QuireUI.Label(titleKey.resolved, systemImage: systemImage), title: nil,
                  content: content(), primaryAction: nil)
    }

    /// A menu titled `title` with the icon for an SF Symbols name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: QuireUI.Label(title, systemImage: systemImage), title: nil, content: content(),
                  primaryAction: nil)
    }
}

extension Menu: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { MenuNode(context) }
}

/// What a menu node needs of a `Menu`, whatever its type parameters.
@MainActor
protocol AnyMenu: TitledControl {
    var title: String? { get }
    var labelView: any View { get }
    var contentView: any View { get }
    var primaryAction: (@MainActor () -> Void)? { get }
}

extension Menu: AnyMenu {
    var labelView: any View { label }
    var contentView: any View { content }
}


/// How menus draw (SwiftUI's `MenuStyle`): `.automatic` and `.button` as a button, `.borderlessButton`
/// flat.
@MainActor @preconcurrency
public protocol MenuStyle {}

public struct DefaultMenuStyle: MenuStyle {
    public init() {}
}

public struct ButtonMenuStyle: MenuStyle {
    public init() {}
}

public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Menus in this view draw as `style` says.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        let flat = style is BorderlessButtonMenuStyle
        return modifier(_EnvironmentModifier { $0.menusAreFlat = flat })
    }

    /// Whether the menus in this view show the arrow that says they open a menu: `.hidden` leaves
    /// only the label (a split button keeps its arrow: it is the part that opens the menu),
    /// `.visible` shows it also beside a label view, `.automatic` as GTK does (beside a title).
    public func menuIndicator(_ visibility: Visibility) -> some View {
        modifier(_EnvironmentModifier { $0.menuIndicatorVisibility = visibility })
    }
}

private struct MenuIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// The arrow of the menus in this view (`menuIndicator`).
    var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
}
