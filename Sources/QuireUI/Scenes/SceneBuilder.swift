/// Builds an app's scenes from the statements of its `body` (SwiftUI's `@SceneBuilder`).
@resultBuilder
@MainActor
public enum SceneBuilder {
    /// One scene, as itself.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes, side by side.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<(repeat each Content)> {
        var scenes: [any Scene] = []
        for scene in repeat each content {
            scenes.append(scene)
        }
        return TupleScene(value: (repeat each content), scenes: scenes)
    }

    /// A single expression.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// `if` without `else`: the scene when the condition held.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
        OptionalScene(content: content)
    }

    /// The `if` branch of `if`/`else`.
    public static func buildEither<TrueContent: Scene, FalseContent: Scene>(
        first: TrueContent
    ) -> EitherScene<TrueContent, FalseContent> {
        EitherScene(scene: first)
    }

    /// The `else` branch of `if`/`else`.
    public static func buildEither<TrueContent: Scene, FalseContent: Scene>(
        second: FalseContent
    ) -> EitherScene<TrueContent, FalseContent> {
        EitherScene(scene: second)
    }
}

/// Several scenes built by one `@SceneBuilder` block.
public struct TupleScene<T>: Scene, PrimitiveScene {
    public typealias Body = Never

    /// The scenes, as a tuple.
    public var value: T
    let scenes: [any Scene]

    init(value: T, scenes: [any Scene]) {
        self.value = value
        self.scenes = scenes
    }

    func declare(into declarations: inout SceneDeclarations) {
        for scene in scenes {
            declarations.add(scene)
        }
    }
}

/// A scene present only when a condition held (`if` without `else` in a `@SceneBuilder`).
public struct OptionalScene<Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content?

    func declare(into declarations: inout SceneDeclarations) {
        if let content { declarations.add(content) }
    }
}

/// One of two scenes (`if`/`else` in a `@SceneBuilder`).
public struct EitherScene<TrueContent: Scene, FalseContent: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let scene: any Scene

    func declare(into declarations: inout SceneDeclarations) {
        declarations.add(scene)
    }
}
