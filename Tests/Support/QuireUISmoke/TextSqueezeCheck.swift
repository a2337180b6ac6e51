import CGtk
import Foundation
import Observation
import QuireGTK
import QuireUI

/// `--text-squeeze-check`: a `Text` whose lines fit tells GTK its size is constant (so GTK measures
/// it once, not for each width); squeezed below its lines — one by its frame narrowing, one by a
/// sibling growing beside it in an `HStack` — each must be laid out wrapped before any frame shows it
/// clipped. Every frame painted meanwhile is checked: each label is at least as tall as the lines it
/// draws.
@MainActor
final class TextSqueezeCheck {
    @Observable @MainActor
    fileprivate final class Model {
        var isLong = false
        var width: CGFloat = 390
    }

    fileprivate struct SqueezeView: View {
        let model: Model

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text(model.isLong ? TextSqueezeCheck.framedText : "Framed")
                    .frame(width: model.width, alignment: .leading)
                HStack(spacing: 0) {
                    Text(model.isLong ? TextSqueezeCheck.besideText : "Beside")
                    Color.red.frame(width: 400 - model.width, height: 10)
                }
                .frame(width: 400, alignment: .leading)
            }
        }
    }

    /// The texts once the check begins: one line in 390 pixels, several in 100.
    static let framedText = "In a frame, these words wrap"
    static let besideText = "Beside a bar, these words wrap"

    private let model = Model()
    private var framesTooShort = 0
    private var framesChecked = 0

    /// Runs the check in a window of `runner`; returns what failed, nil when it passed.
    func run(runner: ApplicationRunner) -> String? {
        let window = GTK.ApplicationWindow(application: runner, title: "Quire Squeeze")
        window.setDefaultSize(width: 480, height: 300)
        window.present()
        let model = self.model
        let host = window.mount { SqueezeView(model: model) }
        defer {
            withExtendedLifetime(host) {}
            window.close()
        }
        let root = window.window.cast(to: GtkWidget.self)
        guard settle(window, until: { label(in: root, showing: "Beside").map { gtk_widget_get_width($0) > 0 } ?? false }),
              let framed = label(in: root, showing: "Framed"), let beside = label(in: root, showing: "Beside") else {
            return "the texts never showed"
        }
        let labels = [framed, beside]
        // New text queues a resize: GTK asks each label's request mode again, and its lines fit.
        model.isLong = true
        guard settle(window, until: {
            Self.text(of: framed) == Self.framedText && Self.text(of: beside) == Self.besideText
                && labels.allSatisfy { Self.lineCount(of: $0) == 1 }
        }) else {
            return "the new texts never showed on one line"
        }
        guard labels.allSatisfy({ gtk_widget_get_request_mode($0) == GTK_SIZE_REQUEST_CONSTANT_SIZE }) else {
            return "a text whose lines fit did not tell GTK its size is constant"
        }
        let oneLine = labels.map(gtk_widget_get_height)
        guard let clock = gtk_widget_get_frame_clock(root) else { return "the window has no frame clock" }
        let clockRef = GObjectRef(retaining: UnsafeMutableRawPointer(clock))
        let handler = clockRef.connect("after-paint") { [self] in
            framesChecked += 1
            if labels.contains(where: { gtk_widget_get_height($0) < Self.linesHeight(of: $0) }) { framesTooShort += 1 }
        }
        model.width = 100
        let squeezed = settle(window, until: {
            labels.allSatisfy { gtk_widget_get_width($0) <= 100 && Self.lineCount(of: $0) > 1 }
        })
        clockRef.disconnect(handler)
        guard squeezed else { return "the texts were never squeezed onto more lines" }
        guard framesTooShort == 0 else {
            return "\(framesTooShort) of \(framesChecked) frames showed a squeezed text in less height than its lines"
        }
        guard zip(labels, oneLine).allSatisfy({ gtk_widget_get_height($0) > $1 }) else {
            return "a squeezed text stayed one line tall"
        }
        return nil
    }

    /// Settles frames until `condition` holds, at most 30.
    private func settle(_ window: GTK.ApplicationWindow, until condition: () -> Bool) -> Bool {
        for _ in 0..<30 {
            _ = GTK.settleFrame(of: window)
            if condition() { return true }
        }
        return false
    }

    /// The first label under `widget` showing `text`.
    private func label(in widget: UnsafeMutablePointer<GtkWidget>, showing text: String) -> UnsafeMutablePointer<GtkWidget>? {
        if Self.text(of: widget) == text { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = label(in: current, showing: text) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    private static func text(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0,
              let text = gtk_label_get_text(OpaquePointer(widget)) else { return nil }
        return String(cString: text)
    }

    /// The lines the label draws: its layout as its last allocation left it.
    private static func lineCount(of label: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        gtk_label_get_layout(OpaquePointer(label)).map(pango_layout_get_line_count) ?? 0
    }

    private static func linesHeight(of label: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        var height: Int32 = 0
        if let layout = gtk_label_get_layout(OpaquePointer(label)) {
            pango_layout_get_pixel_size(layout, nil, &height)
        }
        return height
    }
}
