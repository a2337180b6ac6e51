/// A part of an app's user interface with a life cycle of its own (SwiftUI's `Scene`): a
/// `DocumentGroup`, a `DocumentGroupLaunchScene`, a `WindowGroup`, or a scene built of those.
///
/// An app's `body` is read once at launch; QuireUI turns the scenes into windows: one per document,
/// and a launch window listing ways to start.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this one is made of.
    associatedtype Body: Scene

    /// The content of the scene.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Never {
    /// `Never` is the body of both primitive views and primitive scenes; nothing ever reads it.
    public var body: Never { neverBody(Never.self) }
}

extension Scene where Body == Never {
    /// Primitive scenes, which QuireUI turns into windows itself, have no body.
    public var body: Never { neverBody(Self.self) }
}

/// A scene QuireUI understands directly; composite scenes are resolved through their `body`.
@MainActor
protocol PrimitiveScene {
    /// Adds what this scene declares to `declarations`.
    func declare(into declarations: inout SceneDeclarations)
}

/// Everything an app's scenes declare: the document groups in order (the first whose types match
/// gets an opened file), the launch scene, the window groups and single windows in order, the
/// settings window, and the commands of them all (each window scene's own, such as New Window, last).
@MainActor
package struct SceneDeclarations {
    package var documentGroups: [DocumentGroupDeclaration] = []
    package var launchScene: LaunchSceneDeclaration?
    package var windowScenes: [WindowSceneDeclaration] = []
    package var settings: SettingsDeclaration?
    package var commands: [any Commands] = []
    /// Scenes GNOME cannot show (`MenuBarExtra`), named for the message at launch.
    package var unsupportedScenes: [String] = []

    /// The declarations of `scene` and everything in it.
    package init(_ scene: some Scene) {
        add(scene)
        commands += windowScenes.enumerated().compactMap { index, window in
            guard window.hasStandardCommands else { return nil }
            // Ctrl+N opens the first window group's window in an app without documents, as ⌘N does.
            let isMain = window.kind == .group && documentGroups.isEmpty
                && windowScenes.firstIndex { $0.kind == .group } == index
            return WindowSceneCommand(declaration: window, index: index, isMain: isMain)
        }
    }

    init() {}

    /// Adds what `inner` (a modified scene's declarations) declares.
    mutating func merge(_ inner: SceneDeclarations) {
        documentGroups += inner.documentGroups
        launchScene = launchScene ?? inner.launchScene
        windowScenes += inner.windowScenes
        settings = settings ?? inner.settings
        commands += inner.commands
        unsupportedScenes += inner.unsupportedScenes
    }

    mutating func add(_ scene: any Scene) {
        if let primitive = scene as? any PrimitiveScene {
            primitive.declare(into: &self)
        } else {
            add(sceneBody(of: scene))
        }
    }
}

@MainActor
private func sceneBody<S: Scene>(of scene: S) -> any Scene {
    if S.Body.self == Never.self { return EmptyScene() }
    return scene.body
}

/// No scene: what a primitive scene QuireUI does not know resolves to.
struct EmptyScene: Scene, PrimitiveScene {
    typealias Body = Never
    func declare(into declarations: inout SceneDeclarations) {}
}
