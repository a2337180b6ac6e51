import SwiftUI

/// Markdown notes: one window per file, an outline of its headings beside the text, and preferences
/// that every window follows. Written for macOS; built unchanged on Linux.
@main
struct JotterApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: MarkdownDocument()) { file in
            JotterEditor(document: file.$document)
        }
        Settings {
            JotterSettings()
        }
    }
}
