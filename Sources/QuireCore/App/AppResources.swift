import Foundation

/// The running app's resources: the bundle `AppIdentity.resourceBundle(forModule:)` found, which the
/// app runtime records at launch. It is what Apple platforms call the main bundle for the app's own
/// strings and images (`Text("key")`, `Image("name")`).
package enum AppResources {
    /// The path of the app's resource bundle, once the app runtime has found it.
    private static let path = PthreadMutex<String?>(nil)

    /// The app's bundle (nil when it has no resources).
    package static var bundle: Bundle? {
        get { bundlePath.flatMap(Bundle.init(path:)) }
        set { path.withLock { $0 = newValue?.bundlePath } }
    }

    /// The app's bundle's path, without making a `Bundle` (nil when it has no resources).
    package static var bundlePath: String? { path.withLock { $0 } }
}
