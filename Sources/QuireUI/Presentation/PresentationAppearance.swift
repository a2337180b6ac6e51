import QuireCore

extension View {
    /// The background of the sheet, cover or popover this view is in (SwiftUI's
    /// `presentationBackground(_:)`): on GNOME the window's (or popover's) background colour.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_PresentationBackgroundModifier(color: style.resolved))
    }

    /// A view behind the presentation's content (SwiftUI's `presentationBackground(alignment:content:)`):
    /// drawn behind this view, aligned as `alignment` says.
    public func presentationBackground<V: View>(alignment: Alignment = .center,
                                                @ViewBuilder content: () -> V) -> some View {
        ZStack(alignment: alignment) {
            content()
            self
        }
    }

    /// Accepted without effect: a GNOME window's and popover's corners are the theme's
    /// (libadwaita's radius), the same for every window on the desktop.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        self
    }

    /// How the sheet this view is in is sized (SwiftUI's `presentationSizing`): `.form` a window
    /// 420 pixels wide at least and as tall as its content; `.page` a larger window (720 × 600);
    /// `.fitted` exactly its content's size, not resizable. Has no effect in a popover (sized to its
    /// content) and a full-screen cover (maximized).
    public func presentationSizing<S: PresentationSizing>(_ sizing: S) -> some View {
        modifier(_PresentationSizingModifier(sizing: PresentationSizingKind(sizing)))
    }
}

/// How a presentation is sized (SwiftUI's `PresentationSizing`): `.automatic`, `.form`, `.page`,
/// `.fitted`, and `fitted(horizontal:vertical:)` / `sticky(horizontal:vertical:)` of them.
@MainActor @preconcurrency
public protocol PresentationSizing: Sendable {}

/// The platform's sizing: on GNOME, `.form`.
public struct AutomaticPresentationSizing: PresentationSizing {
    public init() {}
}

/// A form-sized window: as wide as a dialog, as tall as its content.
public struct FormPresentationSizing: PresentationSizing {
    public init() {}
}

/// A page-sized window, larger than a form.
public struct PagePresentationSizing: PresentationSizing {
    public init() {}
}

/// A window exactly the size of its content.
public struct FittedPresentationSizing: PresentationSizing {
    public init() {}
}

/// A sizing changed by `fitted(horizontal:vertical:)` or `sticky(horizontal:vertical:)`.
public struct ModifiedPresentationSizing: PresentationSizing {
    let kind: PresentationSizingKind
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing {
    /// This sizing, with the window fitted to its content along the axes asked for.
    public func fitted(horizontal: Bool, vertical: Bool) -> ModifiedPresentationSizing {
        var kind = PresentationSizingKind(self)
        kind.fitsWidth = horizontal
        kind.fitsHeight = vertical
        return ModifiedPresentationSizing(kind: kind)
    }

    /// This sizing, growing (never shrinking) as the content grows along the axes asked for: a GTK
    /// window grows with its content's minimum size already, so it stays as it is.
    public func sticky(horizontal: Bool, vertical: Bool) -> ModifiedPresentationSizing {
        ModifiedPresentationSizing(kind: PresentationSizingKind(self))
    }
}

/// A `PresentationSizing` as the window showing a sheet uses it.
package struct PresentationSizingKind: Equatable, Sendable {
    package enum Base: Equatable, Sendable {
        case form, page
    }

    package var base: Base
    /// Whether the window is exactly as wide (tall) as its content, and not resizable that way.
    package var fitsWidth = false
    package var fitsHeight = false

    package static let form = PresentationSizingKind(base: .form)

    init(base: Base) {
        self.base = base
    }

    init<S: PresentationSizing>(_ sizing: S) {
        switch sizing {
        case is PagePresentationSizing: self.init(base: .page)
        case is FittedPresentationSizing:
            self.init(base: .form)
            fitsWidth = true
            fitsHeight = true
        case let modified as ModifiedPresentationSizing: self = modified.kind
        default: self.init(base: .form)
        }
    }
}

/// `presentationBackground(_:)`: the content renders in place; the colour goes to the enclosing
/// presentation for as long as this view is in it.
struct _PresentationBackgroundModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let color: Color

    func makeNode(in context: NodeContext) -> ViewNode { PresentationBackgroundNode(context) }
}

final class PresentationBackgroundNode: DeclaringModifierNode<_PresentationBackgroundModifier, SheetScope> {
    override func scope(in environment: EnvironmentValues) -> SheetScope? { environment.sheetScope }
    override func declare(_ modifier: _PresentationBackgroundModifier, to scope: SheetScope) {
        scope.backgrounds.set(modifier.color, by: self)
    }
    override func withdraw(from scope: SheetScope) { scope.backgrounds.remove(owner: self) }
}

/// `presentationSizing`: as `presentationBackground`, for the sizing.
struct _PresentationSizingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let sizing: PresentationSizingKind

    func makeNode(in context: NodeContext) -> ViewNode { PresentationSizingNode(context) }
}

final class PresentationSizingNode: DeclaringModifierNode<_PresentationSizingModifier, SheetScope> {
    override func scope(in environment: EnvironmentValues) -> SheetScope? { environment.sheetScope }
    override func declare(_ modifier: _PresentationSizingModifier, to scope: SheetScope) {
        scope.sizings.set(modifier.sizing, by: self)
    }
    override func withdraw(from scope: SheetScope) { scope.sizings.remove(owner: self) }
}
