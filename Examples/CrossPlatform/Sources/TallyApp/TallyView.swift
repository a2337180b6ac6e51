import Combine
import SwiftUI

struct TallyView: View {
    @StateObject private var tally = Tally()
    @State private var now = Date()
    @State private var lastAction = ""
    @State private var exporting = false
    /// Kept by the view value, so the view's own updates do not restart it.
    private let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 12) {
            Text("\(tally.count)")
                .font(.largeTitle)
            HStack {
                Button("Take Away") { tally.add(-1) }
                Button("Add") { tally.add(1) }
            }
            Button(lastAction.isEmpty ? "Undo" : "Undo \(lastAction)") { tally.undoManager.undo() }
            Text("Settled at \(tally.settledCount)")
            Text(now.formatted(date: .omitted, time: .standard))
            Button("Export…") { exporting = true }
        }
        .padding()
        .onReceive(clock) { now = $0 }
        .onReceive(NotificationCenter.default.publisher(for: .NSUndoManagerDidCloseUndoGroup, object: tally.undoManager)) { _ in
            lastAction = tally.undoManager.undoActionName
        }
        .fileExporter(isPresented: $exporting, document: TallyFile(count: tally.count), contentType: .tally,
                      defaultFilename: "Tally") { _ in }
    }
}
