import Foundation

/// The sets of one asset catalog (`*.xcassets`), as Xcode names them: each set folder
/// (`Name.imageset`, `Name.colorset`, …) by its name, with the names of the groups around it that
/// provide a namespace (`"provides-namespace": true` in the group's `Contents.json`) in front —
/// `Icons/Star`. A group that does not is only a folder: its sets keep their bare names. Shared by
/// QuireCore's `AssetCatalog` (which finds sets by name) and the asset symbols generator.
public struct AssetCatalogEntry: Hashable, Sendable {
    /// The set's full name (`Icons/Star`).
    public var name: String
    /// The set folder's extension: `imageset`, `colorset`, …
    public var kind: String
    /// The set folder.
    public var folder: URL

    /// The namespaces around the set, outermost first (`["Icons"]`), and its own name (`Star`).
    public var namespaces: [String] { name.split(separator: "/").dropLast().map(String.init) }
    public var baseName: String { name.split(separator: "/").last.map(String.init) ?? name }

    /// Every set in `catalog`, folders in name order (so the first of two equal names wins the same
    /// way everywhere).
    public static func entries(in catalog: URL) -> [AssetCatalogEntry] {
        var entries: [AssetCatalogEntry] = []
        collect(catalog, namespace: "", into: &entries)
        return entries
    }

    private static func collect(_ folder: URL, namespace: String, into entries: inout [AssetCatalogEntry]) {
        // A folder that cannot be listed holds no sets we can read.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let ext = url.pathExtension
            if ext.isEmpty {
                collect(url, namespace: providesNamespace(url) ? namespace + name + "/" : namespace, into: &entries)
            } else {
                entries.append(AssetCatalogEntry(name: namespace + url.deletingPathExtension().lastPathComponent,
                                                 kind: ext, folder: url))
            }
        }
    }

    /// Whether a group's `Contents.json` says it provides a namespace. A group without a readable
    /// one is a plain folder, as Xcode reads it.
    private static func providesNamespace(_ group: URL) -> Bool {
        guard let data = try? Data(contentsOf: group.appendingPathComponent("Contents.json")),
              let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let properties = root["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}
