import Foundation

/// The running app's resources: the bundle `AppIdentity.resourceBundle(forModule:)` found, which the
/// app runtime records at launch. It is what Apple platforms call the main bundle for the app's own
/// strings and images (`Text("key")`, `Image("name")`).
package enum AppResources {
    /// The path of the app's resource bundle, once the app runtime has found it.
    private static let bundlePath = PthreadMutex<String?>(nil)

    /// The app's bundle (nil when it has no resources).
    package static var bundle: Bundle? {
        get { bundlePath.withLock { $0 }.flatMap(Bundle.init(path:)) }
        set { bundlePath.withLock { $0 = newValue?.bundlePath } }
    }
}
