import Quire

/// What can be done to the selected sticker, in the bar above the canvas while one is selected: scale,
/// rotate, replace its image, delete it (the keys on the canvas do the same: + and −, [ and ],
/// Delete).
struct BoardStickerBar: View {
    let scale: @MainActor (Double) -> Void
    let rotate: @MainActor (Double) -> Void
    let replaceImage: @MainActor () -> Void
    let delete: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 6) {
            Text("Sticker")
                .foregroundStyle(.secondary)
            ControlGroup {
                iconButton("Smaller (−)", "minus.magnifyingglass") { scale(1 / BoardEditorSettings.scaleStep) }
                iconButton("Larger (+)", "plus.magnifyingglass") { scale(BoardEditorSettings.scaleStep) }
            }
            ControlGroup {
                iconButton("Rotate Left ([)", "rotate.left") { rotate(-BoardEditorSettings.rotationStep) }
                iconButton("Rotate Right (])", "rotate.right") { rotate(BoardEditorSettings.rotationStep) }
            }
            Button("Replace Image…", action: replaceImage)
            Spacer()
            Button(role: .destructive, action: delete) {
                Label("Delete Sticker", systemImage: "trash")
            }
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
