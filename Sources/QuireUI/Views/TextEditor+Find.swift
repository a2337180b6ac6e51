import QuireCore

/// What a text editor's find and replace bar may do, and whether a binding presents it
/// (`findNavigator(isPresented:)`, `findDisabled(_:)`, `replaceDisabled(_:)`).
package struct TextFindState: Hashable, Sendable {
    /// Whether the bar shows, when `findNavigator(isPresented:)` binds it; nil: the editor keeps
    /// its own state (Ctrl+F shows the bar, Escape hides it).
    package var isPresented: Bool?
    /// Whether the person may find at all (`findDisabled(false)`): without, Ctrl+F does nothing.
    package var allowsFind = true
    /// Whether the bar offers replacing (`replaceDisabled(false)`).
    package var allowsReplace = true

    package init(isPresented: Bool? = nil, allowsFind: Bool = true, allowsReplace: Bool = true) {
        self.isPresented = isPresented
        self.allowsFind = allowsFind
        self.allowsReplace = allowsReplace
    }
}

extension EnvironmentValues {
    /// The binding `findNavigator(isPresented:)` gave the text editors in this view.
    var findNavigatorPresentation: Binding<Bool>? {
        get { self[FindNavigatorPresentationKey.self] }
        set { self[FindNavigatorPresentationKey.self] = newValue }
    }

    var isFindDisabled: Bool {
        get { self[FindDisabledKey.self] }
        set { self[FindDisabledKey.self] = newValue }
    }

    var isReplaceDisabled: Bool {
        get { self[ReplaceDisabledKey.self] }
        set { self[ReplaceDisabledKey.self] = newValue }
    }
}

private struct FindNavigatorPresentationKey: EnvironmentKey {
    static var defaultValue: Binding<Bool>? { nil }
}

private struct FindDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ReplaceDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension View {
    /// Shows the find and replace bar of the `TextEditor`s in this view while `isPresented` is true;
    /// the person opening it (Ctrl+F, Ctrl+H) or closing it (Escape, its close button) sets the binding.
    public func findNavigator(isPresented: Binding<Bool>) -> some View {
        modifier(_EnvironmentModifier { $0.findNavigatorPresentation = isPresented })
    }

    /// Keeps people from finding (and so from replacing) in the `TextEditor`s in this view: Ctrl+F
    /// does nothing and `findNavigator(isPresented:)` shows no bar.
    public func findDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_EnvironmentModifier { $0.isFindDisabled = isDisabled })
    }

    /// Keeps people from replacing text in the `TextEditor`s in this view: their find bar has no
    /// replace row, and Ctrl+H opens it for finding only.
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_EnvironmentModifier { $0.isReplaceDisabled = isDisabled })
    }
}
