import Quire

/// What can be done to the selected sticker, in the bar above the canvas while one is selected: scale,
/// rotate, bring forward or send back, replace its image, delete it (keys on the canvas: + and −,
/// [ and ], Delete). In a narrow window the stacking and replacing go into a menu.
struct BoardStickerBar: View {
    let scale: @MainActor (Double) -> Void
    let rotate: @MainActor (Double) -> Void
    let restack: @MainActor (_ forward: Bool) -> Void
    let replaceImage: @MainActor () -> Void
    let delete: @MainActor () -> Void
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        HStack(spacing: 6) {
            ControlGroup {
                iconButton("Smaller (−)", "minus.magnifyingglass") { scale(1 / BoardEditorSettings.scaleStep) }
                iconButton("Larger (+)", "plus.magnifyingglass") { scale(BoardEditorSettings.scaleStep) }
            }
            ControlGroup {
                iconButton("Rotate Left ([)", "rotate.left") { rotate(-BoardEditorSettings.rotationStep) }
                iconButton("Rotate Right (])", "rotate.right") { rotate(BoardEditorSettings.rotationStep) }
            }
            if sizeClass == .compact {
                Menu("More Sticker Actions", systemImage: "ellipsis") {
                    Button("Bring Forward") { restack(true) }
                    Button("Send Backward") { restack(false) }
                    Button("Replace Image…", action: replaceImage)
                }
                .labelStyle(.iconOnly)
                .help("More Sticker Actions")
            } else {
                ControlGroup {
                    iconButton("Bring Forward", "arrow.up.square") { restack(true) }
                    iconButton("Send Backward", "arrow.down.square") { restack(false) }
                }
                Button("Replace Image…", action: replaceImage)
            }
            Spacer()
            Button(role: .destructive, action: delete) {
                Label("Delete Sticker", systemImage: "trash")
            }
            .labelStyle(.iconOnly)
            .help("Delete Sticker (Delete)")
        }
    }

    private func iconButton(_ title: String, _ systemImage: String, action: @escaping @MainActor () -> Void)
    -> some View {
        Button(action: action) {
            Label(title, systemImage: systemImage)
        }
        .labelStyle(.iconOnly)
        .help(title)
    }
}
