/// What the views inside one sheet's content tell the sheet: whether any of them disabled
/// interactive dismissal, and its navigation title, keyed by the node that said so (so a view
/// leaving the tree takes its word back).
@MainActor
final class SheetScope {
    private var dismissDisabledBy: [ObjectIdentifier: Bool] = [:]
    /// Titles in the order their views first gave one; the first is the sheet's.
    private var titles: [(owner: ObjectIdentifier, title: String)] = []
    /// The title changed.
    var titleDidChange: () -> Void = {}

    /// The first `navigationTitle` in the content, if any.
    var title: String? { titles.first?.title }

    func setTitle(_ title: String, by owner: AnyObject) {
        let before = self.title
        let id = ObjectIdentifier(owner)
        if let index = titles.firstIndex(where: { $0.owner == id }) {
            titles[index].title = title
        } else {
            titles.append((id, title))
        }
        if self.title != before { titleDidChange() }
    }

    func removeTitle(owner: AnyObject) {
        let before = title
        titles.removeAll { $0.owner == ObjectIdentifier(owner) }
        if title != before { titleDidChange() }
    }

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
