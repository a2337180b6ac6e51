import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `onCopyCommand`, `onCutCommand`, `onPasteCommand` (both forms): Ctrl+C, Ctrl+X, Ctrl+V with the
/// focus in the view, through a headless clipboard.
@MainActor
@Suite struct PasteboardCommandTests {
    final class Log {
        var entries: [String] = []
    }

    func host(_ clipboard: HeadlessClipboard, @ViewBuilder _ content: @escaping @MainActor () -> some View) -> HeadlessHost {
        var environment = EnvironmentValues()
        environment.clipboard = Clipboard(backend: clipboard)
        return HeadlessHost(environment: environment, content)
    }

    func press(_ host: HeadlessHost, _ key: Character) -> Bool {
        host.all.filter { $0.kind == .gestureArea }.contains { $0.press(KeyEquivalent(key), modifiers: .control) }
    }

    func read(_ clipboard: HeadlessClipboard, _ mimeType: String) async -> String? {
        await withCheckedContinuation { continuation in
            clipboard.read(mimeType: mimeType) { continuation.resume(returning: $0.map { String(decoding: $0, as: UTF8.self) }) }
        }
    }

    @Test func copyAndCutPutTheItemsOnTheClipboard() async throws {
        let clipboard = HeadlessClipboard()
        let log = Log()
        let host = host(clipboard) {
            Text("Items")
                .onCopyCommand { [NSItemProvider(object: "Bolts\nNuts" as NSString)] }
                .onCutCommand {
                    log.entries.append("cut")
                    return [NSItemProvider(object: URL(string: "https://swift.org")! as NSURL)]
                }
        }
        #expect(press(host, "c"))
        #expect(clipboard.mimeTypes == ["text/plain;charset=utf-8", "text/plain"])
        #expect(await read(clipboard, "text/plain") == "Bolts\nNuts")
        #expect(press(host, "x"))
        #expect(log.entries == ["cut"])
        #expect(clipboard.mimeTypes == ["text/uri-list"])
        #expect(await read(clipboard, "text/uri-list") == "https://swift.org\r\n")
        #expect(!press(host, "z"))
    }

    @Test func aNilActionLeavesTheKeyToOthers() {
        let clipboard = HeadlessClipboard()
        let host = host(clipboard) { Text("Items").onCopyCommand(perform: nil) }
        #expect(!press(host, "c"))
        #expect(clipboard.mimeTypes.isEmpty)
    }

    @Test func pasteGivesTheClipboardsItemsOfTheViewsTypes() async throws {
        let clipboard = HeadlessClipboard()
        var pasted: [NSItemProvider] = []
        var validated: [String] = []
        let host = host(clipboard) {
            VStack {
                Text("Items").onPasteCommand(of: [.plainText]) { pasted += $0 }
                Text("Links").onPasteCommand(of: [.url]) { providers in
                    providers.first.map { _ in "link" }
                } perform: { (payload: String) in validated.append(payload) }
            }
        }
        #expect(!press(host, "v"), "an empty clipboard pastes nothing")
        clipboard.put(text: "Nuts")
        #expect(press(host, "v"))
        #expect(pasted.count == 1)
        let text = try await pasted[0].loadTransferable(type: String.self)
        #expect(text == "Nuts")
        #expect(validated.isEmpty, "text is not a URL")

        clipboard.put(urls: [URL(fileURLWithPath: "/tmp/plan.png")])
        #expect(press(host, "v"))
        #expect(validated == ["link"])
        #expect(pasted.count == 1, "a file list is not text")
    }
}
