import Foundation

/// The Flatpak manifest `<id>.yml` for `flatpak-builder`: the GNOME runtime, the bundle's tree (the
/// same files as the `.deb`, under `/app`) as a `dir` source, and the permissions a document app
/// needs — a display (Wayland, X11 as a fallback, shared memory for X), the GPU, and nothing more:
/// documents come and go through the file chooser portal, which GTK uses inside a sandbox by
/// itself, so no `--filesystem` (see README, "Shipping your app").
struct FlatpakManifest {
    var id: String
    var command: String
    var runtimeVersion: String
    /// The tree's folder, relative to the manifest.
    var treePath: String
    var moduleName: String

    /// The only permissions the manifest asks for.
    static let finishArgs = ["--socket=wayland", "--socket=fallback-x11", "--share=ipc", "--device=dri"]

    var yaml: String {
        """
        # Made by `quire bundle`: the release build's files — the same as the .deb installs under /usr —
        # installed under /app. Build and install with
        #   flatpak-builder --user --install --force-clean build-dir \(id).yml
        id: \(id)
        runtime: org.gnome.Platform
        runtime-version: '\(runtimeVersion)'
        sdk: org.gnome.Sdk
        command: \(command)
        finish-args:
        \(Self.finishArgs.map { "  - \($0)" }.joined(separator: "\n"))
        modules:
          - name: \(moduleName)
            buildsystem: simple
            build-commands:
              - cp -a bin lib share ${FLATPAK_DEST}/
            sources:
              - type: dir
                path: \(treePath)

        """
    }
}
