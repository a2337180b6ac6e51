// DocumentBasedApp.swift — seed 001's app and launch-scene listings, imports changed. The seed adds the
// launch scene only `#if os(iOS)` (macOS has none); on Linux the launch window is the GNOME way in, so
// Linux shows it too.
import Quire
import ChecklistModel

@main
struct DocumentBasedApp: App {
    var body: some Scene {
        DocumentGroup { document in
            ChecklistView(document: document)
        } makeDocument: { configuration, context in
            ChecklistDocument()
        }

        #if os(iOS) || os(Linux)
        DocumentGroupLaunchScene("Checklist") {
            NewDocumentButton("Start a Checklist")
        } background: {
            LinearGradient(
                colors: [.green, .teal],
                startPoint: .topLeading,
                endPoint: .bottomTrailing
            )
            .ignoresSafeArea()
        } overlayAccessoryView: { _ in
            AccessoryView()
        }
        #endif
    }
}
