import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// A type of an app's, pasted through its representations (a proxy through `String`).
private struct Tag: Transferable, Equatable {
    var name: String

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.name) { Tag(name: $0) }
    }
}

/// `PasteButton(payloadType:onPaste:)` for `String`, `URL`, `Data` and an app's `Transferable`
/// type: sensitive only while the
/// clipboard holds its type, a click reads it; `ShareLink`: a Share menu copying the item and
/// offering it by email.
@MainActor
@Suite struct ClipboardButtonsTests {
    @Observable final class Pasted {
        var strings: [String] = []
        var urls: [URL] = []
        var data: [Data] = []
    }

    func host(_ clipboard: HeadlessClipboard, @ViewBuilder _ content: @escaping @MainActor () -> some View) -> HeadlessHost {
        var environment = EnvironmentValues()
        environment.clipboard = Clipboard(backend: clipboard)
        return HeadlessHost(environment: environment, content)
    }

    @Test func aStringPasteButtonFollowsTheClipboard() throws {
        let clipboard = HeadlessClipboard()
        let pasted = Pasted()
        let host = host(clipboard) {
            PasteButton(payloadType: String.self) { pasted.strings += $0 }
        }
        let button = try host.widget(.button)
        #expect(button.content?.texts == ["Paste"])
        #expect(!button.style.isEnabled, "an empty clipboard has nothing to paste")

        clipboard.put(text: "Hello")
        host.flush()
        #expect(button.style.isEnabled)
        button.click()
        #expect(pasted.strings == ["Hello"])

        clipboard.put(bytes: Data([1, 2]))
        host.flush()
        #expect(!button.style.isEnabled, "bytes are not text")
    }

    @Test func urlsComeFromAURIListOrFromText() throws {
        let clipboard = HeadlessClipboard()
        let pasted = Pasted()
        let host = host(clipboard) {
            PasteButton(payloadType: URL.self) { pasted.urls += $0 }
        }
        let button = try host.widget(.button)
        clipboard.put(text: "file:///tmp/a.txt", urls: [URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.txt")])
        host.flush()
        button.click()
        #expect(pasted.urls.map(\.path) == ["/tmp/a.txt", "/tmp/b.txt"])

        clipboard.put(text: "https://swift.org\nnot a link")
        host.flush()
        button.click()
        #expect(pasted.urls.last == URL(string: "https://swift.org"))
        #expect(pasted.urls.count == 3, "a line without a scheme is no URL")
    }

    @Test func dataIsTheClipboardsBytes() throws {
        let clipboard = HeadlessClipboard()
        let pasted = Pasted()
        let host = host(clipboard) {
            PasteButton(payloadType: Data.self) { pasted.data += $0 }
        }
        clipboard.put(bytes: Data([0xCA, 0xFE]))
        host.flush()
        try host.widget(.button).click()
        #expect(pasted.data == [Data([0xCA, 0xFE])])
    }

    @Test func anAppsTransferableIsMadeByItsImporters() async throws {
        let clipboard = HeadlessClipboard()
        let (pastes, delivered) = AsyncStream.makeStream(of: [Tag].self)
        let host = host(clipboard) {
            PasteButton(payloadType: Tag.self) { delivered.yield($0) }
        }
        let button = try host.widget(.button)
        #expect(!button.style.isEnabled)
        clipboard.put(text: "urgent")
        host.flush()
        #expect(button.style.isEnabled, "a Tag imports plain text through its String proxy")
        button.click()
        var received = pastes.makeAsyncIterator()
        #expect(await received.next() == [Tag(name: "urgent")])

        clipboard.put(bytes: Data([1, 2]))
        host.flush()
        #expect(!button.style.isEnabled, "a Tag takes text, not bytes")
    }

    @Test func withoutAClipboardThePasteButtonIsInsensitive() throws {
        let host = HeadlessHost { PasteButton(payloadType: String.self) { _ in } }
        #expect(try !host.widget(.button).style.isEnabled)
    }

    @Test func shareLinkIsAShareMenuThatCopiesTheLink() throws {
        let clipboard = HeadlessClipboard()
        let url = URL(string: "https://swift.org")!
        let host = host(clipboard) {
            ShareLink(item: url, subject: Text("Swift"), message: Text("Have a look"))
        }
        let menu = try host.widget(.menuButton)
        #expect(menu.content?.texts == ["Share"])
        let titles = menu.menu.compactMap { entry -> String? in
            if case .item(let item) = entry { return item.title }
            return nil
        }
        #expect(titles == ["Copy Link", "Send by Email…"])
        #expect(menu.chooseMenuEntry("Copy Link"))
        #expect(clipboard.text == "https://swift.org")
        #expect(clipboard.urls == [url], "a link is copied as a URI list too")
    }

    @Test func aSharedTextIsCopiedAsText() throws {
        let clipboard = HeadlessClipboard()
        let host = host(clipboard) {
            ShareLink("Share Quote", item: "To be or not to be")
        }
        let menu = try host.widget(.menuButton)
        #expect(menu.chooseMenuEntry("Copy"))
        #expect(clipboard.text == "To be or not to be")
        #expect(clipboard.urls.isEmpty)
    }
}
