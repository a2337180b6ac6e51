import Foundation

extension LocalizedFormat {
    /// How deep variables may nest in variants (a variable naming itself stops there).
    private static let nestingLimit = 4

    /// The text for `arguments` in `language`: the plural form the arguments choose, each
    /// placeholder replaced by its argument and each variable by its variant. A format without
    /// arguments or variables is the text as it is (a lone `%` stays).
    package func string(with arguments: [LocalizationArgument], in language: String) -> String {
        let chosen = switch text {
        case .plain(let format): format
        case .plural(let variants):
            Self.variant(of: variants, for: arguments.lazy.compactMap(\.pluralOperand).first, in: language)
        }
        guard !arguments.isEmpty || !variables.isEmpty else { return chosen }
        return fill(chosen, with: arguments, in: language, position: nil, depth: 0)
    }

    /// `format` with its placeholders filled: those without a position take the next argument, or
    /// `position` inside a variable's variant (whose placeholders all write the variable's number).
    private func fill(_ format: String, with arguments: [LocalizationArgument], in language: String,
                      position fixedPosition: Int?, depth: Int) -> String {
        var result = ""
        var next = 1
        for piece in FormatPiece.pieces(of: format) {
            switch piece {
            case .literal(let text):
                result += text
            case .placeholder(let position, let modifiers, let conversion):
                let index = position ?? fixedPosition ?? next
                next = index + 1
                result += arguments.indices.contains(index - 1)
                    ? FormatPiece.write(arguments[index - 1], modifiers: modifiers, conversion: conversion)
                    : piece.written
            case .variable(let position, let name):
                let index = position ?? fixedPosition ?? next
                next = index + 1
                guard let variable = variables[name], depth < Self.nestingLimit else {
                    result += piece.written
                    continue
                }
                let argument = variable.argument ?? index
                let number = arguments.indices.contains(argument - 1) ? arguments[argument - 1].pluralOperand : nil
                let variant = Self.variant(of: variable.variants, for: number, in: language)
                    .replacingOccurrences(of: "%arg", with: "%\(argument)$\(variable.specifier)")
                result += fill(variant, with: arguments, in: language, position: argument, depth: depth + 1)
            }
        }
        return result
    }
}
