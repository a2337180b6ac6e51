/// How labels show their title and icon (SwiftUI's `LabelStyle`). QuireUI draws the built-in styles:
/// `.automatic` and `.titleAndIcon` (icon, then title), `.iconOnly`, `.titleOnly`.
@MainActor @preconcurrency
public protocol LabelStyle {}

/// The platform's choice: title and icon.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
}

/// The icon alone; buttons keep the title as their accessible name.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's choice: title and icon.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// What a label shows, as the environment carries it.
enum LabelDisplay: Hashable {
    case titleAndIcon, iconOnly, titleOnly
}

extension View {
    /// Labels in this view show their title and icon as `style` says.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let display: LabelDisplay = switch style {
        case is IconOnlyLabelStyle: .iconOnly
        case is TitleOnlyLabelStyle: .titleOnly
        default: .titleAndIcon
        }
        return modifier(_EnvironmentModifier { $0.labelDisplay = display })
    }
}
