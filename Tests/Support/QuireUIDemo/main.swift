// QuireUIDemo: small SwiftUI-style view trees mounted in a GTK window, driven by the GUI tests.
//
// Default: a "Count: N" label bound to @State with an "Increment" button, a TextEditor bound to @State
// text with a "Length: N" label, and a check-box Toggle; Ctrl+I increments, and a "Reset" button in
// the header bar (`.toolbar`, Ctrl+R) sets the count to 0, and a "Volume" Slider (0…10 by 1) with a
// label showing its value and how many edits ended. `--list`: a checklist (`ListDemoView`): a
// TextField that adds items on Enter, a List of check boxes with delete buttons, context menus,
// onDelete/onMove, and an EditButton. `--canvas`: a sketch pad (`CanvasDemoView`): drag to draw
// strokes on a Canvas, arrow keys nudge them. `--sheet`: settings in a sheet and a deletion confirmed
// by an alert (`SheetDemoView`). `--split`: a notes library in a NavigationSplitView (`SplitDemoView`).
// `--stack`: recipes and their steps in a NavigationStack (`StackDemoView`). `--shell`: a searchable
// list with a popover, an inspector and a fileMover (`ShellDemoView`). `--table`: files in a
// sortable, selectable Table (`TableDemoView`).
// `--styles`: a TabView of a custom button style and a settings Form (`StylesDemoView`). `--focus`: a
// form whose `@FocusState` a button moves (`FocusDemoView`).
// `--decorations`: clips, borders, overlays, shadows and masks on coloured blocks (`DecorationsDemoView`).
// `--grid`: a Grid of files and a ViewThatFits (`GridDemoView`). `--layout`: layout modifiers and a
// custom Layout (`LayoutDemoView`). `--controls`: control sizes, a tint,
// a capsule button and a plain text field (`ControlsDemoView`). `--accessibility`: views the
// accessibility modifiers describe (`AccessibilityDemoView`). `--assets`: colour and image sets of
// its asset catalog (`AssetsDemoView`).
// The window's subtitle shows the view graph's counters
// ("created C · updated U"), so a test can check through AT-SPI how many widgets an action touched.

import Foundation
import QuireCore
import QuireUI
import QuireGTK

struct DemoView: View {
    @State private var count = 0
    @State private var text = ""
    @State private var isOn = false
    @State private var volume = 3.0
    @State private var volumeEdits = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Count: \(count)")
                    .font(.headline)
                Spacer()
                Button("Increment") { count += 1 }
                    .keyboardShortcut("i", modifiers: .command)
            }
            TextEditor(text: $text)
                .font(.system(.body, design: .monospaced))
                .frame(minHeight: 120)
            Text("Length: \(text.count)")
                .foregroundStyle(.secondary)
            Divider()
            Toggle("Enabled", isOn: $isOn)
                .toggleStyle(.checkbox)
            Text(isOn ? "Toggle: on" : "Toggle: off")
            Slider(value: $volume, in: 0...10, step: 1) {
                Text("Volume")
            } onEditingChanged: { editing in
                if !editing { volumeEdits += 1 }
            }
            Text("Volume: \(Int(volume)) · edits: \(volumeEdits)")
            Link("Quire on the web", destination: URL(string: "https://example.org/quire")!)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                ForEach(["Sketch", "Photo", "Note", "Plan"], id: \.self) { tag in
                    Text(tag)
                        .padding(4)
                        .background(Color.blue.opacity(0.15))
                }
            }
        }
        .padding(16)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Reset") { count = 0 }
                    .keyboardShortcut("r", modifiers: .command)
            }
        }
    }
}

/// Which demo runs: the first command-line argument naming one, or the default.
enum DemoMode: String, CaseIterable {
    case main = "", list = "--list", canvas = "--canvas", sheet = "--sheet", split = "--split", stack = "--stack"
    case shell = "--shell"
    case table = "--table"
    case styles = "--styles"
    case decorations = "--decorations"
    case focus = "--focus"
    case grid = "--grid"
    case controls = "--controls"
    case layout = "--layout"
    case accessibility = "--accessibility"
    case assets = "--assets"

    static var chosen: DemoMode {
        let arguments = CommandLine.arguments.dropFirst()
        return allCases.first { $0 != .main && arguments.contains($0.rawValue) } ?? .main
    }

