/// How buttons draw (SwiftUI's `PrimitiveButtonStyle`). QuireUI draws the built-in styles with
/// libadwaita's button classes: `.automatic` and `.bordered` as a regular button, `.borderless` and
/// `.plain` flat (no background until hovered), `.borderedProminent` as the suggested action (the
/// destructive action when the button's role is destructive).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension View {
    /// Buttons in this view draw as `style` says.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let border: ButtonBorder = switch style {
        case is BorderlessButtonStyle, is PlainButtonStyle: .borderless
        case is BorderedProminentButtonStyle: .prominent
        default: .automatic
        }
        return modifier(_EnvironmentModifier { $0.buttonBorder = border })
    }
}
