import QuireCommands

/// `quire`: the engine's commands (`QuireCommands`) for any app's document types, and no app's
/// models — an app's own tool adds its document kinds and commands (the examples' is
/// `quire-samples`, Examples/QuireSamples).
@MainActor
enum QuireCommandLine {
    static let tool = DocumentCommandLine(name: "quire", commands: DocumentCommandLine.engineCommands)
}
