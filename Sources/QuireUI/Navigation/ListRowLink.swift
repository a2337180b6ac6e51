/// The `NavigationLink` a list row holds, when it holds one in a split view's column: choosing the
/// row follows the link, as a sidebar's rows do in SwiftUI. Owned by the row's node; the link's node
/// sets it while the link is in the row.
@MainActor
final class ListRowLink {
    private var owner: ObjectIdentifier?
    /// What following the link does; nil while the row holds no link.
    private(set) var follow: (@MainActor () -> Void)?
    /// A link came into the row or left it.
    var didChange: () -> Void = {}

    func set(_ follow: @escaping @MainActor () -> Void, by owner: AnyObject) {
        let isNew = self.owner == nil
        self.owner = ObjectIdentifier(owner)
        self.follow = follow
        if isNew { didChange() }
    }

    func remove(owner: AnyObject) {
        guard self.owner == ObjectIdentifier(owner) else { return }
        self.owner = nil
        follow = nil
        didChange()
    }
}

private struct ListRowLinkKey: EnvironmentKey {
    static var defaultValue: ListRowLink? { nil }
}

extension EnvironmentValues {
    /// The link slot of the list row the view is in (set for a row's content only).
    var listRowLink: ListRowLink? {
        get { self[ListRowLinkKey.self] }
        set { self[ListRowLinkKey.self] = newValue }
    }
}

/// A `NavigationLink` in a list row of a split view's column: its label renders in place, and the
/// row follows the link when chosen.
struct _RowLinkModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let follow: @MainActor () -> Void

    func makeNode(in context: NodeContext) -> ViewNode { RowLinkNode(context) }
}

final class RowLinkNode: DeclaringModifierNode<_RowLinkModifier, ListRowLink> {
    override func scope(in environment: EnvironmentValues) -> ListRowLink? { environment.listRowLink }
    override func declare(_ modifier: _RowLinkModifier, to link: ListRowLink) { link.set(modifier.follow, by: self) }
    override func withdraw(from link: ListRowLink) { link.remove(owner: self) }
}
