/// What the views inside one sheet's content tell the sheet: whether any of them disabled
/// interactive dismissal, keyed by the node that said so (so a view leaving the tree takes its word
/// back), its navigation title and subtitle, background and sizing.
@MainActor
final class SheetScope {
    private var dismissDisabledBy: [ObjectIdentifier: Bool] = [:]
    /// The content's navigation titles; the first is the sheet's.
    let titles = NavigationTitles()
    /// The content's navigation subtitles; the first is the sheet's.
    let subtitles = NavigationTitles()
    /// The content's `presentationBackground` colours; the first is the window's.
    let backgrounds = DeclaredValues<Color>()
    /// The content's `presentationSizing`s; the first sizes the window.
    let sizings = DeclaredValues<PresentationSizingKind>()

    /// True while some `interactiveDismissDisabled(true)` in the content is shown.
    var isInteractiveDismissDisabled: Bool { dismissDisabledBy.values.contains(true) }

    func setInteractiveDismissDisabled(_ disabled: Bool, by owner: AnyObject) {
        dismissDisabledBy[ObjectIdentifier(owner)] = disabled
    }

    func remove(owner: AnyObject) {
        dismissDisabledBy[ObjectIdentifier(owner)] = nil
    }
}

private struct SheetScopeKey: EnvironmentKey {
    static var defaultValue: SheetScope? { nil }
}

private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The sheet whose content is being rendered (set inside a sheet only).
    var sheetScope: SheetScope? {
        get { self[SheetScopeKey.self] }
        set { self[SheetScopeKey.self] = newValue }
    }

    /// Whether the view is inside a presentation: true in a sheet's content (SwiftUI's
    /// `EnvironmentValues.isPresented`).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
