import Testing
@testable import BoardStudioApp
@testable import QuireUI
import QuireUIHeadless

/// Board Studio's controls as a person reaches them on the headless backend: the tools in the header
/// bar, the primary menu's Export As…, and the Export Board sheet.
@MainActor
enum BoardEditorControls {
    /// The header bar's widgets and those inside them.
    static func toolbar(_ host: HeadlessHost) -> [HeadlessWidget] {
        (host.graph.toolbar.start + host.graph.toolbar.end).compactMap { $0 as? HeadlessWidget }.flatMap(\.allWidgets)
    }

    /// Presses the header bar's toggle of `tool`.
    static func choose(_ tool: BoardTool, in host: HeadlessHost) throws {
        let toggle = try #require(toolbar(host).first { $0.kind == .toggle && $0.accessibilityLabel == tool.rawValue },
                                  "no \(tool.rawValue) tool in the header bar")
        if !toggle.isOn {
            toggle.toggle()
        }
        host.flush()
    }

    /// The primary menu's Export As… (`BoardCommands` runs what the focused window publishes), then
    /// `format` (and `scale`) in the Export Board sheet and its Export.
    static func export(_ host: HeadlessHost, format: String, scale: String? = nil) throws {
        let window = try #require(host.graph.focusedValues.boardWindow, "the window publishes no board actions")
        window.exportAs()
        host.flush()
        let sheet = try #require(host.backend.presentations.openSheets.first, "no Export Board sheet")
        #expect(sheet.presentation.title == "Export Board")
        let pickers = sheet.all.filter { $0.kind == .picker }
        try choose(format, among: pickers)
        // The scale can be chosen once the sheet shows the format chosen (PDF has none).
        host.flush()
        if let scale {
            try choose(scale, among: pickers)
            host.flush()
        }
        let confirm = try #require(sheet.confirmation.first { $0.title == "Export" }, "no Export in the sheet")
        confirm.click()
        host.flush()
    }

    private static func choose(_ title: String, among pickers: [HeadlessWidget]) throws {
        for picker in pickers {
            if let index = picker.options.firstIndex(where: { $0.title == title }) {
                picker.choose(optionAt: index)
                return
            }
        }
        Issue.record("no choice \(title) in the sheet")
    }
}
