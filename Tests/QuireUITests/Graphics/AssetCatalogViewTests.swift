import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Color("Name", bundle:)` and `Image("Name", bundle:)` from a real asset catalog (QuireCoreTests'
/// Fixtures/Assets.xcassets): a colour set becomes a named colour of the style sheet whose components
/// follow the dark style; an image set reaches the picture widget; a missing name shows nothing.
@MainActor
@Suite(.serialized) struct AssetCatalogViewTests {
    static func fixtures() throws -> Bundle {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("QuireCoreTests/Fixtures")
        return try #require(Bundle(path: folder.path))
    }

    @Test func aColourSetIsANamedColourLightOrDark() throws {
        let brand = Color("Brand", bundle: try Self.fixtures())
        #expect(brand.css.hasPrefix("@quire_asset_"))
        #expect(brand.opacity(0.5).css.hasPrefix("alpha(@quire_asset_"))
        #expect(brand.cgColor == nil, "a colour set is dynamic, as SwiftUI's are")
        #expect(Color(ColorResource(name: "Brand", bundle: try Self.fixtures())) == brand)
        let wasDark = AssetCatalogs.isDark
        defer { AssetCatalogs.isDark = wasDark }
        AssetCatalogs.isDark = false
        #expect(brand.rgba == ColorComponents(red: 0.2, green: 0.4, blue: 0.6, opacity: 1))
        AssetCatalogs.isDark = true
        #expect(brand.rgba == ColorComponents(red: 0.8, green: 0.7, blue: 0.1, opacity: 1))
        let definitions = AssetCatalogs.colorDefinitions.filter { "@" + $0.name == brand.css }
        #expect(definitions.count == 1)
    }

    @Test func missingAndBrokenColourSetsAreClear() throws {
        #expect(Color("Nowhere", bundle: try Self.fixtures()) == .clear)
        #expect(Color("Broken", bundle: try Self.fixtures()) == .clear)
    }

    @Test func anImageSetReachesThePicture() throws {
        let bundle = try Self.fixtures()
        let host = HeadlessHost {
            VStack {
                Image("Star", bundle: bundle)
                Image("Icons/Pin", bundle: bundle)
                Image("Nowhere", bundle: bundle)
            }
        }
        let pictures = host.widgets(.picture)
        try #require(pictures.count == 3)
        #expect(pictures[0].picture?.asset?.isTemplate == true)
        #expect(pictures[0].picture?.url?.lastPathComponent == "star.png")
        #expect(pictures[1].picture?.url?.lastPathComponent == "pin.png")
        #expect(pictures[2].picture?.url == nil)
        #expect(pictures[2].picture?.asset == nil)
    }
}
