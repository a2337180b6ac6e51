import Foundation
import QuireCore

/// Parses `quire` arguments and dispatches to a subcommand. Errors go to stderr with a non-zero exit
/// status (1 for a failed operation, 2 for a usage mistake).
@MainActor
enum QuireCommandLine {
    static let usage = """
    usage: quire <command> [arguments]

    commands:
      types [--json] [--plist FILE]...  list the declared types (after loading each Info.plist)
      info FILE                         type, size, identity, editable, versions
      check FILE                        open FILE with its reader and report problems
      versions FILE                     list FILE's kept versions, newest first
      restore FILE VERSION              make a kept version current (the replaced one is kept)
      drafts [--app ID]                 list unsaved drafts kept for crash recovery
      checklist new FILE [TITLE...]     create a checklist
      checklist add FILE TITLE...       add items
      checklist toggle FILE ITEM        check or uncheck an item (ITEM: number or title)
      checklist remove FILE ITEM        remove an item
      checklist list FILE               print the items
      export BOARD --to png|pdf [--scale N] [--transparent] -o OUT
                                        render a board as PNG (N pixels per point) or PDF
      bundle [--product NAME] [-o DIR] [--package-path DIR] [--package-name NAME]
             [--runtime-version N] [--scratch-path DIR] [--skip-build]
                                        build an app in release and make its .deb and Flatpak
                                        manifest (default DIR: build/bundle)
      help                              show this text
    """

    static func run(_ arguments: [String]) async -> Int32 {
        guard let command = arguments.first else {
            printError("quire: a command is needed\n\n\(usage)")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if ["help", "--help", "-h"].contains(command) {
            print(usage)
            return 0
        }
        if command == "bundle" {
            // Packages another app: none of the example types is registered (its own are).
            do {
                try BundleCommand.run(rest)
                return 0
            } catch let error as UsageError {
                printError("quire: \(error.message)\n\n\(usage)")
                return 2
            } catch let error as CommandFailure {
                printError("quire: \(error.message)")
                return 1
            } catch {
                printError("quire: \(DocumentError.wrapping(error, url: nil).message)")
                return 1
            }
        }
        do {
            // Before anything looks at a file or lists types, so `.checklist` resolves and the
            // example apps' types are declared.
            try CommandDocuments.registerTypes()
            switch command {
            case "types":
                let status = TypesCommand.run(rest)
                if status != 0 { return status }
            case "info": try await InfoCommand.run(rest)
            case "check": try await CheckCommand.run(rest)
            case "versions": try await VersionsCommand.list(rest)
            case "restore": try await VersionsCommand.restore(rest)
            case "drafts": try DraftsCommand.run(rest)
            case "checklist": try await ChecklistCommand.run(rest)
            case "export": try await ExportCommand.run(rest)
            default:
                throw UsageError("unknown command “\(command)”")
            }
            return 0
        } catch let error as UsageError {
            printError("quire: \(error.message)\n\n\(usage)")
            return 2
        } catch let error as CommandFailure {
            printError("quire: \(error.message)")
            return 1
        } catch {
            printError("quire: \(DocumentError.wrapping(error, url: nil).message)")
            return 1
        }
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
