import Foundation

/// The launch window of a document app (SwiftUI's `DocumentGroupLaunchScene`): a title, buttons that
/// start documents (`NewDocumentButton`s, plain `Button`s), a background and an accessory view, and —
/// added by QuireUI — Open… and the app's recent documents.
///
/// It shows when the app starts without files to open, and again when the last document window
/// closes. Apps without one get a plain launch window with the app's name and a New button.
public struct DocumentGroupLaunchScene<Actions: View, Background: View, Overlay: View>: Scene, PrimitiveScene {
    public typealias Body = Never

    let title: String?
    let actions: @MainActor () -> Actions
    let background: @MainActor () -> Background
    let overlay: @MainActor (DocumentLaunchGeometryProxy) -> Overlay

    /// A launch window titled `title`, with `actions` (creation buttons), drawn over `background`, with
    /// `overlayAccessoryView` above the title.
    public init(_ title: String? = nil,
                @ViewBuilder _ actions: @escaping @MainActor () -> Actions,
                @ViewBuilder background: @escaping @MainActor () -> Background,
                @ViewBuilder overlayAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Overlay) {
        self.title = title
        self.actions = actions
        self.background = background
        self.overlay = overlayAccessoryView
    }

    func declare(into declarations: inout SceneDeclarations) {
        let actions = self.actions, background = self.background, overlay = self.overlay
        guard declarations.launchScene == nil else { return }
        var makeBackground: (@MainActor () -> AnyView)?
        if Background.self != EmptyView.self {
            makeBackground = { AnyView(background()) }
        }
        var makeOverlay: (@MainActor (DocumentLaunchGeometryProxy) -> AnyView)?
        if Overlay.self != EmptyView.self {
            makeOverlay = { proxy in AnyView(overlay(proxy)) }
        }
        declarations.launchScene = LaunchSceneDeclaration(
            title: title, makeActions: { AnyView(actions()) }, makeBackground: makeBackground,
            makeOverlay: makeOverlay)
    }
}

extension DocumentGroupLaunchScene where Background == EmptyView, Overlay == EmptyView {
    /// A launch window titled `title` with `actions` (seed 002's
    /// `DocumentGroupLaunchScene("Create a Board") { NewDocumentButton(…) }`).
    public init(_ title: String? = nil, @ViewBuilder _ actions: @escaping @MainActor () -> Actions) {
        self.init(title, actions, background: { EmptyView() }, overlayAccessoryView: { _ in EmptyView() })
    }
}

extension DocumentGroupLaunchScene where Overlay == EmptyView {
    /// A launch window titled `title` with `actions` over `background`.
    public init(_ title: String? = nil,
                @ViewBuilder _ actions: @escaping @MainActor () -> Actions,
                @ViewBuilder background: @escaping @MainActor () -> Background) {
        self.init(title, actions, background: background, overlayAccessoryView: { _ in EmptyView() })
    }
}

/// Where the launch window's title area is, for placing accessory views around it.
public struct DocumentLaunchGeometryProxy: Sendable {
    /// The launch window's content size, in points.
    public var size: CGSize
    /// The title area, in the window's content coordinates.
    public var titleViewFrame: CGRect

    public init(size: CGSize, titleViewFrame: CGRect) {
        self.size = size
        self.titleViewFrame = titleViewFrame
    }
}

/// The launch scene, as the app runtime uses it.
@MainActor
package struct LaunchSceneDeclaration {
    package let title: String?
    let makeActions: @MainActor () -> AnyView
    let makeBackground: (@MainActor () -> AnyView)?
    let makeOverlay: (@MainActor (DocumentLaunchGeometryProxy) -> AnyView)?
    package var defaultSize: (width: Int, height: Int)?
}
