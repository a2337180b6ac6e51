import Foundation
import QuireCore

/// Parses `quire` arguments and dispatches to a subcommand. Errors go to stderr; the exit status says
/// whether the command succeeded.
enum QuireCommandLine {
    static let usage = """
    usage: quire <command> [arguments]

    commands:
      types [--json] [--plist FILE]...
                          list the declared types (after loading each Info.plist given)
      help                show this text
    """

    static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            print(usage)
            return 0
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "types":
            return TypesCommand.run(rest)
        case "help", "--help", "-h":
            print(usage)
            return 0
        default:
            FileHandle.standardError.write(Data("quire: unknown command “\(command)”\n\n\(usage)\n".utf8))
            return 2
        }
    }
}
