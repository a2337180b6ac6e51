/// A title with an icon before it (SwiftUI's `Label`).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label made of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack(spacing: 6) {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// `title` with the icon for an SF Symbols name (`Label("Delete", systemImage: "trash")`).
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}
