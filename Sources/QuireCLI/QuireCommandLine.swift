import Foundation
import QuireCore

/// Parses `quire` arguments and dispatches to a subcommand. Errors go to stderr; the exit status says
/// whether the command succeeded.
enum QuireCommandLine {
    static let usage = """
    usage: quire <command> [arguments]

    commands:
      types [--json]      list the registered document types
      help                show this text
    """

    static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            print(usage)
            return 0
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "help", "--help", "-h":
            print(usage)
            return 0
        default:
            _ = rest
            FileHandle.standardError.write(Data("quire: unknown command “\(command)”\n\n\(usage)\n".utf8))
            return 2
        }
    }
}
