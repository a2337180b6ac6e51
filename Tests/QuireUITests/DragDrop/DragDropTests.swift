import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `draggable`, `onDrag`, `dropDestination(for:action:isTargeted:)`, `onDrop` (closure and
/// `DropDelegate` forms) on the headless backend: what a drag offers as the desktop's MIME types,
/// which drags a destination refuses, its targeted state, and the items a drop delivers.
@MainActor
@Suite struct DragDropTests {
    @Observable final class Log {
        var entries: [String] = []
        var targeted = false
    }

    /// Runs `body` with a `deliver` a drop's action calls (after the drop: items load
    /// asynchronously), and returns what it first gave.
    func awaitDrop<Value: Sendable>(_ body: (@escaping @MainActor (Value) -> Void) async throws -> Void) async throws -> Value {
        let (stream, continuation) = AsyncStream<Value>.makeStream()
        try await body { continuation.yield($0) }
        for await value in stream { return value }
        throw CancellationError()
    }

    // A drop's items load after it, in a task on the shared pool: a failure would leave the wait
    // open, which the limit ends. The limit only guards against that hang: under `make test` on two
    // cores the long storage suites can keep the pool busy for more than a minute.
    @Test(.timeLimit(.minutes(10))) func aDraggedStringDropsOnAStringDestination() async throws {
        let log = Log()
        let dropped: [String] = try await awaitDrop { deliver in
            let host = HeadlessHost {
                VStack {
                    Text("Ace").draggable("Ace of Spades")
                    Text("Table").dropDestination(for: String.self) { items, _ in
                        deliver(items)
                        return true
                    } isTargeted: { log.targeted = $0 }
                }
            }
            let drag = host.backend.dragDrop
            let content = try #require(try await drag.drag(try host.widget(.text, titled: "Ace")))
            #expect(content.contents.map(\.mimeType) == ["text/plain;charset=utf-8", "text/plain"])
            let table = try host.widget(.text, titled: "Table")
            #expect(drag.hover(content, over: table) == .copy)
            #expect(log.targeted)
            drag.leave(table)
            #expect(!log.targeted)
            try #require(drag.drop(content, on: table))
            #expect(!log.targeted, "a drop ends the drag over the view")
            #expect(try await drag.drag(table) == nil, "a drop destination is not a drag source")
        }
        #expect(dropped == ["Ace of Spades"])
    }

    @Test func aDestinationRefusesWhatItsTypeCannotImport() async throws {
        let log = Log()
        let host = HeadlessHost {
            Text("Table").dropDestination(for: URL.self) { urls, _ in
                log.entries += urls.map(\.absoluteString)
                return true
            } isTargeted: { log.targeted = $0 }
        }
        let table = try host.widget(.text, titled: "Table")
        let image = PasteboardImport([("image/png", Data([0x89]))])
        #expect(host.backend.dragDrop.hover(image, over: table) == nil)
        #expect(!log.targeted, "a drag it cannot take does not target the view")
        #expect(!host.backend.dragDrop.drop(image, on: table))
        #expect(log.entries.isEmpty)
    }

    @Test(.timeLimit(.minutes(10))) func filesFromAFileManagerDropAsURLs() async throws {
        let dropped: [URL] = try await awaitDrop { deliver in
            let host = HeadlessHost {
                Text("Attachments").dropDestination(for: URL.self) { urls, _ in
                    deliver(urls)
                    return true
                }
            }
            let files = Data("file:///home/ada/Field%20Notes.txt\r\nfile:///home/ada/plan.png\r\n".utf8)
            let content = PasteboardImport([("text/uri-list", files), ("text/plain;charset=utf-8", Data("two files".utf8))])
            try #require(host.backend.dragDrop.drop(content, on: try host.widget(.text, titled: "Attachments")))
        }
        #expect(dropped == [URL(fileURLWithPath: "/home/ada/Field Notes.txt"), URL(fileURLWithPath: "/home/ada/plan.png")])
    }

    /// Records what a drop destination's delegate is told; refuses drags while `refuses`.
    @MainActor final class RecordingDelegate: DropDelegate {
        var events: [String] = []
        var refuses = false
        var providers: [NSItemProvider] = []

        func validateDrop(info: DropInfo) -> Bool {
            events.append("validate \(info.hasItemsConforming(to: [.fileURL]))")
            return !refuses
        }
        func dropEntered(info: DropInfo) { events.append("entered") }
        func dropUpdated(info: DropInfo) -> DropProposal? {
            events.append("updated \(Int(info.location.x))")
            return DropProposal(operation: .move)
        }
        func dropExited(info: DropInfo) { events.append("exited") }
        func performDrop(info: DropInfo) -> Bool {
            providers = info.itemProviders(for: [.fileURL])
            events.append("perform \(providers.count)")
            return true
        }
    }

    @Test func aDropDelegateValidatesProposesAndPerforms() throws {
        let delegate = RecordingDelegate()
        let host = HeadlessHost {
            Text("Folder").onDrop(of: [.fileURL], delegate: delegate)
        }
        let folder = try host.widget(.text, titled: "Folder")
        let file = PasteboardImport([("text/uri-list", Data("file:///tmp/a.txt\r\n".utf8))])
        let drag = host.backend.dragDrop
        #expect(drag.hover(file, over: folder, at: CGPoint(x: 3, y: 4)) == .move)
        #expect(drag.hover(file, over: folder, at: CGPoint(x: 9, y: 4)) == .move)
        drag.leave(folder)
        #expect(drag.drop(file, on: folder, at: CGPoint(x: 12, y: 1)))
        #expect(delegate.events == ["validate true", "entered", "updated 3", "updated 9", "exited",
                                    "validate true", "entered", "updated 12", "perform 1", "exited"])
        #expect(delegate.providers.first?.registeredTypeIdentifiers == ["public.plain-text", "public.file-url", "public.url"])

        delegate.events.removeAll()
        delegate.refuses = true
        #expect(drag.hover(file, over: folder) == nil)
        #expect(!drag.drop(file, on: folder))
        #expect(delegate.events == ["validate true", "validate true"], "a refused drag never enters")
    }

    @Test func onDropHandsOverProvidersAndSetsItsBinding() throws {
        let log = Log()
        let host = HeadlessHost {
            Text("Notes")
                .onDrag { NSItemProvider(object: "dragged" as NSString) }
                .onDrop(of: [.plainText], isTargeted: Binding(get: { log.targeted }, set: { log.targeted = $0 })) { providers, location in
                    log.entries.append("\(providers.count) at \(Int(location.x))")
                    return true
                }
        }
        let notes = try host.widget(.text, titled: "Notes")
        let text = PasteboardImport([("text/plain", Data("hello".utf8))])
        #expect(host.backend.dragDrop.hover(text, over: notes) == .copy)
        #expect(log.targeted)
        #expect(host.backend.dragDrop.drop(text, on: notes, at: CGPoint(x: 7, y: 0)))
        #expect(!log.targeted)
        #expect(log.entries == ["1 at 7"])
    }

    @Test func onDragOffersTheProvidersTypes() async throws {
        let host = HeadlessHost {
            Text("Photo").onDrag {
                let provider = NSItemProvider()
                provider.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier, visibility: .all) { completion in
                    completion(Data([0x89, 0x50]), nil)
                    return nil
                }
                return provider
            }
        }
        let content = try #require(try await host.backend.dragDrop.drag(try host.widget(.text, titled: "Photo")))
        #expect(content.contents.map(\.mimeType) == ["image/png"])
        #expect(content.contents.first?.data == Data([0x89, 0x50]))
    }
}
