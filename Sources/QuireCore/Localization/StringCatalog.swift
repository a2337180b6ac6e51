import Foundation

/// A String Catalog (`Localizable.xcstrings`, Xcode's JSON table): every key's translations in every
/// language, with plural variations and substitutions. Apple's build compiles it into `.lproj`
/// tables; SwiftPM on Linux copies it as it is, so Quire reads the JSON.
package struct StringCatalog: Sendable {
    /// The development language: its entries stand for keys the user's languages lack.
    package let sourceLanguage: String
    /// Language (as the catalog spells it) → key → translation.
    package let tables: [String: [String: LocalizedFormat]]

    /// The catalog in `data`.
    /// - Throws: `StringTableError` when it is not a String Catalog.
    package init(data: Data) throws {
        let file: CatalogFile
        do {
            file = try JSONDecoder().decode(CatalogFile.self, from: data)
        } catch {
            throw StringTableError(reason: Self.reason(for: error))
        }
        sourceLanguage = file.sourceLanguage
        var tables: [String: [String: LocalizedFormat]] = [:]
        for (key, entry) in file.strings where entry.shouldTranslate != false {
            for (language, localization) in entry.localizations ?? [:] {
                guard let format = localization.format else { continue }
                tables[language, default: [:]][key] = format
            }
        }
        self.tables = tables
    }

    private static func reason(for error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context): return context.underlyingError.map { "\($0)" } ?? context.debugDescription
        case .keyNotFound(let key, let context): return "no “\(key.stringValue)” at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(context.debugDescription) at \(path(context))"
        @unknown default: return "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty ? "the top" : context.codingPath.map(\.stringValue).joined(separator: ".")
    }
}

// The catalog's JSON, as far as lookup reads it (Xcode adds comments, states and extraction data).
private struct CatalogFile: Decodable {
    let sourceLanguage: String
    let strings: [String: CatalogEntry]
}

private struct CatalogEntry: Decodable {
    let localizations: [String: CatalogLocalization]?
    let shouldTranslate: Bool?
}

private struct CatalogLocalization: Decodable {
    struct StringUnit: Decodable { let value: String }
    struct Variations: Decodable {
        let plural: [String: CatalogLocalization]?
        let device: [String: CatalogLocalization]?
    }
    struct Substitution: Decodable {
        let argNum: Int?
        let formatSpecifier: String?
        let variations: Variations?
    }

    let stringUnit: StringUnit?
    let variations: Variations?
    let substitutions: [String: Substitution]?

    /// The translation: a device variation is read as on a desktop (`mac`, else `other`).
    var format: LocalizedFormat? {
        if let device = variations?.device {
            return (device["mac"] ?? device["other"])?.format
        }
        let text: LocalizedFormat.Text
        if let plural = variations?.plural {
            text = .plural(Self.variants(plural))
        } else if let value = stringUnit?.value {
            text = .plain(value)
        } else {
            return nil
        }
        var variables: [String: LocalizedFormat.Variable] = [:]
        for (name, substitution) in substitutions ?? [:] {
            variables[name] = LocalizedFormat.Variable(argument: substitution.argNum,
                                                       specifier: substitution.formatSpecifier ?? "lld",
                                                       variants: Self.variants(substitution.variations?.plural ?? [:]))
        }
        return LocalizedFormat(text, variables: variables)
    }

    private static func variants(_ plural: [String: CatalogLocalization]) -> [PluralCategory: String] {
        var variants: [PluralCategory: String] = [:]
        for (name, localization) in plural {
            if let category = PluralCategory(rawValue: name), let value = localization.stringUnit?.value {
                variants[category] = value
            }
        }
        return variants
    }
}

/// Why a string table could not be read.
package struct StringTableError: Error, CustomStringConvertible {
    package let reason: String
    package var description: String { reason }
}
