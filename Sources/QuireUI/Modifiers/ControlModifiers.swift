/// What Enter triggers a submit in (SwiftUI's `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Text fields.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Search fields.
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Runs `action` when the person presses Enter in a text field (`.text`) or the search entry of a
    /// `searchable` view (`.search`) inside this view, after the actions of enclosing `onSubmit`s.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(_EnvironmentModifier { environment in
            if triggers.contains(.text) { environment.submitActions.append(action) }
            if triggers.contains(.search) { environment.searchSubmitActions.append(action) }
        })
    }

    /// A tooltip for the view (on GNOME shown when the pointer rests on it, and read by assistive
    /// technologies as its description); for a container, on each view inside it.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        let text = String(text)
        return modifier(_EnvironmentModifier { $0.help = text })
    }

    /// `help` from a localized string key.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        help(textKey.resolved)
    }

    /// `help` from a `Text`.
    public func help(_ text: Text) -> some View {
        help(text.content)
    }
}
