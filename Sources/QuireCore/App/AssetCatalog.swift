import Foundation
import QuireAssetSymbols

/// The asset catalogs (`*.xcassets` folders) among a bundle's resources, read as Xcode writes them:
/// image sets (`Name.imageset`) and colour sets (`Name.colorset`), each with a `Contents.json`, named
/// as `AssetCatalogEntry` lists them (`Icons/Star` in a namespace). Xcode compiles catalogs; here
/// they are read as they are, so an app ships them as a folder (`.copy("Assets.xcassets")` in its
/// target's resources).
package struct AssetCatalog: Sendable {
    /// The set folders by name (`Star`, or `Icons/Star` in a namespace) and kind.
    private var sets: [SetKey: URL] = [:]

    private struct SetKey: Hashable {
        var name: String
        var kind: String
    }

    /// The catalogs at the top of `bundle` and in its `Resources/` folder, merged (the first one
    /// found with a name wins).
    package init(bundle: URL) {
        for folder in [bundle, bundle.appendingPathComponent("Resources")] {
            // A bundle without a folder of that name has no catalogs there.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcassets") {
                for entry in AssetCatalogEntry.entries(in: folder.appendingPathComponent(name))
                where sets[SetKey(name: entry.name, kind: entry.kind)] == nil {
                    sets[SetKey(name: entry.name, kind: entry.kind)] = entry.folder
                }
            }
        }
    }

    /// The image set called `name`; nil when there is none. A set whose `Contents.json` cannot be
    /// read throws, naming the file and what is wrong.
    package func imageSet(named name: String) throws -> AssetImageSet? {
        guard let folder = sets[SetKey(name: name, kind: "imageset")] else { return nil }
        return try AssetImageSet(folder: folder)
    }

    /// The colour set called `name`; nil when there is none; throws like `imageSet(named:)`.
    package func colorSet(named name: String) throws -> AssetColorSet? {
        guard let folder = sets[SetKey(name: name, kind: "colorset")] else { return nil }
        return try AssetColorSet(folder: folder)
    }
}

/// An image set: its files by scale and appearance, and how it renders.
package struct AssetImageSet: Hashable, Sendable {
    package struct File: Hashable, Sendable {
        package var url: URL
        /// 1, 2 or 3 (`1x`…); nil for a file for every scale (a vector image).
        package var scale: Int?
        /// For the dark appearance (`"appearances": [{"appearance": "luminosity", "value": "dark"}]`).
        package var isDark: Bool
    }

    package var files: [File]
    /// `"template-rendering-intent": "template"`: drawn in the foreground colour.
    package var isTemplate: Bool

    init(folder: URL) throws {
        let contents = try AssetContents(folder.appendingPathComponent("Contents.json"))
        files = try contents.entries(named: "images").compactMap { entry in
            guard let filename = entry["filename"] as? String else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Int($0.dropLast()) }
            return File(url: folder.appendingPathComponent(filename), scale: scale, isDark: AssetContents.isDark(entry))
        }
        isTemplate = (contents.properties["template-rendering-intent"] as? String) == "template"
    }

    /// The file to draw at a display's `scaleFactor`, in the dark appearance or not: that
    /// appearance's file of the scale, else the nearest larger scale, else the largest; a file for
    /// every scale when there is one; the light (any) appearance's when the dark has none. Its scale
    /// comes with it (1 for a file for every scale).
    package func file(forScale scaleFactor: Int, dark: Bool) -> (url: URL, scale: Int)? {
        let appearance = files.filter { $0.isDark == dark }
        let candidates = appearance.isEmpty ? files.filter { !$0.isDark } : appearance
        if let vector = candidates.first(where: { $0.scale == nil }) { return (vector.url, 1) }
        let scaled = candidates.compactMap { file in file.scale.map { (file.url, $0) } }.sorted { $0.1 < $1.1 }
        return scaled.first { $0.1 >= scaleFactor } ?? scaled.last
    }
}

