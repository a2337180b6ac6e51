import Foundation

/// A control that opens a URL (SwiftUI's `Link`): on GNOME a link button, opened with the desktop's
/// handler for the URL (the browser for a web address, the mail app for `mailto:`).
public struct Link<Label: View>: View {
    public typealias Body = Never

    let label: Label
    let title: String?
    let destination: URL

    /// A link labeled by `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
        self.destination = destination
    }

    init(title: String, label: Label, destination: URL) {
        self.label = label
        self.title = title
        self.destination = destination
    }
}

extension Link where Label == Text {
    /// A link titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(title: titleKey.resolved, label: Text(titleKey.resolved), destination: destination)
    }

    /// A link titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(title: String(title), label: Text(title), destination: destination)
    }
}

extension Link: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { LinkNode(context) }
}

/// What a link node needs of a `Link`, whatever its label type.
@MainActor
protocol AnyLink: TitledControl {
    var destination: URL { get }
}

extension Link: AnyLink {
    var labelView: any View { label }
}
