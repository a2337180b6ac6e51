import Foundation
import QuireCore

// `quire`: the document engine from a terminal. Subcommands live beside this file.
exit(QuireCommandLine.run(Array(CommandLine.arguments.dropFirst())))
