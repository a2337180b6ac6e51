import Foundation
import Testing
import QuireAssetSymbols

/// The asset symbols plugin's generator: Xcode's naming rules for the static members it makes of an
/// asset catalog's sets, and the Swift file it writes for the real fixture catalog.
@Suite struct AssetSymbolsTests {
    @Test(arguments: [
        ("star", "star"), ("Star", "star"), ("star-fill", "starFill"), ("star fill", "starFill"),
        ("star_fill.large", "starFillLarge"), ("starFill", "starFill"), ("URLBadge", "urlBadge"), ("URL", "url"),
        ("1", "_1"), ("2up", "_2Up"), ("0b3b21ff", "_0B3B21Ff"), ("default", "`default`"), ("Self", "`self`"),
        ("Logo Image", "logo"), ("Image", "image"), ("BrandColor", "brandColor"),
    ])
    func anImageSetsSymbolIsItsNameInLowerCamelCase(name: String, symbol: String) {
        #expect(AssetSymbolName.member(for: name, kind: .image) == symbol)
    }

    @Test func aColourSetDropsItsColorWordAsXcodeDoes() {
        #expect(AssetSymbolName.member(for: "AccentColor", kind: .color) == "accent")
        #expect(AssetSymbolName.member(for: "tabbar-background-color", kind: .color) == "tabbarBackgroundColor",
                "only the capitalised word Color is dropped")
        #expect(AssetSymbolName.member(for: "Color", kind: .color) == "color", "a name that is only the word stays")
        #expect(AssetSymbolName.member(for: "logoImage", kind: .color) == "logoImage")
        #expect(AssetSymbolName.member(for: "-", kind: .color) == nil, "no letters or digits: no symbol")
    }

    @Test func aNamespaceIsAnEnumInUpperCamelCase() {
        #expect(AssetSymbolName.namespace(for: "Icons") == "Icons")
        #expect(AssetSymbolName.namespace(for: "tool bar") == "ToolBar")
        #expect(AssetSymbolName.namespace(for: "2x") == "_2X")
    }

    @Test func theFixtureCatalogGivesNestedSymbolsForNamespacesOnly() throws {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let entries = AssetCatalogEntry.entries(in: fixtures.appendingPathComponent("Assets.xcassets"))
        let text = try AssetSymbolsSource(importedModule: "SwiftUI", entries: entries).text()
        #expect(text.contains("import SwiftUI\n"))
        #expect(text.contains("private let resourceBundle = Foundation.Bundle.module"))
        #expect(text.contains("    static let brand = ColorResource(name: \"Brand\", bundle: resourceBundle)"))
        #expect(text.contains("    static let star = ImageResource(name: \"Star\", bundle: resourceBundle)"))
        // `Icons` provides a namespace, `Shapes` is a plain folder.
        #expect(text.contains("    enum Icons {\n\n        /// The \"Icons/Pin\" asset catalog image resource.\n"
                              + "        static let pin = ImageResource(name: \"Icons/Pin\", bundle: resourceBundle)\n    }"))
        #expect(text.contains("    static let dot = ImageResource(name: \"Dot\", bundle: resourceBundle)"))
        #expect(!text.contains("ImageResource(name: \"Brand\""), "a colour set is no image")
    }

    @Test func twoSetsGivingOneSymbolAreXcodesBuildError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quire-symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for set in ["star-fill.imageset", "Star Fill.imageset", "star-fill.colorset"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Assets.xcassets/\(set)"),
                                                    withIntermediateDirectories: true)
        }
        let entries = AssetCatalogEntry.entries(in: folder.appendingPathComponent("Assets.xcassets"))
        #expect(entries.map(\.name) == ["Star Fill", "star-fill", "star-fill"])
        #expect {
            try AssetSymbolsSource(importedModule: "Quire", entries: entries).text()
        } throws: { error in
            let message = "\(error)"
            return message.contains("\"star-fill\" image asset name resolves to the symbol \"starFill\"")
                && message.contains("\"Star Fill\" already uses")
        }
    }
}
