import CGtk
import Foundation
import QuireCore
import QuireUI

/// The colour sets views use (`Color("Name")`), defined as named colours for GTK's style sheets
/// (`@define-color quire_asset_0 …;`) in a provider of their own: the dark appearance's colours while
/// libadwaita's style is dark, redefined when it changes, so every widget painted with one follows
/// without rendering again. A colour set used for the first time is defined before GTK next styles.
@MainActor
final class GTKAssetColors {
    private static var shared: GTKAssetColors?

    private let provider: GObjectRef
    private let styleManager: GObjectRef

    /// Starts defining colour sets on the default display (once).
    static func install() {
        guard shared == nil, let display = gdk_display_get_default() else { return }
        shared = GTKAssetColors(display: display)
    }

    private init(display: OpaquePointer) {
        provider = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_css_provider_new()))
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider.object),
                                                   guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        styleManager = GObjectRef(retaining: UnsafeMutableRawPointer(adw_style_manager_get_default()))
        // The handler lives as long as the style manager, which outlives every window.
        _ = styleManager.connectNotify("dark") { [weak self] in self?.load() }
        AssetCatalogs.observeColors {
            // Views make colours on the main thread, before GTK styles what they render: define it now.
            if Thread.isMainThread {
                MainActor.assumeIsolated { GTKAssetColors.shared?.load() }
            } else {
                Task { @MainActor in GTKAssetColors.shared?.load() }
            }
        }
        load()
    }

    private func load() {
        let isDark = adw_style_manager_get_dark(styleManager.opaque) != 0
        AssetCatalogs.isDark = isDark
        let css = AssetCatalogs.colorDefinitions.map { name, set in
            let rgba = isDark ? set.darkColor ?? set.color : set.color
            let components = [rgba.red, rgba.green, rgba.blue].map { String(Int(($0 * 255).rounded())) }
            return "@define-color \(name) rgba(\(components.joined(separator: ", ")), \(rgba.alpha));"
        }.joined(separator: "\n")
        gtk_css_provider_load_from_data(provider.cast(to: GtkCssProvider.self), css, -1)
    }
}
