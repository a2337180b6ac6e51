import Foundation
import QuireCore

/// The launch window of a document app (SwiftUI's `DocumentGroupLaunchScene`): a title, buttons that
/// start documents (`NewDocumentButton`s, plain `Button`s; `DefaultDocumentGroupLaunchActions`
/// without any), a background — a style or a view —, accessory views behind and in front of the
/// title, and — added by QuireUI — Open… and the app's recent documents.
///
/// It shows when the app starts without files to open, and again when the last document window
/// closes. Apps without one get a plain launch window with the app's name and a New button. As on
/// Apple's launch screens, two actions show as buttons and the rest go into a "More" menu.
public struct DocumentGroupLaunchScene<Actions: View>: Scene, PrimitiveScene {
    public typealias Body = Never

    let title: String?
    let actions: @MainActor () -> Actions
    let backgroundColor: Color?
    let background: (@MainActor () -> AnyView)?
    let backgroundAccessory: (@MainActor (DocumentLaunchGeometryProxy) -> AnyView)?
    let overlay: (@MainActor (DocumentLaunchGeometryProxy) -> AnyView)?

    init(title: String?, actions: @escaping @MainActor () -> Actions, backgroundColor: Color? = nil,
         background: (@MainActor () -> AnyView)? = nil,
         backgroundAccessory: (@MainActor (DocumentLaunchGeometryProxy) -> AnyView)? = nil,
         overlay: (@MainActor (DocumentLaunchGeometryProxy) -> AnyView)? = nil) {
        self.title = title
        self.actions = actions
        self.backgroundColor = backgroundColor
        self.background = background
        self.backgroundAccessory = backgroundAccessory
        self.overlay = overlay
    }

    func declare(into declarations: inout SceneDeclarations) {
        guard declarations.launchScene == nil else { return }
        let actions = self.actions
        declarations.launchScene = LaunchSceneDeclaration(
            title: title, makeActions: { AnyView(actions()) }, backgroundColor: backgroundColor,
            makeBackground: background, makeBackgroundAccessory: backgroundAccessory, makeOverlay: overlay)
    }
}

/// The launch scene's default actions (SwiftUI's `DefaultDocumentGroupLaunchActions`): a button
/// making a new document of the app's first document group.
public struct DefaultDocumentGroupLaunchActions: View {
    public init() {}

    public var body: some View {
        NewDocumentButton()
    }
}

extension DocumentGroupLaunchScene {
    /// A launch window titled `title` (the app's name without one) with `actions` (the default New
    /// Document button without them): seed 002's `DocumentGroupLaunchScene("Create a Board") { … }`.
    public init(_ title: LocalizedStringResource? = nil,
                @ViewBuilder _ actions: @escaping @MainActor () -> Actions = { DefaultDocumentGroupLaunchActions() }) {
        self.init(title: title.map { String(localized: $0) }, actions: actions)
    }

    /// `init(_:_:)` titled by a `Text`.
    public init(_ title: Text?,
                @ViewBuilder _ actions: @escaping @MainActor () -> Actions = { DefaultDocumentGroupLaunchActions() }) {
        self.init(title: title?.content, actions: actions)
    }

    /// A launch window filled with `backgroundStyle` (a colour; `BackgroundStyle()` is the window's
    /// own background).
    public init<B: ShapeStyle>(_ title: LocalizedStringResource? = nil, backgroundStyle: B = BackgroundStyle(),
                               @ViewBuilder _ actions: @escaping @MainActor () -> Actions = { DefaultDocumentGroupLaunchActions() }) {
        self.init(title: title.map { String(localized: $0) }, actions: actions, backgroundColor: LaunchBackground.color(backgroundStyle))
    }

    /// `init(_:backgroundStyle:_:)` titled by a `Text`.
    public init<B: ShapeStyle>(_ title: Text?, backgroundStyle: B = BackgroundStyle(),
                               @ViewBuilder _ actions: @escaping @MainActor () -> Actions = { DefaultDocumentGroupLaunchActions() }) {
        self.init(title: title?.content, actions: actions, backgroundColor: LaunchBackground.color(backgroundStyle))
    }

