import Foundation

/// A scene with a scene modifier applied to what it declares.
public struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never

    let content: Content
    let modification: SceneModification

    func declare(into declarations: inout SceneDeclarations) {
        var inner = SceneDeclarations()
        inner.add(content)
        modification.apply(to: &inner)
        declarations.merge(inner)
    }
}

/// What a scene modifier changes in the declarations of the scene it modifies. Settings an inner
/// modifier made win over an outer one's, as in SwiftUI.
@MainActor
enum SceneModification {
    case defaultSize(width: Int, height: Int)
    case resizability(WindowResizability)
    case commands(any Commands)
    case commandsReplaced(any Commands)
    case commandsRemoved
    case hidesTitle
    /// Changes nothing (a style with no effect).
    case none

    func apply(to declarations: inout SceneDeclarations) {
        switch self {
        case .defaultSize(let width, let height):
            let size = (width: width, height: height)
            for index in declarations.documentGroups.indices {
                declarations.documentGroups[index].defaultSize = declarations.documentGroups[index].defaultSize ?? size
            }
            if declarations.launchScene?.defaultSize == nil { declarations.launchScene?.defaultSize = size }
            for index in declarations.windowScenes.indices {
                declarations.windowScenes[index].defaultSize = declarations.windowScenes[index].defaultSize ?? size
            }
            if declarations.settings?.defaultSize == nil { declarations.settings?.defaultSize = size }
        case .resizability(let resizability):
            for index in declarations.documentGroups.indices where declarations.documentGroups[index].resizability == .automatic {
                declarations.documentGroups[index].resizability = resizability
            }
            for index in declarations.windowScenes.indices where declarations.windowScenes[index].resizability == .automatic {
                declarations.windowScenes[index].resizability = resizability
            }
            if declarations.settings?.resizability == .automatic {
                declarations.settings?.resizability = resizability
            }
        case .commands(let commands):
            declarations.commands.append(commands)
        case .commandsReplaced(let commands):
            declarations.commands = [commands]
            for index in declarations.windowScenes.indices {
                declarations.windowScenes[index].hasStandardCommands = false
            }
        case .commandsRemoved:
            declarations.commands = []
            for index in declarations.windowScenes.indices {
                declarations.windowScenes[index].hasStandardCommands = false
            }
        case .none:
            break
        case .hidesTitle:
            for index in declarations.windowScenes.indices {
                declarations.windowScenes[index].showsTitle = false
            }
        }
    }
}

/// How a scene's windows may be resized (SwiftUI's `WindowResizability`).
public struct WindowResizability: Hashable, Sendable {
    package enum Rule: Hashable, Sendable {
        case automatic, contentSize, contentMinSize
    }

    package let rule: Rule

    /// `contentSize` for `Settings`, `contentMinSize` for other scenes.
    public static let automatic = WindowResizability(rule: .automatic)
    /// The window keeps its content's size: a GTK window that is not resizable, sized to its content.
    public static let contentSize = WindowResizability(rule: .contentSize)
    /// The window is resized freely down to its content's minimum size, as GTK windows are.
    public static let contentMinSize = WindowResizability(rule: .contentMinSize)

    /// Whether a window of a `Settings` scene (`isSettings`) or another scene can be resized.
    package func isResizable(isSettings: Bool) -> Bool {
        switch rule {
        case .automatic: !isSettings
        case .contentSize: false
        case .contentMinSize: true
        }
    }
}

extension Scene {
    /// The size, in points, of the scene's windows when they first open (SwiftUI's `defaultSize`).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        ModifiedScene(content: self, modification: .defaultSize(width: Self.points(width), height: Self.points(height)))
    }

    /// The size of the scene's windows when they first open.
    public func defaultSize(_ size: CGSize) -> some Scene {
        defaultSize(width: size.width, height: size.height)
    }

    /// How the scene's windows may be resized.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        ModifiedScene(content: self, modification: .resizability(resizability))
    }

    /// Adds `content` to the app's commands: into the primary menu of its windows, with their keyboard
    /// shortcuts as the app's accelerators.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        ModifiedScene(content: self, modification: .commands(content()))
    }

    /// Replaces the commands of this scene — its own (New Window) and those given with `.commands` —
    /// with `content`.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        ModifiedScene(content: self, modification: .commandsReplaced(content()))
    }

    /// Removes the commands of this scene: its own (New Window) and those given with `.commands`.
    public func commandsRemoved() -> some Scene {
        ModifiedScene(content: self, modification: .commandsRemoved)
    }

    /// Where the scene's windows first appear on the screen. Accepted, with no effect: GTK 4 leaves
    /// window placement to the window manager (Wayland gives apps no say in it).
    public func defaultPosition(_ position: UnitPoint) -> some Scene {
        self
    }

    private static func points(_ value: CGFloat) -> Int {
        value.isFinite ? Int(min(max(value, 1), 10_000).rounded()) : 600
    }
}
