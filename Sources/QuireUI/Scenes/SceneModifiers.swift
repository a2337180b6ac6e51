import Foundation

/// A scene with settings applied to the windows it declares.
public struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never

    let content: Content
    let defaultSize: (width: Int, height: Int)

    func declare(into declarations: inout SceneDeclarations) {
        var inner = SceneDeclarations()
        inner.add(content)
        for var group in inner.documentGroups {
            group.defaultSize = group.defaultSize ?? defaultSize
            declarations.documentGroups.append(group)
        }
        if var launch = inner.launchScene {
            launch.defaultSize = launch.defaultSize ?? defaultSize
            declarations.launchScene = declarations.launchScene ?? launch
        }
        for var group in inner.windowGroups {
            group.defaultSize = group.defaultSize ?? defaultSize
            declarations.windowGroups.append(group)
        }
    }
}

extension Scene {
    /// The size, in points, of the scene's windows when they first open (SwiftUI's `defaultSize`).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        ModifiedScene(content: self, defaultSize: (Self.points(width), Self.points(height)))
    }

    /// The size of the scene's windows when they first open.
    public func defaultSize(_ size: CGSize) -> some Scene {
        defaultSize(width: size.width, height: size.height)
    }

    private static func points(_ value: CGFloat) -> Int {
        value.isFinite ? Int(min(max(value, 1), 10_000).rounded()) : 600
    }
}