    var applicationID: String {
        switch self {
        case .main: "org.quire.QuireUIDemo"
        case .list: "org.quire.QuireUIDemo.List"
        case .canvas: "org.quire.QuireUIDemo.Canvas"
        case .sheet: "org.quire.QuireUIDemo.Sheet"
        case .split: "org.quire.QuireUIDemo.Split"
        case .stack: "org.quire.QuireUIDemo.Stack"
        case .shell: "org.quire.QuireUIDemo.Shell"
        case .table: "org.quire.QuireUIDemo.Table"
        case .styles: "org.quire.QuireUIDemo.Styles"
        case .decorations: "org.quire.QuireUIDemo.Decorations"
        case .focus: "org.quire.QuireUIDemo.Focus"
        case .grid: "org.quire.QuireUIDemo.Grid"
        case .controls: "org.quire.QuireUIDemo.Controls"
        case .layout: "org.quire.QuireUIDemo.Layout"
        case .accessibility: "org.quire.QuireUIDemo.Accessibility"
        case .assets: "org.quire.QuireUIDemo.Assets"
        }
    }

    var title: String {
        switch self {
        case .main: "Quire Demo"
        case .list: "Quire List Demo"
        case .canvas: "Quire Canvas Demo"
        case .sheet: "Quire Sheet Demo"
        case .split: "Quire Split Demo"
        case .stack: "Quire Stack Demo"
        case .shell: "Quire Shell Demo"
        case .table: "Quire Table Demo"
        case .styles: "Quire Styles Demo"
        case .decorations: "Quire Decorations Demo"
        case .focus: "Quire Focus Demo"
        case .grid: "Quire Grid Demo"
        case .controls: "Quire Controls Demo"
        case .layout: "Quire Layout Demo"
        case .accessibility: "Quire Accessibility Demo"
        case .assets: "Quire Assets Demo"
        }
    }

    var width: Int32 { self == .split || self == .stack || self == .shell ? 720 : 520 }

    var height: Int32 {
        switch self {
        case .main: 480
        case .list, .canvas: 560
        case .sheet, .table: 360
        case .split, .stack, .shell, .styles, .focus, .grid, .controls, .layout, .accessibility, .assets: 480
        case .decorations: 720
        }
    }
}

let mode = DemoMode.chosen
let runner = ApplicationRunner(applicationID: mode.applicationID)
var window: GTK.ApplicationWindow?
var host: ViewHost?
let listModel = ListDemoModel()

runner.onActivate = {
    if let window {
        window.present()
        return
    }
    let newWindow = GTK.ApplicationWindow(application: runner, title: mode.title)
    newWindow.setDefaultSize(width: mode.width, height: mode.height)
    let newHost: ViewHost = switch mode {
    case .main: newWindow.mount { DemoView() }
    case .list: newWindow.mount { ListDemoView(model: listModel) }
    case .canvas: newWindow.mount { CanvasDemoView() }
    case .sheet: newWindow.mount { SheetDemoView() }
    case .split: newWindow.mount { SplitDemoView() }
    case .stack: newWindow.mount { StackDemoView() }
    case .shell: newWindow.mount { ShellDemoView() }
    case .table: newWindow.mount { TableDemoView() }
    case .styles: newWindow.mount { StylesDemoView() }
    case .decorations: newWindow.mount { DecorationsDemoView() }
    case .focus: newWindow.mount { FocusDemoView() }
    case .grid: newWindow.mount { GridDemoView() }
    case .controls: newWindow.mount { ControlsDemoView() }
    case .layout: newWindow.mount { LayoutDemoView() }
    case .accessibility: newWindow.mount { AccessibilityDemoView() }
    case .assets: newWindow.mount { AssetsDemoView() }
    }
    let showCounters = { [weak newWindow, weak newHost] in
        guard let newWindow, let counters = newHost?.graph.counters else { return }
        newWindow.subtitle = "created \(counters.created) · updated \(counters.updated)"
    }
    newHost.graph.onUpdate = showCounters
    showCounters()
    newWindow.present()
    window = newWindow
    host = newHost
}

exit(runner.run(consumedArguments: mode == .main ? [] : [mode.rawValue]))
