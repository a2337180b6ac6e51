/// A scene of one window (SwiftUI's `Window`): `openWindow(id:)` opens it, or brings it forward when
/// it is open. It opens at launch when it is the app's first window scene and the app has no document
/// groups; the primary menu gets an item, its title, that opens it.
public struct Window<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never

    let title: String
    let id: String
    let content: Content

    /// The window `id`, titled by `title`'s text.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title.content, id: id, content: content())
    }

    /// The window `id`, titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolved, id: id, content: content())
    }

    /// The window `id`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: id, content: content())
    }

    init(title: String, id: String, content: Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    func declare(into declarations: inout SceneDeclarations) {
        let content = self.content
        declarations.windowScenes.append(WindowSceneDeclaration(
            kind: .single, title: title, id: id, presentedType: nil, defaultValue: nil,
            makeContent: { _ in AnyView(content) }))
    }
}

/// The app's preferences window (SwiftUI's `Settings`): on GNOME a window titled "Preferences", opened
/// from the primary menu's Preferences item and with Ctrl+comma, as GNOME apps do; one at a time —
/// opening it again brings it forward. It is not resizable beyond its content unless
/// `windowResizability` says otherwise.
public struct Settings<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never

    let content: Content

    /// The preferences window showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func declare(into declarations: inout SceneDeclarations) {
        let content = self.content
        guard declarations.settings == nil else { return }
        declarations.settings = SettingsDeclaration(makeContent: { AnyView(content) })
    }
}

/// The `Settings` scene, as the app runtime uses it.
@MainActor
package struct SettingsDeclaration {
    package let makeContent: @MainActor () -> AnyView
    package var defaultSize: (width: Int, height: Int)?
    package var resizability = WindowResizability.automatic
}
