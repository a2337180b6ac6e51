import CGtk
import Foundation
import QuireCore
import QuireUI

/// `draggable` / `onDrag` (a GtkDragSource whose content is a `GTKContentProvider`, its icon the
/// dragged widget or the preview view's `GTKDragPreview`) and the drop modifiers (a
/// GtkDropTargetAsync reading the drop's wanted types with `gdk_drop_read_async`, then finishing
/// it), on the content's own widgets. Drags cross windows and apps through GDK (XDND on X11, the
/// compositor on Wayland).
extension GTKViewBackend: DragDropBackend {
    package func observeDrag(of widget: any PlatformWidget, content: @escaping @MainActor () -> DragItem?)
        -> any PointerObservation {
        let widgetPointer = (widget as? GTKWidget)?.widget
        let preview = DragPreviewState()
        return GTKControllerObservation(on: widget, controller: gtk_drag_source_new()) { source in
            let box = SignalHandlerBox<DragPrepareHandler> { x, y in
                guard let item = content(), !item.export.mimeTypes.isEmpty else { return nil }
                preview.make = item.makePreview
                if item.makePreview == nil, let widgetPointer, let icon = gtk_widget_paintable_new(widgetPointer) {
                    gtk_drag_source_set_icon(source.opaque, icon, Int32(x), Int32(y))
                    g_object_unref(UnsafeMutableRawPointer(icon))
                }
                return GTKContentProvider.make(item.export)
            }
            quire_signal_connect_drag_prepare(source.raw, { _, x, y, data in
                guard let box = SignalHandlerBox<DragPrepareHandler>.from(data) else { return nil }
                // The new provider's address crosses out of the main actor's closure (GTK takes it).
                let provider = MainActor.assumeIsolated { box.handler(x, y).map { Int(bitPattern: $0) } ?? 0 }
                return UnsafeMutablePointer(bitPattern: provider)
            }, box.passRetained(), SignalHandlerBox<DragPrepareHandler>.releaseNotify)
            // The preview is made as the drag begins (GTK then keeps the icon's child) and let go
            // when it ends.
            source.connectWithArgument("drag-begin") { drag in
                guard let make = preview.make, let drag else { return }
                preview.make = nil
                preview.shown = GTKDragPreview(make(), on: OpaquePointer(drag))
            }
            let end = SignalHandlerBox<VoidSignalHandler> {
                preview.shown?.end()
                preview.shown = nil
            }
            quire_signal_connect_drag_end(source.raw, { _, _, _, data in
                guard let box = SignalHandlerBox<VoidSignalHandler>.from(data) else { return }
                MainActor.assumeIsolated { box.handler() }
            }, end.passRetained(), SignalHandlerBox<VoidSignalHandler>.releaseNotify)
        }
    }

    package func observeDrop(on widget: any PlatformWidget, _ target: DropTarget) -> any PointerObservation {
        let actions = GdkDragAction(rawValue: GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue)
        // No formats: every drag is let in, and `drag-enter` / `drag-motion` refuse what the view
        // cannot take (its types may be any MIME type, and a file list any file).
        return GTKControllerObservation(on: widget, controller: gtk_drop_target_async_new(nil, actions)) { dropTarget in
            let motion = SignalHandlerBox<DropMotionHandler> { drop, x, y in
                Self.dragAction(target.update(Self.offeredMIMETypes(drop), CGPoint(x: x, y: y)))
            }
            for signal in ["drag-enter", "drag-motion"] {
                quire_signal_connect_drop_motion(dropTarget.raw, signal, { _, drop, x, y, data in
                    guard let box = SignalHandlerBox<DropMotionHandler>.from(data), let drop else { return GdkDragAction(rawValue: 0) }
                    return MainActor.assumeIsolated { box.handler(OpaquePointer(drop), x, y) }
                }, motion.passRetained(), SignalHandlerBox<DropMotionHandler>.releaseNotify)
            }
            dropTarget.connectWithArgument("drag-leave") { _ in target.exit() }
            let drop = SignalHandlerBox<DropHandler> { drop, x, y in
                let wanted = target.typesToRead(Self.offeredMIMETypes(drop))
                guard !wanted.isEmpty else { return false }
                Self.read(wanted, from: drop) { content in
                    let taken = target.perform(content, CGPoint(x: x, y: y))
                    gdk_drop_finish(drop, taken ? GDK_ACTION_COPY : GdkDragAction(rawValue: 0))
                }
                return true
            }
            quire_signal_connect_drop(dropTarget.raw, { _, drop, x, y, data in
                guard let box = SignalHandlerBox<DropHandler>.from(data), let drop else { return 0 }
                return MainActor.assumeIsolated { box.handler(OpaquePointer(drop), x, y) } ? 1 : 0
            }, drop.passRetained(), SignalHandlerBox<DropHandler>.releaseNotify)
        }
    }

    /// A drag source's preview: how to make it, from `prepare` to `drag-begin`, then the one shown
    /// until `drag-end`.
    @MainActor private final class DragPreviewState {
        var make: (@MainActor () -> ViewGraph)?
        var shown: GTKDragPreview?
    }

    private typealias DragPrepareHandler = @MainActor (Double, Double) -> UnsafeMutablePointer<GdkContentProvider>?
    private typealias DropMotionHandler = @MainActor (OpaquePointer, Double, Double) -> GdkDragAction
    private typealias DropHandler = @MainActor (OpaquePointer, Double, Double) -> Bool

    private static func offeredMIMETypes(_ drop: OpaquePointer) -> [String] {
        guard let formats = gdk_drop_get_formats(drop) else { return [] }
        var count: gsize = 0
        guard let types = gdk_content_formats_get_mime_types(formats, &count) else { return [] }
        return (0..<Int(count)).compactMap { types[$0].map { String(cString: $0) } }
    }

    private static func dragAction(_ operation: DropOperation) -> GdkDragAction {
        switch operation {
        case .copy: GDK_ACTION_COPY
        case .move: GDK_ACTION_MOVE
        case .cancel, .forbidden: GdkDragAction(rawValue: 0)
        }
    }

    /// Reads each of `mimeTypes` from `drop` in turn, keeping the drop until all are read.
    private static func read(_ mimeTypes: [String], from drop: OpaquePointer, then completion: @escaping @MainActor (PasteboardImport) -> Void) {
        g_object_ref(UnsafeMutableRawPointer(drop))
        PasteboardReading.read(mimeTypes, using: { mimeType, done in
            GTKStreamReading.withMIMETypeArray([mimeType]) { types in
                gdk_drop_read_async(drop, types, Int32(G_PRIORITY_DEFAULT), nil, { source, result, data in
                    guard let data else { return }
                    let completion = Unmanaged<AsyncCompletion<Data?>>.fromOpaque(data).takeRetainedValue()
                    guard let stream = gdk_drop_read_finish(OpaquePointer(source), result, nil, nil) else {
                        return MainActor.assumeIsolated { completion.run(nil) }
                    }
                    MainActor.assumeIsolated { GTKStreamReading.readAll(stream, completion.run) }
                }, AsyncCompletion(done).passRetained())
            }
        }) { content in
            completion(content)
            g_object_unref(UnsafeMutableRawPointer(drop))
        }
    }
}
