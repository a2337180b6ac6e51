import Foundation
import QuireCore

/// The asset catalogs of the app's bundle and of the bundles `Image(_:bundle:)` and
/// `Color(_:bundle:)` name, each read once; and the colour sets views use, which a toolkit defines as
/// named colours for its style sheet (light or dark, following the platform's style).
package enum AssetCatalogs {
    private struct State: Sendable {
        var catalogs: [String: AssetCatalog] = [:]
        var reported: Set<String> = []
        var colors: [AssetColorSet: String] = [:]
        var isDark = false
        var onColorsChange: (@Sendable () -> Void)?
    }

    private static let state = PthreadMutex(State())

    /// The image set `name` in `bundle` (nil: the app's), or nil — logging SwiftUI's message once
    /// when the set cannot be read, and when there is none if `reportsMissing`.
    static func imageSet(named name: String, in bundle: Bundle?, reportsMissing: Bool) -> AssetImageSet? {
        lookUp(name, in: bundle, kind: "image", reportsMissing: reportsMissing) { try $0.imageSet(named: name) }
    }

    /// The colour set `name` in `bundle`, or nil after logging SwiftUI's message once.
    static func colorSet(named name: String, in bundle: Bundle?) -> AssetColorSet? {
        lookUp(name, in: bundle, kind: "color", reportsMissing: true) { try $0.colorSet(named: name) }
    }

    private static func lookUp<Set>(_ name: String, in bundle: Bundle?, kind: String, reportsMissing: Bool,
                                    _ find: (AssetCatalog) throws -> Set?) -> Set? {
        let root = (bundle ?? AppResources.bundle)?.bundleURL
        let catalog = root.map { root in
            state.withLock { state in
                if let catalog = state.catalogs[root.path] { return catalog }
                let catalog = AssetCatalog(bundle: root)
                state.catalogs[root.path] = catalog
                return catalog
            }
        }
        let message: String
        do {
            if let catalog, let found = try find(catalog) { return found }
            guard reportsMissing else { return nil }
            message = missingMessage(kind: kind, name: name, bundle: root)
        } catch let error as DocumentError {
            message = "The \(kind) named '\(name)' can't be read: \(error.message)"
        } catch {
            message = "The \(kind) named '\(name)' can't be read: \(error)"
        }
        report(message, key: "\(kind) \(root?.path ?? "") \(name)")
        return nil
    }

    /// SwiftUI's message for a name no catalog (or file) has.
    private static func missingMessage(kind: String, name: String, bundle: URL?) -> String {
        "No \(kind) named '\(name)' found in asset catalog for \(bundle?.path ?? "main bundle")"
    }

    /// Logs that no image called `name` is in `bundle`'s catalogs or files, once.
    static func reportMissingImage(named name: String, in bundle: Bundle?) {
        let root = (bundle ?? AppResources.bundle)?.bundleURL
        report(missingMessage(kind: "image", name: name, bundle: root), key: "image \(root?.path ?? "") \(name)")
    }

    private static func report(_ message: String, key: String) {
        if state.withLock({ $0.reported.insert(key).inserted }) {
            FileHandle.standardError.write(Data("\(message)\n".utf8))
        }
    }

    /// The style sheet name of a colour set (`quire_asset_3`), defined from now on.
    static func colorName(for set: AssetColorSet) -> String {
        let (name, added, notify) = state.withLock { state -> (String, Bool, (@Sendable () -> Void)?) in
            if let name = state.colors[set] { return (name, false, nil) }
            let name = "quire_asset_\(state.colors.count)"
            state.colors[set] = name
            return (name, true, state.onColorsChange)
        }
        if added { notify?() }
        return name
    }

    /// Whether colour sets show their dark colour: the toolkit sets it from the platform's style.
    package static var isDark: Bool {
        get { state.withLock { $0.isDark } }
        set { state.withLock { $0.isDark = newValue } }
    }

    /// The colour sets in use, by style sheet name.
    package static var colorDefinitions: [(name: String, color: AssetColorSet)] {
        state.withLock { state in state.colors.map { ($0.value, $0.key) }.sorted { $0.name < $1.name } }
    }

    /// Called (on any thread) after a colour set comes into use; the toolkit defines it.
    package static func observeColors(_ handler: @escaping @Sendable () -> Void) {
        state.withLock { $0.onColorsChange = handler }
    }
}
