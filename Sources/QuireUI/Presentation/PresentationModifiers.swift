extension View {
    /// Keeps the sheet holding this view open when the person presses Escape or its close button
    /// (`true`, the default); `dismiss()` and the presenting binding still close it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_InteractiveDismissModifier(isDisabled: isDisabled))
    }

    /// Accepted without effect: a sheet on GNOME is a desktop modal window the person resizes
    /// freely, with no resting heights to snap to.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        self
    }

    /// Accepted without effect: a GNOME sheet window is not dragged down to dismiss, so it has no
    /// drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        self
    }
}

/// A height a sheet may rest at (SwiftUI's `PresentationDetent`). Accepted for source
/// compatibility; GNOME's sheet windows have no detents.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(Double)
        case height(Double)
    }

    let kind: Kind

    /// About half the screen's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full height.
    public static let large = PresentationDetent(kind: .large)

    /// A fraction of the full height.
    public static func fraction(_ fraction: Double) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// A fixed height in points.
    public static func height(_ height: Double) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }
}

/// Whether a piece of interface shows (SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The platform decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// `interactiveDismissDisabled`: the content renders in place; the value goes to the enclosing
/// sheet for as long as this view is in its content.
struct _InteractiveDismissModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let isDisabled: Bool

    func makeNode(in context: NodeContext) -> ViewNode { InteractiveDismissNode(context) }
}

/// The node of `_InteractiveDismissModifier`: tells the sheet scope of its environment what it says.
final class InteractiveDismissNode: DeclaringModifierNode<_InteractiveDismissModifier, SheetScope> {
    override func scope(in environment: EnvironmentValues) -> SheetScope? { environment.sheetScope }
    override func declare(_ modifier: _InteractiveDismissModifier, to scope: SheetScope) {
        scope.setInteractiveDismissDisabled(modifier.isDisabled, by: self)
    }
    override func withdraw(from scope: SheetScope) { scope.remove(owner: self) }
}