    /// A launch window drawn over `background`.
    public init<Background: View>(_ title: LocalizedStringResource? = nil, @ViewBuilder _ actions: @escaping @MainActor () -> Actions,
                                  @ViewBuilder background: @escaping @MainActor () -> Background) {
        self.init(title: title.map { String(localized: $0) }, actions: actions, background: LaunchBackground.view(background))
    }

    /// `init(_:_:background:)` titled by a `Text`.
    public init<Background: View>(_ title: Text?, @ViewBuilder _ actions: @escaping @MainActor () -> Actions,
                                  @ViewBuilder background: @escaping @MainActor () -> Background) {
        self.init(title: title?.content, actions: actions, background: LaunchBackground.view(background))
    }

    /// A launch window over `background`, with `overlayAccessoryView` in front of the title area (seed
    /// 001's robot and plant).
    public init<Background: View, Overlay: View>(
        _ title: LocalizedStringResource? = nil, @ViewBuilder _ actions: @escaping @MainActor () -> Actions,
        @ViewBuilder background: @escaping @MainActor () -> Background,
        @ViewBuilder overlayAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Overlay) {
        self.init(title: title.map { String(localized: $0) }, actions: actions, background: LaunchBackground.view(background),
                  overlay: LaunchBackground.accessory(overlayAccessoryView))
    }

    /// `init(_:_:background:overlayAccessoryView:)` titled by a `Text`.
    public init<Background: View, Overlay: View>(
        _ title: Text?, @ViewBuilder _ actions: @escaping @MainActor () -> Actions,
        @ViewBuilder background: @escaping @MainActor () -> Background,
        @ViewBuilder overlayAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Overlay) {
        self.init(title: title?.content, actions: actions, background: LaunchBackground.view(background),
                  overlay: LaunchBackground.accessory(overlayAccessoryView))
    }

    /// A launch window over `background`, with `backgroundAccessoryView` behind the title area.
    public init<Background: View, Accessory: View>(
        _ title: LocalizedStringResource? = nil, @ViewBuilder _ actions: @escaping @MainActor () -> Actions,
        @ViewBuilder background: @escaping @MainActor () -> Background,
        @ViewBuilder backgroundAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Accessory) {
        self.init(title: title.map { String(localized: $0) }, actions: actions, background: LaunchBackground.view(background),
                  backgroundAccessory: LaunchBackground.accessory(backgroundAccessoryView))
    }

    /// `init(_:_:background:backgroundAccessoryView:)` titled by a `Text`.
    public init<Background: View, Accessory: View>(
        _ title: Text?, @ViewBuilder _ actions: @escaping @MainActor () -> Actions,
        @ViewBuilder background: @escaping @MainActor () -> Background,
        @ViewBuilder backgroundAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Accessory) {
        self.init(title: title?.content, actions: actions, background: LaunchBackground.view(background),
                  backgroundAccessory: LaunchBackground.accessory(backgroundAccessoryView))
    }

    /// A launch window over `background`, with accessory views behind and in front of the title area.
    public init<Background: View, Accessory: View, Overlay: View>(
        _ title: LocalizedStringResource? = nil, @ViewBuilder _ actions: @escaping @MainActor () -> Actions,
        @ViewBuilder background: @escaping @MainActor () -> Background,
        @ViewBuilder backgroundAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Accessory,
        @ViewBuilder overlayAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Overlay) {
        self.init(title: title.map { String(localized: $0) }, actions: actions, background: LaunchBackground.view(background),
                  backgroundAccessory: LaunchBackground.accessory(backgroundAccessoryView),
                  overlay: LaunchBackground.accessory(overlayAccessoryView))
    }

