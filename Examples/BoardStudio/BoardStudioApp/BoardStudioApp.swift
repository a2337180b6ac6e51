// BoardStudioApp.swift — seed 002's app listing, imports changed (`import SwiftUI` → `import Quire`,
// plus the board's model library).
import Quire
import BoardModel

@main
struct BoardStudioApp: App {
    var body: some Scene {
        DocumentGroupLaunchScene("Create a Board") {
            NewDocumentButton("Blank Board", source: .blankBoard)
            NewDocumentButton("Board from Photo", source: .photoBoard)
        }

        DocumentGroup { document in
            BoardEditorView(document: document)
        } makeDocument: { configuration, context in
            BoardDocument(configuration: configuration, context: context)
        }
        .commands {
            BoardCommands()
        }
    }
}

// The seed's creation sources, verbatim. BoardModel declares the same two for `BoardDocument`'s
// initializer; sources are equal by id, so either spelling names the same button.
extension DocumentCreationSource {
    static let blankBoard = Self(id: "blank-board")
    static let photoBoard = Self(id: "photo-board")
}
