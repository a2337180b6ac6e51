import Foundation
import SwiftUI
import UniformTypeIdentifiers

/// Drag and drop and the copy and paste commands: the title dragged out as text (an orange card
/// under the pointer while it moves), files dropped from Files attached to the document, the items
/// copied (Ctrl+C) and pasted (Ctrl+V) as lines of text.
struct DragAndDropSection: View {
    @Binding var sample: GallerySample
    @State private var isTargeted = false
    @State private var inbox = PastedNames()

    var body: some View {
        Section("Drag and Drop") {
            Label(sample.title, systemImage: "doc.text")
                .draggable(sample.title) {
                    Label(sample.title, systemImage: "doc.text")
                        .foregroundStyle(.white)
                        .padding(12)
                        .background(.orange, in: RoundedRectangle(cornerRadius: 8))
                }
            Text(isTargeted ? "Release to Attach" : "Drop Files Here")
                .frame(maxWidth: .infinity, minHeight: 64)
                .border(isTargeted ? Color.accentColor : Color.secondary)
                .dropDestination(for: URL.self) { urls, _ in
                    sample.attachments = (sample.attachments ?? []) + urls.map(\.lastPathComponent)
                    return true
                } isTargeted: { isTargeted = $0 }
            LabeledContent("Attachments", value: sample.attachments?.joined(separator: ", ") ?? "None")
            // A button takes the keyboard focus when clicked (a label does not on GTK), so Ctrl+C
            // and Ctrl+V then act on the items; clicking does nothing else.
            Button {} label: {
                Text("Items: " + sample.items.map(\.name).joined(separator: ", "))
            }
                .accessibilityLabel("Items")
                .onCopyCommand {
                    [NSItemProvider(object: sample.items.map(\.name).joined(separator: "\n") as NSString)]
                }
                .onPasteCommand(of: [.plainText]) { providers in
                    for provider in providers {
                        provider.loadObject(ofClass: String.self) { text, _ in
                            guard let text else { return }
                            Task { @MainActor in inbox.received.append(text) }
                        }
                    }
                }
                .onChange(of: inbox.received) { _, received in
                    guard !received.isEmpty else { return }
                    let names = received.flatMap { $0.split(whereSeparator: \.isNewline).map(String.init) }
                    sample.items += names.map { SampleItem(name: $0, quantity: 1) }
                    inbox.received.removeAll()
                }
        }
    }
}

/// Texts pasted in, collected on the main actor (an item provider loads off it).
@MainActor @Observable
private final class PastedNames {
    var received: [String] = []
}
