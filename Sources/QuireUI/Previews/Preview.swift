import Foundation

/// A preview of a view, what `#Preview` declares (DeveloperToolsSupport's `Preview`): its name,
/// its traits and the closure that makes the view.
///
/// Linux has no Xcode canvas, so nothing lists the previews a module declares; `#Preview` still
/// type-checks its body with the app, as Xcode's build does, and code can render a `Preview`'s
/// `content` like any view.
public struct Preview {
    /// The traits a view preview can have (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}

    /// The name given, or nil (the canvas would show the line number).
    public let name: String?
    public let traits: [PreviewTrait<ViewTraits>]
    private let makeContent: @MainActor () -> any View

    @MainActor
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        makeContent = body
    }

    /// The previewed view, made afresh.
    @MainActor public var content: AnyView { AnyView(makeContent()) }
}

/// A preview's layout or orientation (DeveloperToolsSupport's `PreviewTrait`).
public struct PreviewTrait<T> {
    /// What the trait asks of the canvas.
    public enum Kind: Equatable, Sendable {
        case defaultLayout, sizeThatFitsLayout
        case fixedLayout(width: CGFloat, height: CGFloat)
        case orientation(InterfaceOrientation)
    }

    public let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview in the size of a window.
    public static var defaultLayout: PreviewTrait { PreviewTrait(kind: .defaultLayout) }
    /// The preview only as large as its content.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(kind: .sizeThatFitsLayout) }
    /// The preview in a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(kind: .fixedLayout(width: width, height: height))
    }
    public static var portrait: PreviewTrait { PreviewTrait(kind: .orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(kind: .orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(kind: .orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait { PreviewTrait(kind: .orientation(.landscapeRight)) }
}

/// Declares a preview of a view (SwiftUI's `#Preview`); the body is type-checked with the module.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "QuireMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits (SwiftUI's `#Preview(_:traits:_:body:)`).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "QuireMacros", type: "PreviewMacro")
