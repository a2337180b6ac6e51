/// How group boxes look (SwiftUI's `GroupBoxStyle`): the style's body is the whole group box, made
/// from `configuration.label` and `configuration.content`; `GroupBox(configuration)` in it builds on
/// the style outside it. The built-in style is libadwaita's card.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view a group box in this style is.
    associatedtype Body: View
    /// The properties of the group box the body draws.
    typealias Configuration = GroupBoxStyleConfiguration

    /// The group box drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` is told about the group box it draws.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, as a view.
    public struct Label: View, ConfigurationContent, PrimitiveView {
        public typealias Body = Never
        let content: any View
    }

    /// The group box's content, as a view.
    public struct Content: View, ConfigurationContent, PrimitiveView {
        public typealias Body = Never
        let content: any View
    }

    /// The view naming the group box.
    public let label: GroupBoxStyleConfiguration.Label
    /// The views the group box holds.
    public let content: GroupBoxStyleConfiguration.Content
}

/// The platform's group box: libadwaita's card with the label above the content.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        GroupBoxCard(label: configuration.label, content: configuration.content)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// The built-in group box look (there is one: the card).
enum GroupBoxLook: Hashable {
    case card
}

typealias GroupBoxStyleChain = StyleChain<GroupBoxLook>

extension View {
    /// Group boxes in this view are drawn by `style`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { environment in
            if style is DefaultGroupBoxStyle {
                environment.groupBoxStyles.apply(.card)
            } else {
                environment.groupBoxStyles.apply(custom: style, buildsOnOuter: true)
            }
        })
    }
}

private struct GroupBoxStylesKey: EnvironmentKey {
    static var defaultValue: GroupBoxStyleChain { GroupBoxStyleChain() }
}

extension EnvironmentValues {
    /// The group box styles set around here (`.groupBoxStyle`).
    var groupBoxStyles: GroupBoxStyleChain {
        get { self[GroupBoxStylesKey.self] }
        set { self[GroupBoxStylesKey.self] = newValue }
    }
}

extension GroupBoxStyleChain.Entry {
    /// An app's style's body for a group box; nil for the built-in card, which `GroupBox` draws itself.
    @MainActor
    func body(_ configuration: GroupBoxStyleConfiguration) -> (any View)? {
        guard case .custom(let custom) = self, let style = custom.value as? any GroupBoxStyle else { return nil }
        return style.styledBody(configuration)
    }
}

extension GroupBoxStyle {
    @MainActor
    fileprivate func styledBody(_ configuration: GroupBoxStyleConfiguration) -> any View {
        StyledBody(style: self) { $0.makeBody(configuration: configuration) }
    }
}
