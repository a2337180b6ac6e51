import Foundation
import QuireCore

/// `types [--json] [--plist FILE]…`: lists the declared types — the app's first (from the
/// given Info.plists), then the built-in tree — with description, extensions, MIME types and direct
/// conformances, and the document types the property lists declare.
enum TypesCommand {
    static func run(_ arguments: [String], program: String) -> Int32 {
        let usage = "usage: \(program) types [--json] [--plist FILE]..."
        func fail(_ message: String) -> Int32 {
            FileHandle.standardError.write(Data("\(program) types: \(message)\n\(usage)\n".utf8))
            return 2
        }
        var json = false
        var plists: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": json = true
            case "--plist":
                guard let path = remaining.popFirst() else { return fail("--plist needs a file") }
                plists.append(path)
            case "--help", "-h":
                print(usage)
                return 0
            default:
                return fail("unknown option “\(argument)”")
            }
        }
        for path in plists {
            do {
                try UTType.registerDeclarations(fromPropertyListAt: URL(fileURLWithPath: path))
            } catch {
                FileHandle.standardError.write(Data("\(program): \(DocumentError.wrapping(error, url: URL(fileURLWithPath: path)).message)\n".utf8))
                return 1
            }
        }
        let all = UTType.registeredDeclarations
        let declarations = all.filter { $0.origin != .builtIn } + all.filter { $0.origin == .builtIn }
        let documentTypes = UTType.documentTypeDeclarations
        if json {
            struct Listing: Encodable {
                var types: [UTTypeDeclaration]
                var documentTypes: [DocumentTypeDeclaration]
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            do {
                let data = try encoder.encode(Listing(types: declarations, documentTypes: documentTypes))
                print(String(decoding: data, as: UTF8.self))
            } catch {
                return fail("could not encode the listing: \(error)")
            }
        } else {
            for declaration in declarations {
                print(text(for: declaration))
            }
            if !documentTypes.isEmpty {
                print("\nDocument types:")
                for type in documentTypes {
                    let name = type.name.map { "“\($0)” " } ?? ""
                    let rank = type.handlerRank.map { ", rank \($0.rawValue)" } ?? ""
                    let package = type.isPackage ? ", package" : ""
                    print("  \(name)\(type.role.rawValue)\(rank)\(package): \(type.contentTypeIdentifiers.joined(separator: ", "))")
                }
            }
        }
        return 0
    }

    private static func text(for declaration: UTTypeDeclaration) -> String {
        var line = declaration.identifier
        if let description = declaration.localizedDescription { line += " — \(description)" }
        if declaration.origin != .builtIn { line += " [\(declaration.origin.rawValue)]" }
        var details: [String] = []
        if !declaration.filenameExtensions.isEmpty {
            details.append("extensions: " + declaration.filenameExtensions.map { "." + $0 }.joined(separator: " "))
        }
        if !declaration.mimeTypes.isEmpty { details.append("MIME: " + declaration.mimeTypes.joined(separator: " ")) }
        if !declaration.conformsTo.isEmpty { details.append("conforms to: " + declaration.conformsTo.joined(separator: ", ")) }
        return details.isEmpty ? line : line + "\n    " + details.joined(separator: "\n    ")
    }
}
