/// How pickers draw (SwiftUI's `PickerStyle`): `.automatic`, `.menu` and `.wheel` as a drop-down
/// (GtkDropDown; GNOME has no wheel), `.segmented` and `.palette` as a linked row of toggle buttons,
/// `.inline` and `.radioGroup` as a column of radio buttons; `.navigationLink` (a pushed page of
/// choices on iOS) as the drop-down a GNOME settings row uses.
@MainActor @preconcurrency
public protocol PickerStyle {}

public struct DefaultPickerStyle: PickerStyle {
    public init() {}
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
}

public struct WheelPickerStyle: PickerStyle {
    public init() {}
}

public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

public struct PalettePickerStyle: PickerStyle {
    public init() {}
}

public struct InlinePickerStyle: PickerStyle {
    public init() {}
}

public struct RadioGroupPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension View {
    /// Pickers in this view draw as `style` says.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerKind = switch style {
        case is SegmentedPickerStyle, is PalettePickerStyle: .segmented
        case is InlinePickerStyle, is RadioGroupPickerStyle: .radioButtons
        default: .menu
        }
        return modifier(_EnvironmentModifier { $0.pickerKind = kind })
    }
}
