import Foundation

/// The pieces of a printf-style format as Foundation's localized strings use it: literal text,
/// placeholders (`%@`, `%lld`, `%2$.1f`) and variable references (`%#@files@`, `%1$#@files@`).
/// What does not read as a placeholder stays literal text.
enum FormatPiece: Equatable {
    case literal(String)
    /// A value's placeholder: its argument (1-based) if it names one, the flags, width, precision and
    /// length between `%` and the conversion, and the conversion character.
    case placeholder(position: Int?, modifiers: String, conversion: Character)
    case variable(position: Int?, name: String)

    /// The placeholder as written.
    var written: String {
        switch self {
        case .literal(let text): text
        case .placeholder(let position, let modifiers, let conversion): "%\(position.map { "\($0)$" } ?? "")\(modifiers)\(conversion)"
        case .variable(let position, let name): "%\(position.map { "\($0)$" } ?? "")#@\(name)@"
        }
    }

    private static let conversions = Set("diouxXfFeEgGaAcsSp@")
    private static let modifierCharacters = Set("-+ #0'123456789.hlqLzjt*")

    /// The pieces of `format`.
    static func pieces(of format: String) -> [FormatPiece] {
        var pieces: [FormatPiece] = []
        var literal = ""
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%", let (piece, next) = placeholder(in: format, after: index) else {
                literal.append(character)
                index = format.index(after: index)
                continue
            }
            if case .literal(let text) = piece {
                literal += text
            } else {
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                pieces.append(piece)
            }
            index = next
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// The placeholder starting at the `%` at `start`, and where it ends; nil when none starts there.
    private static func placeholder(in format: String, after start: String.Index) -> (FormatPiece, String.Index)? {
        var index = format.index(after: start)
        guard index < format.endIndex else { return nil }
        if format[index] == "%" { return (.literal("%"), format.index(after: index)) }
        var position: Int?
        let digits = format[index...].prefix(while: \.isASCII).prefix(while: \.isNumber)
        if !digits.isEmpty, digits.endIndex < format.endIndex, format[digits.endIndex] == "$" {
            position = Int(digits)
            index = format.index(after: digits.endIndex)
        }
        if format[index...].hasPrefix("#@") {
            let nameStart = format.index(index, offsetBy: 2)
            guard let end = format[nameStart...].firstIndex(of: "@") else { return nil }
            return (.variable(position: position, name: String(format[nameStart..<end])), format.index(after: end))
        }
        let modifiers = format[index...].prefix { modifierCharacters.contains($0) }
        guard modifiers.endIndex < format.endIndex, conversions.contains(format[modifiers.endIndex]) else { return nil }
        return (.placeholder(position: position, modifiers: String(modifiers), conversion: format[modifiers.endIndex]),
                format.index(after: modifiers.endIndex))
    }

    /// `argument` written by the placeholder `%<modifiers><conversion>`: numbers by `String(format:)`
    /// (the POSIX locale's digits), strings as they are; a value of another kind than the
    /// conversion expects is written as its text rather than misread.
    static func write(_ argument: LocalizationArgument, modifiers: String, conversion: Character) -> String {
        let flags = modifiers.filter { !"hlqLzjt*".contains($0) }  // a `*` width would read another argument
        switch (conversion, argument) {
        case ("@", _), ("s", _), ("S", _):
            return argument.text
        case ("d", .signed(let value)), ("i", .signed(let value)), ("c", .signed(let value)):
            // Without flags, the number's digits as `String` writes them (`String(format:)` costs more).
            return flags.isEmpty ? String(value) : String(format: "%\(flags)lld", value)
        case ("d", .unsigned(let value)), ("i", .unsigned(let value)), ("u", .unsigned(let value)):
            return flags.isEmpty ? String(value) : String(format: "%\(flags)llu", value)
        case ("u", .signed(let value)):
            return String(format: "%\(flags)lld", value)
        case ("x", .signed(let value)), ("X", .signed(let value)), ("o", .signed(let value)):
            return String(format: "%\(flags)ll\(conversion)", value)
        case ("x", .unsigned(let value)), ("X", .unsigned(let value)), ("o", .unsigned(let value)):
            return String(format: "%\(flags)ll\(conversion)", value)
        case (_, .double(let value)) where "fFeEgGaA".contains(conversion):
            return String(format: "%\(flags)\(conversion)", value)
        case (_, .signed(let value)) where "fFeEgGaA".contains(conversion):
            return String(format: "%\(flags)\(conversion)", Double(value))
        case (_, .unsigned(let value)) where "fFeEgGaA".contains(conversion):
            return String(format: "%\(flags)\(conversion)", Double(value))
        case ("d", .double(let value)), ("i", .double(let value)), ("u", .double(let value)):
            return String(format: "%\(flags)lld", Int64(exactly: value.rounded(.towardZero)) ?? 0)
        default:
            return argument.text
        }
    }
}
