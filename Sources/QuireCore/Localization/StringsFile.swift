import Foundation

/// The tables of an `.lproj` folder: `<table>.strings` (`"key" = "value";`, a property list of
/// strings, UTF-8 or UTF-16) and `<table>.stringsdict` (a property list of plural rules: each key's
/// `NSStringLocalizedFormatKey` and the variables its `%#@name@` placeholders name).
package enum StringsFile {
    /// The translations in a `.strings` file's `data`.
    /// - Throws: `StringTableError` when it is not a table of strings.
    package static func strings(in data: Data) throws -> [String: LocalizedFormat] {
        guard let table = try propertyList(in: data) as? [String: Any] else {
            throw StringTableError(reason: "it is not a table of \"key\" = \"value\"; pairs")
        }
        var result: [String: LocalizedFormat] = [:]
        for (key, value) in table {
            guard let value = value as? String else { throw StringTableError(reason: "the value of “\(key)” is not a string") }
            result[key] = LocalizedFormat(.plain(value))
        }
        return result
    }

    /// The translations in a `.stringsdict` file's `data`.
    /// - Throws: `StringTableError` when it is not a property list of plural rules.
    package static func pluralRules(in data: Data) throws -> [String: LocalizedFormat] {
        guard let table = try propertyList(in: data) as? [String: Any] else {
            throw StringTableError(reason: "it is not a dictionary of keys")
        }
        var result: [String: LocalizedFormat] = [:]
        for (key, value) in table {
            guard let rule = value as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else {
                throw StringTableError(reason: "“\(key)” has no NSStringLocalizedFormatKey string")
            }
            var variables: [String: LocalizedFormat.Variable] = [:]
            for (name, entry) in rule where name != "NSStringLocalizedFormatKey" {
                guard let entry = entry as? [String: Any] else { continue }
                var variants: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    if let text = entry[category.rawValue] as? String { variants[category] = text }
                }
                variables[name] = LocalizedFormat.Variable(
                    argument: nil, specifier: entry["NSStringFormatValueTypeKey"] as? String ?? "d", variants: variants)
            }
            result[key] = LocalizedFormat(.plain(format), variables: variables)
        }
        return result
    }

    private static func propertyList(in data: Data) throws -> Any {
        do {
            return try PropertyListSerialization.propertyList(from: utf8(data), format: nil)
        } catch {
            throw StringTableError(reason: "it is not a property list (\((error as NSError).localizedDescription))")
        }
    }

    /// `data` as UTF-8: Xcode has long written `.strings` files in UTF-16 with a byte-order mark.
    private static func utf8(_ data: Data) -> Data {
        let bytes = [UInt8](data.prefix(2))
        guard bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF],
              let text = String(data: data, encoding: .utf16) else { return data }
        return Data(text.utf8)
    }
}