/// A colour set: its colour and, if it has one, the dark appearance's.
package struct AssetColorSet: Hashable, Sendable {
    /// Red, green, blue and alpha in sRGB, each 0…1.
    package struct RGBA: Hashable, Sendable {
        package var red: Double
        package var green: Double
        package var blue: Double
        package var alpha: Double
    }

    package var color: RGBA
    package var darkColor: RGBA?

    init(folder: URL) throws {
        let url = folder.appendingPathComponent("Contents.json")
        let contents = try AssetContents(url)
        var color: RGBA?
        var darkColor: RGBA?
        for entry in try contents.entries(named: "colors") {
            guard let definition = entry["color"] as? [String: Any] else {
                throw AssetContents.error(url, "a colour entry has no \"color\"")
            }
            let rgba = try Self.rgba(definition, in: url)
            if AssetContents.isDark(entry) {
                darkColor = darkColor ?? rgba
            } else if (entry["appearances"] as? [Any])?.isEmpty ?? true {
                color = color ?? rgba
            }
        }
        guard let color else { throw AssetContents.error(url, "no colour for the any appearance") }
        self.color = color
        self.darkColor = darkColor
    }

    /// A colour definition: `"color-space"` (sRGB, Display P3, their extended and linear forms, grey)
    /// and `"components"` written as Xcode writes them — floats 0…1 ("0.500"), 8-bit integers
    /// ("128") or hexadecimal ("0x80").
    static func rgba(_ definition: [String: Any], in url: URL) throws -> RGBA {
        guard let components = definition["components"] as? [String: Any] else {
            throw AssetContents.error(url, "a colour has no \"components\" (system colours are not supported)")
        }
        func component(_ key: String, default fallback: Double? = nil) throws -> Double {
            guard let raw = components[key] else {
                if let fallback { return fallback }
                throw AssetContents.error(url, "a colour has no \"\(key)\" component")
            }
            guard let value = Self.componentValue(raw) else {
                throw AssetContents.error(url, "the colour component \"\(key)\" is not a number: \(raw)")
            }
            return value
        }
        let space = (definition["color-space"] as? String) ?? "srgb"
        let alpha = try component("alpha", default: 1)
        var rgb: (Double, Double, Double)
        if space.contains("gray") {
            let white = try component("white")
            rgb = (white, white, white)
        } else {
            rgb = (try component("red"), try component("green"), try component("blue"))
        }
        switch space {
        case "srgb", "extended-srgb", "gray-gamma-22", "extended-gray":
            break
        case "display-p3":
            rgb = ColorSpaceConversion.displayP3ToSRGB(rgb)
        case "extended-linear-srgb":
            rgb = (ColorSpaceConversion.gamma(rgb.0), ColorSpaceConversion.gamma(rgb.1), ColorSpaceConversion.gamma(rgb.2))
        default:
            throw AssetContents.error(url, "the colour space \"\(space)\" is not one Quire reads")
        }
        func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
        return RGBA(red: clamp(rgb.0), green: clamp(rgb.1), blue: clamp(rgb.2), alpha: clamp(alpha))
    }

    /// One component: a float string or number ("0.5" — has a point), a hexadecimal byte ("0x80"),
    /// or an 8-bit integer ("128").
    static func componentValue(_ raw: Any) -> Double? {
        if let number = raw as? NSNumber, !(raw is String) {
            let value = number.doubleValue
            return value <= 1 ? value : value / 255
        }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }
}

/// Display P3 to sRGB: both use sRGB's transfer curve; the primaries differ.
enum ColorSpaceConversion {
    static func linear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    static func gamma(_ value: Double) -> Double {
        value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }

    static func displayP3ToSRGB(_ rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        let (r, g, b) = (linear(rgb.0), linear(rgb.1), linear(rgb.2))
        return (gamma(1.2249 * r - 0.2247 * g + 0.0 * b),
                gamma(-0.0420 * r + 1.0419 * g + 0.0 * b),
                gamma(-0.0197 * r - 0.0786 * g + 1.0979 * b))
    }
}

/// A set's or group's `Contents.json`.
struct AssetContents {
    let url: URL
    let root: [String: Any]

    init(_ url: URL) throws {
        self.url = url
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw DocumentError.wrapping(error, url: url) }
        // Any parse failure is the same error for the app: the file is not a JSON object.
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw Self.error(url, "it is not a JSON object")
        }
        self.root = root
    }

    var properties: [String: Any] { root["properties"] as? [String: Any] ?? [:] }

    func entries(named key: String) throws -> [[String: Any]] {
        guard let list = root[key] else { return [] }
        guard let entries = list as? [[String: Any]] else { throw Self.error(url, "\"\(key)\" is not a list of objects") }
        return entries
    }

    static func isDark(_ entry: [String: Any]) -> Bool {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        return appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
    }

    static func error(_ url: URL, _ reason: String) -> DocumentError {
        DocumentError(.corrupt, url: url, detail: reason)
    }
}
