import Foundation
import QuireCore
import QuireUI

/// `QuireUIDemo --shell`: the shell of a document app around a list of fruits — a search bar that
/// filters it (`searchable`, Ctrl+F), a popover of details, an inspector, and a button moving the
/// file named by `QUIRE_DEMO_MOVE_FILE` into a folder the person chooses (`fileMover`). Labels
/// say what happened, for the GUI test to read.
struct ShellDemoView: View {
    static let fruits = ["Apple", "Banana", "Cherry", "Mango", "Orange"]

    @State private var query = ""
    @State private var showsDetails = false
    @State private var showsInspector = false
    @State private var movesFile = false
    @State private var moveResult = "Not moved"

    private let file: URL? = ProcessInfo.processInfo.environment["QUIRE_DEMO_MOVE_FILE"].map {
        URL(fileURLWithPath: $0)
    }

    private var shown: [String] {
        Self.fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Shown: \(shown.count)")
            List(shown, id: \.self) { Text($0) }
            HStack {
                Button("Details") { showsDetails = true }
                    .popover(isPresented: $showsDetails, arrowEdge: .bottom) {
                        VStack(spacing: 8) {
                            Text("Popover details")
                            Button("Close Details") { showsDetails = false }
                        }
                        .padding(12)
                    }
                Text(showsDetails ? "Popover: open" : "Popover: closed")
            }
            HStack {
                Button("Move File…") { movesFile = true }
                    .fileMover(isPresented: $movesFile, file: file) { result in
                        switch result {
                        case .success(let url): moveResult = "Moved to \(url.deletingLastPathComponent().lastPathComponent)"
                        case .failure: moveResult = "Move failed"
                        }
                    }
                Text(moveResult)
            }
        }
        .padding(16)
        .searchable(text: $query, prompt: "Search fruits")
        .inspector(isPresented: $showsInspector) {
            Text("Fruit facts").padding(12)
        }
        .toolbar {
            ToolbarItem(placement: .status) { Text(query.isEmpty ? "All fruits" : "Filtered") }
        }
    }
}