    /// `init(_:_:background:backgroundAccessoryView:overlayAccessoryView:)` titled by a `Text`.
    public init<Background: View, Accessory: View, Overlay: View>(
        _ title: Text?, @ViewBuilder _ actions: @escaping @MainActor () -> Actions,
        @ViewBuilder background: @escaping @MainActor () -> Background,
        @ViewBuilder backgroundAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Accessory,
        @ViewBuilder overlayAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Overlay) {
        self.init(title: title?.content, actions: actions, background: LaunchBackground.view(background),
                  backgroundAccessory: LaunchBackground.accessory(backgroundAccessoryView),
                  overlay: LaunchBackground.accessory(overlayAccessoryView))
    }

    /// A launch window filled with `backgroundStyle`, with `backgroundAccessoryView` behind the title.
    public init<B: ShapeStyle, Accessory: View>(
        _ title: LocalizedStringResource? = nil, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: @escaping @MainActor () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Accessory) {
        self.init(title: title.map { String(localized: $0) }, actions: actions, backgroundColor: LaunchBackground.color(backgroundStyle),
                  backgroundAccessory: LaunchBackground.accessory(backgroundAccessoryView))
    }

    /// `init(_:backgroundStyle:_:backgroundAccessoryView:)` titled by a `Text`.
    public init<B: ShapeStyle, Accessory: View>(
        _ title: Text?, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: @escaping @MainActor () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Accessory) {
        self.init(title: title?.content, actions: actions, backgroundColor: LaunchBackground.color(backgroundStyle),
                  backgroundAccessory: LaunchBackground.accessory(backgroundAccessoryView))
    }

    /// A launch window filled with `backgroundStyle`, with accessory views behind and in front of the
    /// title area.
    public init<B: ShapeStyle, Accessory: View, Overlay: View>(
        _ title: LocalizedStringResource? = nil, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: @escaping @MainActor () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Accessory,
        @ViewBuilder overlayAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Overlay) {
        self.init(title: title.map { String(localized: $0) }, actions: actions, backgroundColor: LaunchBackground.color(backgroundStyle),
                  backgroundAccessory: LaunchBackground.accessory(backgroundAccessoryView),
                  overlay: LaunchBackground.accessory(overlayAccessoryView))
    }

    /// `init(_:backgroundStyle:_:backgroundAccessoryView:overlayAccessoryView:)` titled by a `Text`.
    public init<B: ShapeStyle, Accessory: View, Overlay: View>(
        _ title: Text?, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: @escaping @MainActor () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Accessory,
        @ViewBuilder overlayAccessoryView: @escaping @MainActor (DocumentLaunchGeometryProxy) -> Overlay) {
        self.init(title: title?.content, actions: actions, backgroundColor: LaunchBackground.color(backgroundStyle),
                  backgroundAccessory: LaunchBackground.accessory(backgroundAccessoryView),
                  overlay: LaunchBackground.accessory(overlayAccessoryView))
    }
}

/// The launch scene's backgrounds and accessory views, type-erased for the declaration.
@MainActor
enum LaunchBackground {
    /// The colour of a background style; nil for `BackgroundStyle()`, the window's own.
    static func color<B: ShapeStyle>(_ style: B) -> Color? {
        style is BackgroundStyle ? nil : style.resolved
    }

    static func view<V: View>(_ make: @escaping @MainActor () -> V) -> (@MainActor () -> AnyView)? {
        guard V.self != EmptyView.self else { return nil }
        return { AnyView(make()) }
    }

    static func accessory<V: View>(_ make: @escaping @MainActor (DocumentLaunchGeometryProxy) -> V)
        -> (@MainActor (DocumentLaunchGeometryProxy) -> AnyView)? {
        guard V.self != EmptyView.self else { return nil }
        return { AnyView(make($0)) }
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
    /// The window's background colour (`backgroundStyle`); nil: libadwaita's.
    let backgroundColor: Color?
    let makeBackground: (@MainActor () -> AnyView)?
    let makeBackgroundAccessory: (@MainActor (DocumentLaunchGeometryProxy) -> AnyView)?
    let makeOverlay: (@MainActor (DocumentLaunchGeometryProxy) -> AnyView)?
    package var defaultSize: (width: Int, height: Int)?
}
