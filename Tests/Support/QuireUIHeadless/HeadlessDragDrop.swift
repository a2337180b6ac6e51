import Foundation
import QuireUI
import QuireCore

/// The headless backend's drag and drop: what may be dragged from and dropped on each widget, and
/// the person's drags to drive them in tests (the content of a drag is read as a desktop would).
@MainActor
package final class HeadlessDragDrop {
    fileprivate final class Observation: PointerObservation {
        let content: (@MainActor () -> DragItem?)?
        let target: DropTarget?
        var isCancelled = false

        init(content: (@MainActor () -> DragItem?)? = nil, target: DropTarget? = nil) {
            self.content = content
            self.target = target
        }

        func cancel() { isCancelled = true }
    }

    private var observations: [ObjectIdentifier: [Observation]] = [:]

    fileprivate func add(_ observation: Observation, to widget: any PlatformWidget) -> Observation {
        observations[ObjectIdentifier(widget), default: []].append(observation)
        return observation
    }

    private func live(on widget: HeadlessWidget) -> [Observation] {
        observations[ObjectIdentifier(widget), default: []].filter { !$0.isCancelled }
    }

    /// A drag in progress: what it offers and, until it ends, its preview's graph.
    @MainActor package final class Drag {
        package let export: PasteboardExport
        /// The preview shown under the pointer (nil: the dragged view itself, or the drag ended).
        package private(set) var preview: ViewGraph?

        fileprivate init(_ item: DragItem) {
            export = item.export
            preview = item.makePreview?()
        }

        /// What a receiver reads: each offered MIME type's bytes.
        package func read() async throws -> PasteboardImport {
            var contents: [(mimeType: String, data: Data)] = []
            for mimeType in export.mimeTypes {
                contents.append((mimeType, try await export.data(for: mimeType)))
            }
            return PasteboardImport(contents)
        }

        /// Ends the drag, as GTK does: the preview is let go.
        package func end() {
            preview = nil
        }
    }

    /// Begins a drag on `widget` (its preview made now); nil when it cannot be dragged.
    package func beginDrag(_ widget: HeadlessWidget) -> Drag? {
        live(on: widget).lazy.compactMap { $0.content?() }.first.map(Drag.init)
    }

    /// Drags from `widget` and ends the drag: what it offers, each MIME type's bytes read; nil when
    /// it cannot be dragged.
    package func drag(_ widget: HeadlessWidget) async throws -> PasteboardImport? {
        guard let drag = beginDrag(widget) else { return nil }
        defer { drag.end() }
        return try await drag.read()
    }

    /// Moves a drag offering `content` over `widget` to `location`: the operation the widget's
    /// drop targets propose (nil when none takes it).
    package func hover(_ content: PasteboardImport, over widget: HeadlessWidget, at location: CGPoint = .zero) -> DropOperation? {
        let offered = content.contents.map(\.mimeType)
        return live(on: widget).compactMap { observation -> DropOperation? in
            guard let target = observation.target, !target.typesToRead(offered).isEmpty else { return nil }
            let operation = target.update(offered, location)
            return operation == .copy || operation == .move ? operation : nil
        }.first
    }

    /// Moves the drag off `widget`.
    package func leave(_ widget: HeadlessWidget) {
        for observation in live(on: widget) { observation.target?.exit() }
    }

    /// Drops `content` on `widget` at `location`, as GTK does: over it first, then the types the
    /// target wants read and handed over. Whether a target took it.
    @discardableResult
    package func drop(_ content: PasteboardImport, on widget: HeadlessWidget, at location: CGPoint = .zero) -> Bool {
        guard hover(content, over: widget, at: location) != nil else {
            leave(widget)
            return false
        }
        let offered = content.contents.map(\.mimeType)
        return live(on: widget).contains { observation in
            guard let target = observation.target else { return false }
            let wanted = Set(target.typesToRead(offered))
            return target.perform(PasteboardImport(content.contents.filter { wanted.contains($0.mimeType) }), location)
        }
    }
}

extension HeadlessBackend: DragDropBackend {
    package func observeDrag(of widget: any PlatformWidget, content: @escaping @MainActor () -> DragItem?)
        -> any PointerObservation {
        dragDrop.add(.init(content: content), to: widget)
    }

    package func observeDrop(on widget: any PlatformWidget, _ target: DropTarget) -> any PointerObservation {
        dragDrop.add(.init(target: target), to: widget)
    }
}
