import Foundation

/// Shares a link or a text (SwiftUI's `ShareLink`). GNOME has no share sheet; what a GNOME app offers
/// instead is a Share menu with the ways the desktop has: copy it (the clipboard is how a GNOME user
/// moves a link to a chat, a note or a browser) and send it by email (a `mailto:` URL opened with the
/// desktop's mail app, the subject and message filled in). So a share link is a menu button — the
/// label, by default Share with GNOME's send-to icon — holding Copy Link (Copy, for a text) and Send
/// by Email….
public struct ShareLink<Label: View>: View {
    @Environment(\.clipboard) private var clipboard
    @Environment(\.openURL) private var openURL
    let item: SharedItem
    let subject: Text?
    let message: Text?
    let label: Label

    public var body: some View {
        Menu {
            Button(item.url == nil ? "Copy" : "Copy Link") {
                clipboard?.copy(text: item.text, urls: item.url.map { [$0] } ?? [])
            }
            .disabled(clipboard == nil)
            if let mail = mailURL {
                Button("Send by Email…") { openURL(mail) }
            }
        } label: {
            label
        }
    }

    /// A `mailto:` URL with the subject, and the message followed by the item as the body.
    private var mailURL: URL? {
        var components = URLComponents()
        components.scheme = "mailto"
        var query: [URLQueryItem] = []
        if let subject {
            query.append(URLQueryItem(name: "subject", value: subject.content))
        }
        let body = [message?.content, item.text].compactMap { $0 }.joined(separator: "\n\n")
        query.append(URLQueryItem(name: "body", value: body))
        components.queryItems = query
        return components.url
    }
}

/// What a share link shares: a text, or a URL (copied as a link and as its text).
struct SharedItem {
    let text: String
    let url: URL?

    init(_ url: URL) {
        text = url.absoluteString
        self.url = url
    }

    init(_ text: String) {
        self.text = text
        url = nil
    }
}

/// The default share link label: Share with the send-to icon.
public typealias DefaultShareLinkLabel = QuireUI.Label<Text, Image>

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `item`, labeled Share.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: SharedItem(item), subject: subject, message: message,
                  label: QuireUI.Label("Share", systemImage: "square.and.arrow.up"))
    }

    /// Shares `item`, labeled Share.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: SharedItem(item), subject: subject, message: message,
                  label: QuireUI.Label("Share", systemImage: "square.and.arrow.up"))
    }

    /// Shares `item`, labeled `title` with the send-to icon.
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: SharedItem(item), subject: subject, message: message,
                  label: QuireUI.Label(title, systemImage: "square.and.arrow.up"))
    }

    /// Shares `item`, labeled `title` with the send-to icon.
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: SharedItem(item), subject: subject, message: message,
                  label: QuireUI.Label(title, systemImage: "square.and.arrow.up"))
    }
}

extension ShareLink {
    /// Shares `item`, labeled by `label`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: SharedItem(item), subject: subject, message: message, label: label())
    }

    /// Shares `item`, labeled by `label`.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: SharedItem(item), subject: subject, message: message, label: label())
    }
}
