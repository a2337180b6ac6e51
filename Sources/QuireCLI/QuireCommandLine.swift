import QuireCommands

/// `quire`: the engine's commands (`QuireCommands`) for any app's document types, and no app's
/// models — an app's own tool adds its document kinds and commands (the examples' is
/// `quire-samples`, Examples/QuireSamples).
@MainActor
enum QuireCommandLine {
    static let tool = DocumentCommandLine(name: "quire", commands: DocumentCommandLine.engineCommands + [
        DocumentCommandLine.Command("bundle", usage: """
            bundle [--product NAME] [-o DIR] [--package-path DIR] [--package-name NAME]
                   [--runtime-version N] [--scratch-path DIR] [--skip-build]
                                              build an app in release and make its .deb and Flatpak
                                              manifest (default DIR: build/bundle)
            """) { _, arguments in
            try BundleCommand.run(arguments)
        },
    ])
}
