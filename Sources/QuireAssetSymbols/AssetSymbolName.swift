/// How Xcode turns an asset's name into the Swift symbol it generates for it (`Image(.starFill)`):
/// the name's words — split at spaces, punctuation (`-`, `_`, `.`), a lower-case letter followed by
/// an upper-case one, and a letter following a digit — joined in lower camel case (`star-fill` →
/// `starFill`, `URLBadge` → `urlBadge`); a colour's trailing "Color" word and an image's trailing
/// "Image" word left out when words remain (`AccentColor` → `accent`); a leading digit behind an
/// underscore (`1` → `_1`); a Swift keyword in backquotes. A namespace folder is an enum named in
/// upper camel case (`Icons`).
public enum AssetSymbolName {
    public enum Kind: Sendable {
        case image, color

        /// The word Xcode drops from the end of a name of this kind.
        var redundantSuffix: String {
            switch self {
            case .image: "Image"
            case .color: "Color"
            }
        }
    }

    /// The static property's name for the set `name` (its base name, without namespaces); nil when
    /// the name has no letters or digits.
    public static func member(for name: String, kind: Kind) -> String? {
        var words = self.words(of: name)
        if words.count > 1, words.last == kind.redundantSuffix { words.removeLast() }
        guard let first = words.first else { return nil }
        let identifier = lowercasedLead(first) + words.dropFirst().map(capitalized).joined()
        return escaped(identifier)
    }

    /// The enum's name for the namespace folder `name`; nil when it has no letters or digits.
    public static func namespace(for name: String) -> String? {
        let words = self.words(of: name)
        guard !words.isEmpty else { return nil }
        return escaped(words.map(capitalized).joined())
    }

    /// The words of `name`.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, !current.isEmpty,
               (previous.isLowercase && character.isUppercase) || (previous.isNumber && character.isLetter) {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The first word in lower case: all of it when it is one upper-case run (`URL` → `url`), else its
    /// leading capitals but the last of a run that starts a word (`URLBadge`'s first word is `URLBadge`,
    /// → `urlBadge`).
    private static func lowercasedLead(_ word: String) -> String {
        let characters = Array(word)
        let run = characters.prefix { $0.isUppercase }.count
        guard run > 0 else { return word }
        if run == characters.count || run == 1 { return String(characters.prefix(run)).lowercased() + String(characters.dropFirst(run)) }
        let lowered = run - (characters[run].isLowercase ? 1 : 0)
        return String(characters.prefix(lowered)).lowercased() + String(characters.dropFirst(lowered))
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func escaped(_ identifier: String) -> String {
        if identifier.first?.isNumber == true { return "_" + identifier }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Swift's keywords that cannot name a static property without backquotes.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "Any", "Self",
        "Type", "Protocol",
    ]
}
