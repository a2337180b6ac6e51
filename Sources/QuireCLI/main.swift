import Foundation
import QuireCore

// `quire`: the document engine from a terminal. Subcommands live beside this file.
let status = await QuireCommandLine.run(Array(CommandLine.arguments.dropFirst()))
// Sessions note recent documents and thin histories in the background; let those finish before exiting.
await DocumentSession.flushRecentDocuments()
await HistoryThinning.finish()
exit(status)
