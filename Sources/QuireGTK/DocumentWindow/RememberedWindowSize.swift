import CGtk
import Foundation
import QuireCore
import QuireUI

/// The size and maximized state a person last left a document window of one kind at, kept in the
/// app's defaults — as AppKit keeps a window's frame under `NSWindow Frame …` — and given to the next
/// window of that kind (before the group's `defaultSize`, as on the Mac).
@MainActor
struct RememberedWindowSize {
    private let key: String
    private let defaults: UserDefaults

    init(kind: DocumentKind, defaults: UserDefaults = .standard) {
        key = "QuireWindowSize \(kind.nativeContentType.identifier)"
        self.defaults = defaults
    }

    /// Sizes `window` as the last one of its kind was left, if one was; returns whether it did.
    func restore(_ window: GTK.ApplicationWindow) -> Bool {
        guard let saved = defaults.dictionary(forKey: key),
              let width = (saved["width"] as? NSNumber)?.int32Value, let height = (saved["height"] as? NSNumber)?.int32Value,
              width > 0, height > 0 else { return false }
        window.setDefaultSize(width: width, height: height)
        if (saved["maximized"] as? NSNumber)?.boolValue == true {
            gtk_window_maximize(window.window.cast(to: GtkWindow.self))
        }
        return true
    }

    /// Keeps `window`'s unmaximized size (GTK 4 keeps the default size up to date as it is resized)
    /// and whether it is maximized.
    func save(_ window: GTK.ApplicationWindow) {
        let gtkWindow = window.window.cast(to: GtkWindow.self)
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(gtkWindow, &width, &height)
        guard width > 0, height > 0 else { return }
        let saved: [String: Any] = ["width": Int(width), "height": Int(height), "maximized": gtk_window_is_maximized(gtkWindow) != 0]
        // Written to disk at the turn's end, or as the app quits, as `@AppStorage`'s changes are.
        DefaultsEntry.entry(defaults, key).change { defaults.set(saved, forKey: key) }
    }
}
