import SwiftUI
import UniformTypeIdentifiers

/// Presentations: a sheet that edits the note, an alert, a confirmation dialog, a popover and an
/// exporter writing a copy of the document.
struct PresentationsPage: View {
    let document: GalleryDocument
    @Binding var sample: GallerySample
    @State private var showsSheet = false
    @State private var showsAlert = false
    @State private var showsDialog = false
    @State private var showsPopover = false
    @State private var exports = false
    @State private var outcome = "Nothing presented yet."

    var body: some View {
        Form {
            Section("Presentations") {
                Button("Edit Note…") { showsSheet = true }
                Button("Show Alert…") { showsAlert = true }
                Button("Clear Items…") { showsDialog = true }
                Button("Show Popover") { showsPopover = true }
                    .popover(isPresented: $showsPopover) {
                        Text("A popover attached to its button.")
                            .padding()
                    }
                Button("Export a Copy…") { exports = true }
            }
            Section("Outcome") {
                Text(outcome)
                Text(sample.note).foregroundStyle(.secondary)
            }
        }
        .sheet(isPresented: $showsSheet) {
            NoteSheet(note: $sample.note)
        }
        .alert("Reset the volume?", isPresented: $showsAlert) {
            Button("Reset", role: .destructive) {
                sample.volume = 0.5
                outcome = "The volume was reset."
            }
            Button("Cancel", role: .cancel) { outcome = "The alert was cancelled." }
        } message: {
            Text("The volume goes back to 50%.")
        }
        .confirmationDialog("Clear every item?", isPresented: $showsDialog, titleVisibility: .visible) {
            Button("Clear Items", role: .destructive) {
                sample.items.removeAll()
                outcome = "The items were cleared."
            }
        }
        .fileExporter(isPresented: $exports, document: document, contentType: .gallerySample,
                      defaultFilename: "Copy") { result in
            switch result {
            case .success(let url): outcome = "Exported to \(url.lastPathComponent)."
            case .failure(let error): outcome = "Export failed: \(error.localizedDescription)"
            }
        }
    }
}

/// The sheet: edits a copy of the note; Done writes it back, Cancel (or Escape) drops it.
private struct NoteSheet: View {
    @Binding var note: String
    @State private var draft = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Note", text: $draft)
            Text("\(draft.count) characters")
                .foregroundStyle(.secondary)
        }
        .navigationTitle("Edit Note")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") {
                    note = draft
                    dismiss()
                }
            }
        }
        .onAppear { draft = note }
        .frame(minWidth: 360, minHeight: 160)
    }
}
