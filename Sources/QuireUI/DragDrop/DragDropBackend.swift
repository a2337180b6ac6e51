import Foundation
import QuireCore

/// Drags from and drops onto a widget, without wrapping it: the backend listens on the widget
/// itself (GTK: a GtkDragSource, a GtkDropTargetAsync).
@MainActor package protocol DragDropBackend {
    /// Lets `widget` be dragged: `content` is asked what the drag carries when it begins (nil: no drag).
    func observeDrag(of widget: any PlatformWidget, content: @escaping @MainActor () -> DragItem?)
        -> any PointerObservation
    /// Lets drags be dropped on `widget`.
    func observeDrop(on widget: any PlatformWidget, _ target: DropTarget) -> any PointerObservation
}

/// What a drop destination tells the backend.
@MainActor package struct DropTarget {
    /// The offered MIME types to read when dropped; none: the drag is refused here.
    package let typesToRead: @MainActor ([String]) -> [String]
    /// A drag it may take is over the widget at this location (in the widget's coordinates):
    /// what the drop would do, `.forbidden` or `.cancel` to refuse it there.
    package let update: @MainActor (_ offered: [String], CGPoint) -> DropOperation
    /// The drag left the widget (or was dropped).
    package let exit: @MainActor () -> Void
    /// The drop, once the wanted types are read: whether it was taken.
    package let perform: @MainActor (PasteboardImport, CGPoint) -> Bool
}

/// Reads offered MIME types one after the other (a drop's, the clipboard's) and hands over what
/// came: a type that fails to read is left out.
@MainActor
package enum PasteboardReading {
    package static func read(_ mimeTypes: [String],
                             using reader: @escaping @MainActor (String, @escaping @MainActor (Data?) -> Void) -> Void,
                             then completion: @escaping @MainActor (PasteboardImport) -> Void) {
        func next(_ remaining: ArraySlice<String>, _ read: [(mimeType: String, data: Data)]) {
            guard let mimeType = remaining.first else { return completion(PasteboardImport(read)) }
            reader(mimeType) { data in
                next(remaining.dropFirst(), read + (data.map { [(mimeType, $0)] } ?? []))
            }
        }
        next(mimeTypes[...], [])
    }
}
