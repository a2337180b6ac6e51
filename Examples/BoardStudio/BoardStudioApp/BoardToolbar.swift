import BoardModel
import Quire

/// The board's header bar: the tools as a linked group of icon toggles at its start (P, E and V
/// choose them on the canvas), Add Sticker… and the board's menu (background photo, export) at its
/// end.
struct BoardToolbar: ToolbarContent {
    @Binding var tool: BoardTool
    let hasBackground: Bool
    let addSticker: @MainActor () -> Void
    let setBackground: @MainActor () -> Void
    let clearBackground: @MainActor () -> Void
    let export: @MainActor () -> Void

    var body: some ToolbarContent {
        ToolbarItem(placement: .navigation) {
            ControlGroup {
                ForEach(BoardTool.allCases, id: \.self) { choice in
                    Toggle(isOn: Binding(get: { tool == choice }, set: { if $0 { tool = choice } })) {
                        Label(choice.rawValue, systemImage: choice.systemImage)
                    }
                    .help("\(choice.rawValue) (\(choice.key.uppercased()))")
                }
            }
            .toggleStyle(.button)
            .labelStyle(.iconOnly)
        }
        ToolbarItem(placement: .primaryAction) {
            Button(action: addSticker) {
                Label("Add Sticker…", systemImage: "photo.badge.plus")
            }
            .labelStyle(.iconOnly)
            .help("Add Sticker…")
        }
        ToolbarItem(placement: .primaryAction) {
            Menu("Board", systemImage: "ellipsis") {
                Button("Set Background Photo…", action: setBackground)
                Button("Clear Background", action: clearBackground)
                    .disabled(!hasBackground)
                Divider()
                Button("Export…", action: export)
            }
            .help("Board")
        }
    }
}
