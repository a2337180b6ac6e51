import Foundation
import QuireCore

// `quire`: the document engine from a terminal. Subcommands live beside this file.
let status = await QuireCommandLine.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
