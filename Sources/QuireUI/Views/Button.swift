/// A push button that runs an action when clicked.
public struct Button<Label: View>: View {
    public typealias Body = Never

    let title: String?
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// A button showing `label`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button showing `label`, with a role (`.destructive` draws it as a destructive action).
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.role = role
        self.action = action
    }
}

extension Button where Label == Text {
    /// A button titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.resolved, role: nil, action: action)
    }

    /// A button titled by `titleKey`, with a role (`.destructive` draws it as a destructive action).
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.resolved, role: role, action: action)
    }

    /// A button titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(title, role: nil, action: action)
    }

    /// A button titled `title`, with a role (`.destructive` draws it as a destructive action).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.title = String(title)
        label = Text(title)
        self.role = role
        self.action = action
    }
}

extension Button where Label == QuireUI.Label<Text, Image> {
    /// A button showing `title` with the icon for an SF Symbols name; icon-only styles keep `title`
    /// as the name assistive technologies read.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil,
                                   action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { QuireUI.Label(title, systemImage: systemImage) }
    }

    /// A button titled by `titleKey` with the icon for an SF Symbols name.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
                action: @escaping @MainActor () -> Void) {
        self.init(titleKey.resolved, systemImage: systemImage, role: role, action: action)
    }

    /// A button titled `title` with an image from the app's resources.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole? = nil,
                                   action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { QuireUI.Label(title: { Text(title) }, icon: { Image(image) }) }
    }

    /// A button titled by `titleKey` with an image from the app's resources.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole? = nil,
                action: @escaping @MainActor () -> Void) {
        self.init(titleKey.resolved, image: image, role: role, action: action)
    }
}

/// What a button does, for styling (SwiftUI's `ButtonRole`): `.destructive` buttons are drawn red
/// (libadwaita's `destructive-action`).
public struct ButtonRole: Hashable, Sendable {
    let name: String

    /// The button deletes or discards something.
    public static let destructive = ButtonRole(name: "destructive")
    /// The button cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { ButtonNode(context) }
}

/// What a button node needs of a `Button`, whatever its label type.
@MainActor
protocol AnyButton: TitledControl {
    var title: String? { get }
    var labelView: any View { get }
    var role: ButtonRole? { get }
    var action: @MainActor () -> Void { get }
}

extension Button: AnyButton {
    var labelView: any View { label }
}
