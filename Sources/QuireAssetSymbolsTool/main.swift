import Foundation
import QuireAssetSymbols

// The asset symbols plugin's tool: `QuireAssetSymbolsTool --import MODULE --output FILE CATALOG…`
// writes the `ImageResource`/`ColorResource` symbols of the catalogs' sets to FILE. Two sets giving
// one symbol fail the build, as in Xcode.
var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}
guard let module = option("--import"), let output = option("--output") else {
    FileHandle.standardError.write(Data("usage: QuireAssetSymbolsTool --import MODULE --output FILE CATALOG…\n".utf8))
    exit(2)
}
let entries = arguments.flatMap { AssetCatalogEntry.entries(in: URL(fileURLWithPath: $0)) }
do {
    let text = try AssetSymbolsSource(importedModule: module, entries: entries).text()
    try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
