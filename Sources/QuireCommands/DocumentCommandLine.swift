import Foundation
import QuireCore

/// A program of document subcommands: `quire` (the engine's commands, no app's models) or an app's
/// own tool, which adds the document kinds it reads and commands of its own (`quire-samples`, under
/// Examples/). Parses the arguments and dispatches; errors go to stderr, prefixed with the program's
/// name, with exit status 1 for a failed operation and 2 for a usage mistake.
@MainActor
public struct DocumentCommandLine {
    /// A document kind the program opens, with the id of the app whose drafts and versions it shares.
    public struct Documents {
        public let appID: String
        public let kind: DocumentKind

        public init(appID: String, kind: DocumentKind) {
            self.appID = appID
            self.kind = kind
        }
    }

    /// A subcommand: its name, its lines in the usage text, and what it does with the arguments that
    /// follow its name.
    public struct Command {
        public let name: String
        public let usage: String
        public let run: @MainActor (DocumentCommandLine, [String]) async throws -> Void

        public init(_ name: String, usage: String,
                    run: @escaping @MainActor (DocumentCommandLine, [String]) async throws -> Void) {
            self.name = name
            self.usage = usage
            self.run = run
        }
    }

    /// The program's name, as messages and the usage text give it.
    public let name: String
    public let documents: [Documents]
    public let commands: [Command]
    /// Declares the program's types (its apps' Info.plists) before any file is looked at, so their
    /// extensions resolve and `types` lists them; throws when one is missing or unreadable.
    let registerTypes: @MainActor () throws -> Void
    /// What a model noticed while opening (a repair, a newer format), for `check` to print.
    let notice: @MainActor (DocumentSession) -> String?
    /// The apps named with `--plist` before the command (their `CFBundleIdentifier`s).
    private(set) var namedAppIDs: [String] = []

    /// Every app whose drafts `drafts` lists by default: the documents' apps, then those named.
    var appIDs: [String] {
        var ids: [String] = []
        for id in documents.map(\.appID) + namedAppIDs where !ids.contains(id) { ids.append(id) }
        return ids
    }

    public init(name: String, documents: [Documents] = [], commands: [Command],
                registerTypes: @escaping @MainActor () throws -> Void = {},
                notice: @escaping @MainActor (DocumentSession) -> String? = { _ in nil }) {
        self.name = name
        self.documents = documents
        self.commands = commands
        self.registerTypes = registerTypes
        self.notice = notice
    }

    /// The engine's commands, for any app's document types: `types`, `info`, `check`, `versions`,
    /// `restore`, `drafts`.
    public static let engineCommands: [Command] = [
        Command("types", usage: "types [--json] [--plist FILE]...  list the declared types (after loading each Info.plist)") { tool, arguments in
            let status = TypesCommand.run(arguments, program: tool.name)
            if status != 0 { throw ExitStatus(status) }
        },
        Command("info", usage: "info FILE                         type, size, identity, editable, versions") {
            try await InfoCommand.run($1, tool: $0)
        },
        Command("check", usage: "check FILE                        open FILE with its reader and report problems") {
            try await CheckCommand.run($1, tool: $0)
        },
        Command("versions", usage: "versions FILE                     list FILE's kept versions, newest first") {
            try await VersionsCommand.list($1, tool: $0)
        },
        Command("restore", usage: "restore FILE VERSION              make a kept version current (the replaced one is kept)") {
            try await VersionsCommand.restore($1, tool: $0)
        },
        Command("drafts", usage: "drafts [--app ID]                 list unsaved drafts kept for crash recovery") {
            try DraftsCommand.run($1, tool: $0)
        },
    ]

    public var usage: String {
        let lines = commands.flatMap { $0.usage.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { "  " + $0 }
        return (["usage: \(name) [--plist INFO.plist]... <command> [arguments]", "",
                 "--plist: an app's Info.plist, which declares its types and names it (for drafts)", "",
                 "commands:"] + lines
                + ["  help                              show this text"]).joined(separator: "\n")
    }

    /// Runs `arguments` (without the program's own name); returns the exit status.
    public func run(_ arguments: [String]) async -> Int32 {
        var arguments = arguments[...]
        var tool = self
        do {
            // Before anything looks at a file or lists types, so extensions resolve.
            try registerTypes()
            while arguments.first == "--plist" {
                arguments.removeFirst()
                guard let path = arguments.popFirst() else { throw UsageError("--plist needs an app's Info.plist") }
                let info = try InfoPropertyList(contentsOf: URL(fileURLWithPath: path))
                try info.registerDeclarations()
                // An Xcode build setting (`$(PRODUCT_BUNDLE_IDENTIFIER)`) names no app here.
                if let id = try info.string("CFBundleIdentifier"), !id.hasPrefix("$(") { tool.namedAppIDs.append(id) }
            }
            guard let command = arguments.popFirst() else { throw UsageError("a command is needed") }
            if ["help", "--help", "-h"].contains(command) {
                print(usage)
                return 0
            }
            guard let found = commands.first(where: { $0.name == command }) else {
                throw UsageError("unknown command “\(command)”")
            }
            try await found.run(tool, Array(arguments))
            return 0
        } catch let error as ExitStatus {
            return error.status
        } catch let error as UsageError {
            printError("\(name): \(error.message)\n\n\(usage)")
            return 2
        } catch let error as CommandFailure {
            printError("\(name): \(error.message)")
            return 1
        } catch {
            printError("\(name): \(DocumentError.wrapping(error, url: nil).message)")
            return 1
        }
    }

    /// Runs the process's arguments, lets the background work sessions start finish (recent-document
    /// notes, history thinning), and exits with the command's status.
    public func main() async -> Never {
        let status = await run(Array(CommandLine.arguments.dropFirst()))
        await DocumentSession.flushRecentDocuments()
        await HistoryThinning.finish()
        exit(status)
    }

    func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
