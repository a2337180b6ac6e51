import QuireCore

/// What a drag carries once it begins: the content it offers and, for `draggable(_:preview:)` and
/// `onDrag(_:preview:)`, the preview the backend shows under the pointer.
@MainActor package struct DragItem {
    package let export: PasteboardExport
    /// Makes the preview's graph when the drag begins (nil: the dragged view itself is shown). The
    /// backend keeps the graph until the drag ends, then lets go of it, and with it the preview's state.
    package let makePreview: (@MainActor () -> ViewGraph)?
}
