import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Image(systemName:)`: SF Symbols names shown as Adwaita's symbolic icons, variants where the
/// theme has them, a missing-image icon for unknown names.
@MainActor
@Suite struct SystemSymbolsTests {
    nonisolated private static let adwaita = URL(fileURLWithPath: "/usr/share/icons/Adwaita")

    /// The symbolic icon names the installed Adwaita theme has, in any size folder.
    private static func installedSymbolicIcons() throws -> Set<String> {
        var names: Set<String> = []
        let files = try #require(FileManager.default.enumerator(at: adwaita, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.lastPathComponent.contains("-symbolic") {
            var name = file.lastPathComponent
            for suffix in [".symbolic.png", ".svg", ".png"] where name.hasSuffix(suffix) {
                name.removeLast(suffix.count)
                break
            }
            names.insert(name)
        }
        return names
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: adwaita.path)))
    func everyMappedIconIsInTheInstalledAdwaitaTheme() throws {
        let installed = try Self.installedSymbolicIcons()
        let table = SystemSymbols.adwaitaNames
        #expect(table.count >= 300)
        let missing = Set(table.values.map { $0 + "-symbolic" }).subtracting(installed)
        #expect(missing.isEmpty, "not in Adwaita: \(missing.sorted())")
        #expect(installed.contains("image-missing-symbolic"), "the fallback icon")
    }

    @Test func variantsChooseTheThemesIconWhereItHasOne() throws {
        let host = HeadlessHost {
            VStack {
                Image(systemName: "star").symbolVariant(.fill)
                Image(systemName: "bell").symbolVariant(.slash.fill)
                Image(systemName: "trash").symbolVariant(.circle)
                Image(systemName: "folder")
                Image(systemName: "document-save-symbolic")
                Image(systemName: "no.such.symbol")
            }
        }
        #expect(host.widgets(.image).map(\.iconName) == [
            "starred-symbolic", "notifications-disabled-symbolic", "user-trash-symbolic", "folder-symbolic",
            "document-save-symbolic", "image-missing-symbolic",
        ])
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(!SymbolVariants.fill.contains(.circle))
    }
}
