import Foundation
import QuireCore

/// How `Image(systemName:)` finds its icon: the SF Symbols name in `SystemSymbols`, else the name
/// itself when it has no dot (a freedesktop icon name, used as it is), else Adwaita's
/// `image-missing-symbolic`, with one line on standard error per unknown name, as SwiftUI logs a
/// missing symbol.
enum SystemIconNames {
    /// Names already reported, so each is logged once per process.
    private static let reported = PthreadMutex<Set<String>>([])

    static func freedesktopName(for systemName: String) -> String {
        if let name = SystemSymbols.adwaitaNames[systemName] { return name + "-symbolic" }
        guard systemName.contains(".") else { return systemName }
        let isNew = reported.withLock { $0.insert(systemName).inserted }
        if isNew {
            FileHandle.standardError.write(Data("No symbol named '\(systemName)' found in system symbol set\n".utf8))
        }
        return "image-missing-symbolic"
    }

    /// The icon for `systemName` in `variants`: the most specific variant name the table has
    /// (`star` + `.circle.fill` → `star.circle.fill`, else `star.fill`, `star.circle`, `star`).
    static func freedesktopName(for systemName: String, variants: SymbolVariants) -> String {
        let parts = variants.suffixes
        for count in stride(from: parts.count, to: 0, by: -1) {
            for combination in combinations(of: parts, count: count) {
                let name = ([systemName] + combination).joined(separator: ".")
                if let icon = SystemSymbols.adwaitaNames[name] { return icon + "-symbolic" }
            }
        }
        return freedesktopName(for: systemName)
    }

    /// The ordered subsets of `parts` of `count` elements.
    private static func combinations(of parts: [String], count: Int) -> [[String]] {
        guard count > 0 else { return [[]] }
        guard parts.count >= count else { return [] }
        let head = parts[0], rest = Array(parts.dropFirst())
        return combinations(of: rest, count: count - 1).map { [head] + $0 } + combinations(of: rest, count: count)
    }
}

/// The variants of a symbol (SwiftUI's `SymbolVariants`): an enclosing shape, a slash, filled.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isSlashed = false
    var isFilled = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    public var circle: SymbolVariants { with { $0.shape = .circle } }
    public var square: SymbolVariants { with { $0.shape = .square } }
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether these variants include all of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isSlashed || isSlashed) && (!other.isFilled || isFilled)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var variants = self
        change(&variants)
        return variants
    }

    /// The name suffixes in SF Symbols' order: shape, slash, fill (`bell.slash.fill`).
    var suffixes: [String] {
        [shape?.rawValue, isSlashed ? "slash" : nil, isFilled ? "fill" : nil].compactMap { $0 }
    }
}

/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`). Adwaita's symbolic icons
/// are one colour, recoloured with the text: every mode draws them in the foreground colour.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension Image {
    /// The relative size of an icon in text (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    /// This image with its symbol layers coloured as `mode` says (accepted: see `SymbolRenderingMode`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}

private struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

extension EnvironmentValues {
    /// The symbol variants images in the view use.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The scale of icons in the view.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Symbols in this view show `variant` where Adwaita has an icon for it (`.fill`: `star.fill`'s
    /// `starred-symbolic`), else their plain icon.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(_EnvironmentModifier { environment in
            var variants = environment.symbolVariants
            if let shape = variant.shape { variants.shape = shape }
            variants.isSlashed = variants.isSlashed || variant.isSlashed
            variants.isFilled = variants.isFilled || variant.isFilled
            environment.symbolVariants = variant == SymbolVariants() ? SymbolVariants() : variants
        })
    }

    /// Symbols in this view are drawn as `mode` says (accepted: Adwaita's symbolic icons have one colour).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// Icons in this view at `scale` (accepted: GTK draws symbolic icons at the theme's 16-pixel size).
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
