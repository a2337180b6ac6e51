/// A title with an icon before it (SwiftUI's `Label`). `.labelStyle(.iconOnly)` shows the icon
/// alone, `.titleOnly` the title alone.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelDisplay) private var display

    /// A label made of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        switch display {
        case .iconOnly:
            icon
        case .titleOnly:
            title
        case .titleAndIcon:
            HStack(spacing: 6) {
                icon
                title
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// `title` with the icon for an SF Symbols name (`Label("Delete", systemImage: "trash")`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

/// A label's title as text, whatever its type parameters (for accessible names of icon-only buttons).
@MainActor
protocol AnyLabelView {
    var titleText: String? { get }
}

extension Label: AnyLabelView {
    var titleText: String? { (title as? Text)?.content }
}

/// What `view` reads as when it is a `Text` or a `Label`: the accessible name of the control it labels.
@MainActor
func labelText(of view: any View) -> String? {
    if let text = view as? Text { return text.content }
    if let configured = view as? any ConfigurationContent { return labelText(of: configured.content) }
    return (view as? any AnyLabelView)?.titleText
}

/// A control named by a title or a label view (buttons, toggles, pickers, steppers, menus).
@MainActor
protocol TitledControl {
    var title: String? { get }
    var labelView: any View { get }
}

extension TitledControl {
    /// The text that names the control for assistive technologies: its title, or its label's when
    /// that is a `Text` or a `Label`.
    var accessibleTitle: String? {
        title ?? labelText(of: labelView)
    }
}
