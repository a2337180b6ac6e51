import Foundation

/// Opens a URL (SwiftUI's `OpenURLAction`, read as `@Environment(\.openURL)`): by default with the
/// desktop's handler for its scheme (the browser, the mail app), as `Link` does when clicked. A view
/// can handle URLs itself with `.environment(\.openURL, OpenURLAction { url in … })`; its handler
/// says whether it handled the URL, discarded it, or leaves it (or another URL) to the desktop.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled, discarded, system(URL?)
        }

        let outcome: Outcome

        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler dropped the URL: nothing opens it.
        public static let discarded = Result(outcome: .discarded)
        /// The desktop opens the URL.
        public static let systemAction = Result(outcome: .system(nil))

        /// The desktop opens `url` instead.
        public static func systemAction(_ url: URL) -> Result {
            Result(outcome: .system(url))
        }
    }

    let handler: (@MainActor (URL) -> Result)?
    /// The desktop's opener, from the environment the action was read from.
    var desktop: DesktopURLOpener = DesktopURLOpener()

    /// An action whose `handler` decides what happens to each URL.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    init() {
        handler = nil
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`; `completion` learns whether it was accepted (handled, or opened by the desktop).
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping @MainActor (_ accepted: Bool) -> Void) {
        let result = handler?(url) ?? .systemAction
        switch result.outcome {
        case .handled: completion(true)
        case .discarded: completion(false)
        case let .system(other): completion(desktop.open(other ?? url))
        }
    }
}

/// How the desktop opens a URL: set by the window host (GTK: GIO's default app for the scheme);
/// without one (headless) nothing opens and the URL is not accepted.
package struct DesktopURLOpener: Sendable {
    private let opener: @MainActor @Sendable (URL) -> Bool

    package init(_ opener: @escaping @MainActor @Sendable (URL) -> Bool = { _ in false }) {
        self.opener = opener
    }

    /// Whether the desktop opened `url`.
    @MainActor
    func open(_ url: URL) -> Bool { opener(url) }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction() }
}

private struct DesktopURLOpenerKey: EnvironmentKey {
    static var defaultValue: DesktopURLOpener { DesktopURLOpener() }
}

extension EnvironmentValues {
    /// Opens URLs: the innermost action set with `.environment(\.openURL, …)`, or the desktop's.
    public var openURL: OpenURLAction {
        get {
            var action = self[OpenURLKey.self]
            action.desktop = desktopURLOpener
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }

    /// How the desktop opens URLs (set by the window host).
    package var desktopURLOpener: DesktopURLOpener {
        get { self[DesktopURLOpenerKey.self] }
        set { self[DesktopURLOpenerKey.self] = newValue }
    }
}
