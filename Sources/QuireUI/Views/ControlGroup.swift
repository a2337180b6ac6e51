/// Controls shown as one (SwiftUI's `ControlGroup`): on GNOME a row of linked buttons, joined without
/// gaps as a header bar's related tools are (the `linked` style). The label names the group where it
/// cannot show its controls (a menu); in a window the controls show.
public struct ControlGroup<Content: View>: View {
    public typealias Body = Never

    let content: Content

    /// A group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of the controls `content` builds, named by `label`.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    /// A group titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group titled by `titleKey` with the icon for an SF Symbols name.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ControlGroup: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { StackNode(context, kind: .linked) }
}

extension ControlGroup: StackView {
    var layout: StackLayout { StackLayout(spacing: 0, alignment: .center) }
    var contentView: any View { content }
}

/// How control groups draw (SwiftUI's `ControlGroupStyle`). Every style is GNOME's linked row: the
/// menu styles collapse a group into a menu where a toolbar lacks room, which a GNOME header bar does
/// not do, and `.navigation` is the same row.
@MainActor @preconcurrency
public protocol ControlGroupStyle {}

public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
}

public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
}

public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
}

public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
}

public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension View {
    /// Control groups in this view draw as `style` says: on GNOME, always as a linked row.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
