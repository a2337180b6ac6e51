import BoardModel
import Foundation
import QuireCommands
import QuireCore

/// `quire-samples export BOARD --to png|pdf [--scale N] [--transparent] -o OUT`: renders a board through the
/// document's own writer (`DocumentSession.export`), exactly as the app's Export As… does. OUT is
/// replaced if it exists (atomically; a failed export leaves it as it was).
@MainActor
enum ExportCommand {
    static let command = DocumentCommandLine.Command("export", usage: """
        export BOARD --to png|pdf [--scale N] [--transparent] -o OUT
                                          render a board as PNG (N pixels per point) or PDF
        """) { tool, arguments in
        try await run(arguments, tool: tool)
    }

    static func run(_ arguments: [String], tool: DocumentCommandLine) async throws {
        var input: String?, output: String?, format: String?, scale: Double?
        var transparent = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--to": format = try value(for: argument, from: &rest)
            case "-o", "--output": output = try value(for: argument, from: &rest)
            case "--scale":
                let text = try value(for: argument, from: &rest)
                guard let number = Double(text), number.isFinite, number > 0, number <= 16 else {
                    throw UsageError("--scale needs a number above 0 and at most 16, not “\(text)”")
                }
                scale = number
            case "--transparent": transparent = true
            default:
                guard input == nil, !argument.hasPrefix("-") else { throw UsageError("unexpected argument “\(argument)”") }
                input = argument
            }
        }
        guard let input else { throw UsageError("export needs a BOARD to export") }
        guard let output else { throw UsageError("export needs -o OUT, the file to write") }
        let type: UTType
        switch format {
        case "png": type = .png
        case "pdf": type = .pdf
        case nil: throw UsageError("export needs --to png or --to pdf")
        case let other?: throw UsageError("export can write png or pdf, not “\(other)”")
        }
        if scale != nil && type == .pdf { throw UsageError("--scale applies to PNG exports (a PDF is in points)") }

        let destination = URL(fileURLWithPath: output)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw DocumentError(.nameTaken, url: destination, detail: "It is a folder; name the file to write")
        }
        let session = try await tool.open(input)
        guard session.kind.writableContentTypes.contains(type) else {
            throw DocumentError(.unsupportedType, url: session.fileURL,
                                detail: "This kind of document can’t be exported as \(format ?? "")")
        }
        // With the source, a sticker that can't be drawn is reported by its file in the board, not as OUT.
        let options = BoardExportOptions(scale: scale ?? 1, transparentBackground: transparent, source: session.fileURL)
        try await BoardExportOptions.$current.withValue(options) {
            try await session.export(to: destination, as: type, replacingExisting: true)
        }
    }

    private static func value(for option: String, from rest: inout ArraySlice<String>) throws -> String {
        guard let value = rest.popFirst() else { throw UsageError("\(option) needs a value") }
        return value
    }
}
