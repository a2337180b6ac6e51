/// A horizontal edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Hashable, Sendable {
    case leading, trailing
}

/// Row actions shown beside the content (`swipeActions`): on the desktop there is no swipe, so the
/// actions are icon buttons at the row's edge, always visible, that leave the keyboard focus alone.
struct _SwipeActionsModifier<Actions: View>: ViewModifier {
    let edge: HorizontalEdge
    let actions: Actions

    func body(content: Content) -> some View {
        HStack(spacing: 6) {
            if edge == .leading {
                rowActions
            }
            content
                .frame(maxWidth: .infinity, alignment: .leading)
            if edge == .trailing {
                rowActions
            }
        }
    }

    private var rowActions: some View {
        actions
            .labelStyle(.iconOnly)
            .modifier(_EnvironmentModifier { $0.controlsFocusOnClick = false })
    }
}

extension View {
    /// Actions for the row (SwiftUI's swipe actions), typically
    /// `Button(role: .destructive) { … } label: { Label("Delete", systemImage: "trash") }`: drawn as
    /// icon buttons at the row's `edge`, named by their titles for assistive technologies.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(_SwipeActionsModifier(edge: edge, actions: content()))
    }

    /// A menu of `menuItems` (buttons; dividers and other views are left out) that opens on right
    /// click or long press (a GtkPopoverMenu).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_ContextMenuModifier(menuItems: menuItems()))
    }
}

/// Attaches a context menu to each widget of the content.
struct _ContextMenuModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let menuItems: any View

    func makeNode(in context: NodeContext) -> ViewNode { ContextMenuNode(context) }
}
