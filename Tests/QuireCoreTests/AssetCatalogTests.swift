import Foundation
import Testing
@testable import QuireCore

/// Asset catalogs read from a real `Assets.xcassets` (Fixtures/): image sets by scale and appearance,
/// groups with and without namespaces, every way Xcode writes a colour's components, colour spaces,
/// and the errors a broken `Contents.json` gives.
@Suite struct AssetCatalogTests {
    static func catalog() throws -> AssetCatalog {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return AssetCatalog(bundle: fixtures)
    }

    @Test func anImageSetGivesTheFileForEachScaleAndAppearance() throws {
        let star = try #require(try Self.catalog().imageSet(named: "Star"))
        #expect(star.isTemplate)
        func file(_ scale: Int, dark: Bool = false) -> String? {
            star.file(forScale: scale, dark: dark).map { "\($0.url.lastPathComponent) \($0.scale)" }
        }
        #expect(file(1) == "star.png 1")
        #expect(file(2) == "star@2x.png 2")
        #expect(file(3) == "star@3x.png 3")
        #expect(file(4) == "star@3x.png 3", "past the largest scale: the largest")
        #expect(file(2, dark: true) == "star-dark@2x.png 2")
        #expect(file(1, dark: true) == "star-dark@2x.png 2", "the dark appearance's own files first")
    }

    @Test func aVectorImageServesEveryScaleAndEmptySlotsAreSkipped() throws {
        let catalog = try Self.catalog()
        let logo = try #require(try catalog.imageSet(named: "Logo"))
        #expect(logo.isTemplate == false)
        #expect(logo.file(forScale: 2, dark: true).map { "\($0.url.lastPathComponent) \($0.scale)" } == "logo.svg 1")
        let pin = try #require(try catalog.imageSet(named: "Icons/Pin"))
        #expect(pin.files.count == 1)
        #expect(pin.file(forScale: 2, dark: false)?.url.lastPathComponent == "pin.png")
    }

    @Test func groupsNameSetsOnlyWhenTheyProvideANamespace() throws {
        let catalog = try Self.catalog()
        #expect(try catalog.imageSet(named: "Pin") == nil)
        #expect(try catalog.imageSet(named: "Icons/Pin") != nil)
        #expect(try catalog.imageSet(named: "Dot") != nil)
        #expect(try catalog.imageSet(named: "Shapes/Dot") == nil)
        #expect(try catalog.imageSet(named: "Nowhere") == nil)
        #expect(try catalog.colorSet(named: "Star") == nil, "an image set is not a colour set")
    }

    @Test func colourComponentsInEveryFormXcodeWrites() throws {
        let catalog = try Self.catalog()
        let brand = try #require(try catalog.colorSet(named: "Brand"))
        #expect(brand.color == .init(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(brand.darkColor == .init(red: 0.8, green: 0.7, blue: 0.1, alpha: 1))
        let bytes = try #require(try catalog.colorSet(named: "Bytes"))
        #expect(bytes.color == .init(red: 1, green: 128.0 / 255, blue: 0, alpha: 0.5))
        #expect(bytes.darkColor == nil)
        let hex = try #require(try catalog.colorSet(named: "Hex"))
        #expect(hex.color == .init(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        let grey = try #require(try catalog.colorSet(named: "Grey"))
        #expect(grey.color == .init(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(AssetColorSet.componentValue(NSNumber(value: 0.25)) == 0.25)
        #expect(AssetColorSet.componentValue(NSNumber(value: 255)) == 1)
    }

    @Test func wideAndLinearColoursBecomeSRGB() throws {
        let catalog = try Self.catalog()
        let grey = try #require(try catalog.colorSet(named: "WideGrey")).color
        #expect(abs(grey.red - 0.5) < 0.002 && abs(grey.green - 0.5) < 0.002 && abs(grey.blue - 0.5) < 0.002,
                "a grey is the same grey in both spaces: \(grey)")
        let red = try #require(try catalog.colorSet(named: "WideRed")).color
        #expect(red.red == 1 && red.green == 0 && red.blue == 0, "Display P3's red lies outside sRGB: clamped \(red)")
        let linear = try #require(try catalog.colorSet(named: "Linear")).color
        #expect(abs(linear.red - 0.5) < 0.002 && abs(linear.blue - 1) < 1e-9, "linear 0.214 is sRGB 0.5: \(linear)")
    }

    @Test func aBrokenColourSetThrowsAnErrorNamingItsFile() throws {
        let catalog = try Self.catalog()
        for name in ["Broken", "System", "Nonsense"] {
            let error = try #require(throws: DocumentError.self) { try catalog.colorSet(named: name) }
            #expect(error.code == .corrupt)
            #expect(error.url?.path.hasSuffix("\(name).colorset/Contents.json") == true)
        }
    }

    @Test func aBundleWithoutCatalogsHasNoSets() throws {
        let empty = AssetCatalog(bundle: URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)"))
        #expect(try empty.imageSet(named: "Star") == nil)
        #expect(try empty.colorSet(named: "Brand") == nil)
    }
}
