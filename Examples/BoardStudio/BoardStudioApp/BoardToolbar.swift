import BoardModel
import Quire

/// The board's tools: a linked group of icon toggles at the header bar's start (P, E and V choose
/// them), Add Sticker… at its end; in a narrow window both move to the bar at the window's bottom,
/// as adaptive GNOME apps do, leaving the header bar its title. The background photo, export and
/// zoom are in the primary menu (`BoardCommands`).
struct BoardToolbar: ToolbarContent {
    @Binding var tool: BoardTool
    let isCompact: Bool
    let addSticker: @MainActor () -> Void

    var body: some ToolbarContent {
        ToolbarItem(placement: isCompact ? .bottomBar : .navigation) {
            ControlGroup {
                ForEach(BoardTool.allCases, id: \.self) { choice in
                    Toggle(isOn: Binding(get: { tool == choice }, set: { if $0 { tool = choice } })) {
                        Label(choice.rawValue, systemImage: choice.systemImage)
                    }
                    .keyboardShortcut(KeyEquivalent(choice.key), modifiers: [])
                    .help("\(choice.rawValue) (\(choice.key.uppercased()))")
                }
            }
            .toggleStyle(.button)
            .labelStyle(.iconOnly)
        }
        ToolbarItem(placement: isCompact ? .bottomBar : .primaryAction) {
            Button(action: addSticker) {
                Label("Add Sticker…", systemImage: "photo.badge.plus")
            }
            .labelStyle(.iconOnly)
            .help("Add Sticker…")
        }
    }
}
