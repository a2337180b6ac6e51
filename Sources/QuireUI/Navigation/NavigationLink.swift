/// A control that pushes a page onto the enclosing navigation stack (SwiftUI's `NavigationLink`): the
/// page for a value (drawn by the stack's `navigationDestination(for:)` of its type) or a
/// destination view. On GNOME a flat button showing the label with a forward chevron at its end, as
/// a row that leads to another page shows one. In a split view's sidebar or content column the page
/// shows in the detail column instead; there a link in a list row is the row's label, and choosing
/// the row follows it, as a GNOME sidebar's rows do. A link to a nil value, or outside a navigation
/// stack or split view, is disabled.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: NavigationLinkTarget
    @Environment(\.navigationScope) private var scope
    @Environment(\.listRowLink) private var rowLink

    init(label: Label, target: NavigationLinkTarget) {
        self.label = label
        self.target = target
    }

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .view(destination()))
    }

    /// A link that pushes `destination` (deprecated in SwiftUI).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .view(destination))
    }

    /// Sets whether a link in a split view's content column replaces the detail: no effect, as a GNOME
    /// split view has no detail links.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }

    public var body: some View {
        if rowLink != nil, scope?.kind == .splitColumns {
            HStack {
                label
                Spacer(minLength: 0)
            }
            .modifier(_RowLinkModifier(follow: { [scope, target] in Self.push(target, in: scope) }))
        } else {
            linkButton
        }
    }

    private var linkButton: some View {
        Button { [scope, target] in
            Self.push(target, in: scope)
        } label: {
            HStack(spacing: 12) {
                label
                Spacer(minLength: 0)
                Image(systemName: "chevron.forward")
            }
        }
        .buttonStyle(.borderless)
        .disabled(scope == nil || target.isEmpty)
        .modifier(_EnvironmentModifier { [name = accessibleName] environment in
            // Named as its label reads, unless the app named the link itself.
            if environment.accessibilityLabel == nil {
                environment.accessibilityLabel = name
            }
        })
    }

    private var accessibleName: String? {
        labelText(of: label)
    }

    private static func push(_ target: NavigationLinkTarget, in scope: NavigationScope?) {
        guard let scope else { return }
        switch target {
        case let .value(value?): scope.pushValue(value)
        case .value(nil): break
        case let .view(view): scope.pushView(view)
        }
    }
}

/// What a navigation link pushes.
@MainActor
enum NavigationLinkTarget {
    case value(AnyHashable?)
    case view(any View)

    var isEmpty: Bool {
        if case .value(nil) = self { return true }
        return false
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes the page for `value`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .value(value.map { AnyHashable($0) }))
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled by `titleKey` that pushes the page for `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(label: Text(titleKey.resolved), target: .value(value.map { AnyHashable($0) }))
    }

    /// A link titled `title` that pushes the page for `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(label: Text(title), target: .value(value.map { AnyHashable($0) }))
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by `titleKey` that pushes `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey.resolved), target: .view(destination()))
    }

    /// A link titled `title` that pushes `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), target: .view(destination()))
    }
}
