import Foundation
import PackagePlugin

/// Xcode's asset symbol generation for SwiftPM on Linux: for a target with `*.xcassets` folders
/// among its files, generates `ImageResource` and `ColorResource` static members for their sets
/// (`Image(.starFill)`, `Color(.brand)`), rebuilt when a catalog's files change. An app adds
/// `plugins: [.plugin(name: "QuireAssetSymbols", package: "Quire")]` to its target, whose resources
/// copy the catalog (so `Bundle.module` holds it).
@main
struct QuireAssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(in: target.sourceFiles.map(\.url))
        guard !catalogs.isEmpty else { return [] }
        // ImageResource and ColorResource come from QuireUI, re-exported by Quire and SwiftUI: the
        // generated file imports whichever the target sees.
        let modules = Set(target.recursiveTargetDependencies.map(\.name))
        let module = ["SwiftUI", "Quire", "QuireUI"].first(where: modules.contains) ?? "SwiftUI"
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [.buildCommand(displayName: "Generating asset symbols for \(target.name)",
                              executable: try context.tool(named: "QuireAssetSymbolsTool").url,
                              arguments: ["--import", module, "--output", output.path] + catalogs.map(\.path),
                              inputFiles: catalogs.flatMap(Self.files(under:)),
                              outputFiles: [output])]
    }

    /// The `*.xcassets` folders among a target's files: a catalog SwiftPM lists file by file (a
    /// processed resource), or a copied folder holding catalogs (`.copy("Resources")`).
    static func catalogs(in files: [URL]) -> [URL] {
        var catalogs: Set<URL> = []
        for file in files {
            let components = file.pathComponents
            if let index = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) {
                catalogs.insert(URL(fileURLWithPath: NSString.path(withComponents: Array(components[...index]))))
                continue
            }
            guard let walker = FileManager.default.enumerator(at: file, includingPropertiesForKeys: nil,
                                                              options: [.skipsHiddenFiles]) else { continue }
            while let url = walker.nextObject() as? URL {
                guard url.pathExtension == "xcassets" else { continue }
                catalogs.insert(url.standardizedFileURL)
                walker.skipDescendants()
            }
        }
        return catalogs.sorted { $0.path < $1.path }
    }

    /// Every file in a catalog: a changed, added or removed one regenerates the symbols.
    static func files(under catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: [.isRegularFileKey],
                                                          options: [.skipsHiddenFiles]) else { return [] }
        // A file that cannot be asked about (gone while listed) is not an input.
        return walker.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }
}
