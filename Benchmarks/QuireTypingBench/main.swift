// QuireTypingBench: what one keystroke costs in a Notes window as the note grows to 1 MiB — widgets
// created/updated and bodies evaluated (the view graph's counters: must not depend on the size, and
// nothing may be created: no rebuild) and main-thread time per keystroke (median must stay under
// 4 ms at 1 MiB). Headless by default, as `make bench` runs it; `--gtk` types into a real GtkTextView
// in a window (needs a display: run under scripts/gui/run-under-xvfb.sh). Exit status 1 when a
// target is missed.
//
// usage: QuireTypingBench [--gtk] [--sizes 1024,65536,1048576] [--keystrokes N] [--budget-ms 4]

import CGtk
import Foundation
import NotesModel
import QuireCore
import QuireUI
import QuireUIHeadless
import QuireGTK

let arguments = CommandLine.arguments.dropFirst()
let useGTK = arguments.contains("--gtk")
let sizes = option("--sizes").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [1 << 10, 1 << 16, 1 << 20]
let keystrokes = option("--keystrokes").flatMap(Int.init) ?? 200
let budget = Duration.microseconds(Int64((option("--budget-ms").flatMap(Double.init) ?? 4) * 1_000))

func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), arguments.index(after: index) < arguments.endIndex else {
        return nil
    }
    return arguments[arguments.index(after: index)]
}

@MainActor
func environment(for session: DocumentSession) -> EnvironmentValues {
    var values = EnvironmentValues()
    values.undoManager = session.undoManager
    return values
}

@MainActor
func editorContent(_ session: DocumentSession) throws -> NoteEditor {
    NoteEditor(document: session.fileDocumentConfiguration(TextDocument.self).$document)
}

/// The first GtkTextView inside `widget`, depth first.
@MainActor
func textView(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    if g_type_check_instance_is_a(instance, gtk_text_view_get_type()) != 0 { return widget }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        if let found = textView(in: current) { return found }
        child = gtk_widget_get_next_sibling(current)
    }
    return nil
}

if useGTK {
    let runner = ApplicationRunner(applicationID: "org.quire.QuireTypingBench")
    nonisolated(unsafe) var status: Int32 = 0
    runner.onActivate = {
        let window = GTK.ApplicationWindow(application: runner, title: "Quire Typing Bench")
        window.setDefaultSize(width: 720, height: 540)
        window.present()
        Task { @MainActor in
            let bench = TypingBench(sizes: sizes, keystrokes: keystrokes, backendName: "GTK backend, GtkTextView",
                                    budget: budget)
            let ok = (try? await bench.run { session in
                let content = try editorContent(session)
                let host = window.mount(environment: environment(for: session)) { content }
                guard let view = textView(in: window.window.cast(to: GtkWidget.self)) else {
                    throw DocumentError(.ioFailure, detail: "no text view in the window")
                }
                let buffer = gtk_text_view_get_buffer(UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkTextView.self))
                return TypingTarget(graph: host.graph, keepAlive: host, type: { character, offset in
                    // What a key press does: insert at the cursor, which emits the buffer's "changed".
                    var iter = GtkTextIter()
                    gtk_text_buffer_get_iter_at_offset(buffer, &iter, Int32(offset))
                    gtk_text_buffer_place_cursor(buffer, &iter)
                    let text = String(character)
                    gtk_text_buffer_insert_at_cursor(buffer, text, Int32(text.utf8.count))
                }, settle: { GTK.drainPendingEvents() })
            }) ?? false
            status = ok ? 0 : 1
            window.close()
            runner.quit()
        }
    }
    _ = runner.run(consumedArguments: Set(CommandLine.arguments.dropFirst()))
    exit(status)
} else {
    let bench = TypingBench(sizes: sizes, keystrokes: keystrokes, backendName: "headless backend", budget: budget)
    let ok = try await bench.run { session in
        let backend = HeadlessBackend()
        let content = try editorContent(session)
        let graph = ViewGraph(backend: backend, environment: environment(for: session)) { content }
        let editor = graph.rootWidgets.compactMap { $0 as? HeadlessWidget }.flatMap(\.allWidgets)
            .first { $0.kind == .textEditor }
        guard let editor else { throw DocumentError(.ioFailure, detail: "no text editor in the graph") }
        return TypingTarget(graph: graph, keepAlive: graph, type: { character, offset in
            // The toolkit hands over the whole new text, as GTK's buffer does.
            var text = editor.text
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            text.insert(character, at: index)
            editor.type(text)
        }, settle: {})
    }
    exit(ok ? 0 : 1)
}
