// The compiler plugin for Quire's macros, built against the swift-syntax libraries the toolchain
// ships in usr/lib/swift/host (no package can be fetched): the executable answers the compiler's
// messages on standard input and output, as swift-syntax's SwiftCompilerPlugin does.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The macros this plugin expands, by type name.
struct QuireMacros: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "EntryMacro": EntryMacro.self
        case "PreviewMacro": PreviewMacro.self
        default: throw UnknownMacro(typeName: typeName)
        }
    }

    var features: [PluginFeature] { [] }

    func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
        throw UnknownMacro(typeName: moduleName)
    }
}

struct UnknownMacro: Error, CustomStringConvertible {
    let typeName: String
    var description: String { "QuireMacros has no macro \(typeName)" }
}

let listener = CompilerPluginMessageListener(connection: try StandardIOMessageConnection(), provider: QuireMacros())
try listener.main()
