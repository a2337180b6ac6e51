import Foundation
import QuireCore

// `quire`: the document engine from a terminal. Subcommands live beside this file.
let status = await QuireCommandLine.run(Array(CommandLine.arguments.dropFirst()))
// Sessions note recent documents in the background; let those writes finish before exiting.
await DocumentSession.flushRecentDocuments()
exit(status)
