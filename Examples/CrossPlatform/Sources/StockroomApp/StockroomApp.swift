import SwiftUI

/// A stock list kept as JSON: items in a list, each edited in a form in a sheet. Written for macOS;
/// built unchanged on Linux.
@main
struct StockroomApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: InventoryDocument()) { file in
            InventoryView(document: file.$document)
        }
    }
}
