/// A group of commands an app adds to its windows' menus (SwiftUI's `Commands`), given to a scene with
/// `.commands { … }`. On GNOME they go into the primary menu of the app's windows — a `CommandMenu`
/// as a submenu, a `CommandGroup` among Quire's own items at its placement — and their keyboard
/// shortcuts become the app's accelerators. Commands are the app's: their buttons act on the window
/// that has the keyboard focus (read it with `@FocusedValue`, `@FocusedBinding`, `@FocusedObject`).
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands this one is made of.
    associatedtype Body: Commands

    /// The commands' content.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Primitive commands, which QuireUI reads itself, have no body.
    public var body: Never { neverBody(Self.self) }
}

/// Commands QuireUI reads directly; others are read through their `body`.
@MainActor
protocol PrimitiveCommands {
    /// Adds what these commands contribute, reading their views in `reader`'s environment.
    func read(into reader: inout CommandsReader)
}

/// No commands (SwiftUI's `EmptyCommands`).
public struct EmptyCommands: Commands, PrimitiveCommands {
    public typealias Body = Never

    public init() {}

    func read(into reader: inout CommandsReader) {}
}

/// Builds commands from the statements of a `Commands` body or a `.commands { }` block (SwiftUI's
/// `@CommandsBuilder`).
@resultBuilder
@MainActor
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// One group of commands, as itself.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// Several groups of commands, in order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content)
        -> TupleCommands<(repeat each Content)> {
        var commands: [any Commands] = []
        for command in repeat each content {
            commands.append(command)
        }
        return TupleCommands(value: (repeat each content), commands: commands)
    }

    /// A single expression.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    /// `if` without `else`.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> OptionalCommands<Content> {
        OptionalCommands(content: content)
    }

    /// The `if` branch of `if`/`else`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(
        first: TrueContent
    ) -> EitherCommands<TrueContent, FalseContent> {
        EitherCommands(commands: first)
    }

    /// The `else` branch of `if`/`else`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(
        second: FalseContent
    ) -> EitherCommands<TrueContent, FalseContent> {
        EitherCommands(commands: second)
    }

    /// `if #available`.
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }
}

/// Several groups of commands built by one `@CommandsBuilder` block.
public struct TupleCommands<T>: Commands, PrimitiveCommands {
    public typealias Body = Never

    /// The commands, as a tuple.
    public var value: T
    let commands: [any Commands]

    func read(into reader: inout CommandsReader) {
        for command in commands {
            reader.read(command)
        }
    }
}

/// Commands present when a condition held (`if` without `else`).
public struct OptionalCommands<Content: Commands>: Commands, PrimitiveCommands {
    public typealias Body = Never
    let content: Content?

    func read(into reader: inout CommandsReader) {
        if let content { reader.read(content) }
    }
}

/// One of two groups of commands (`if`/`else`).
public struct EitherCommands<TrueContent: Commands, FalseContent: Commands>: Commands, PrimitiveCommands {
    public typealias Body = Never
    let commands: any Commands

    func read(into reader: inout CommandsReader) {
        reader.read(commands)
    }
}
