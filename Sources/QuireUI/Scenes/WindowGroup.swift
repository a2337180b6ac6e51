/// A scene of plain windows showing `content` (SwiftUI's `WindowGroup`). An app without document
/// groups opens one at launch.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never

    let title: String?
    let content: @MainActor () -> Content

    /// Windows titled `title` showing `content`.
    public init(_ title: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.title = title
        self.content = content
    }

    /// Windows titled with the app's name showing `content`.
    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.title = nil
        self.content = content
    }

    func declare(into declarations: inout SceneDeclarations) {
        let content = self.content
        declarations.windowGroups.append(WindowGroupDeclaration(title: title, makeContent: { AnyView(content()) }))
    }
}

/// One `WindowGroup`, as the app runtime uses it.
@MainActor
package struct WindowGroupDeclaration {
    package let title: String?
    package let makeContent: @MainActor () -> AnyView
    package var defaultSize: (width: Int, height: Int)?
}
