import SwiftUI

/// Quire's widget factory: a document app whose window shows each family of SwiftUI that Quire renders,
/// one page each, editing a small JSON document. Written for macOS; built unchanged on Linux.
@main
struct GalleryApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: GalleryDocument()) { file in
            GalleryWindow(document: file.$document)
        }
        .defaultSize(width: 960, height: 680)
        .commands {
            SampleCommands()
        }
        Window("Palette", id: "palette") {
            PaletteWindow()
        }
        .defaultSize(width: 320, height: 240)
        Settings {
            GallerySettings()
        }
    }
}
