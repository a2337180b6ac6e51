import Foundation
import QuireCore

/// A colour set in an app's asset catalog (SwiftUI's `ColorResource`): Xcode generates one per set;
/// here an app declares them (`extension ColorResource { static let brand = ColorResource(name:
/// "Brand", bundle: .module) }`).
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name.
    public let name: String
    /// The bundle holding it; nil for the app's own resources.
    public let bundlePath: String?

    public init(name: String, bundle: Bundle?) {
        self.name = name
        bundlePath = bundle?.bundlePath
    }
}

extension Color {
    /// The colour set called `name` (`Name.colorset`) in `bundle`'s asset catalog, or the app's: its
    /// dark appearance's colour while the platform's style is dark. A name with no colour set is
    /// clear, with SwiftUI's message logged once.
    public init(_ name: String, bundle: Bundle? = nil) {
        guard let set = AssetCatalogs.colorSet(named: name, in: bundle) else {
            self.init(white: 0, opacity: 0)
            return
        }
        self.init(.asset(set, name: "@" + AssetCatalogs.colorName(for: set)))
    }

    /// The colour set `resource` names.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundlePath.flatMap(Bundle.init(path:)))
    }
}
