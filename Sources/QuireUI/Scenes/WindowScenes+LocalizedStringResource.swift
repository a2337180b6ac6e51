import Foundation
import QuireCore

// The window scenes titled by a `LocalizedStringResource`: the title is the resource in its locale's
// language, else the user's. Disfavoured so a string literal stays a `LocalizedStringKey` (both
// localize it alike).

extension WindowGroup {
    /// Windows titled by `titleResource`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        let content = content()
        self.init(title: String(localized: titleResource), id: nil) { _ in content }
    }

    /// Windows of the group `id`, titled by `titleResource`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, id: String, @ViewBuilder content: () -> Content) {
        let content = content()
        self.init(title: String(localized: titleResource), id: id) { _ in content }
    }

    /// Windows titled by `titleResource`, whose content `makeContent` makes anew for each.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, makeContent: @escaping @MainActor () -> Content) {
        self.init(title: String(localized: titleResource), id: nil) { _ in makeContent() }
    }

    /// Windows of the group `id` titled by `titleResource`, whose content `makeContent` makes for each.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, id: String, makeContent: @escaping @MainActor () -> Content) {
        self.init(title: String(localized: titleResource), id: id) { _ in makeContent() }
    }

    /// Windows presenting values of `type`, titled by `titleResource`.
    @_disfavoredOverload
    public init<D, C>(_ titleResource: LocalizedStringResource, for type: D.Type,
                      @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: String(localized: titleResource), id: nil, presentedType: D.self) {
            PresentedWindowContent(value: $0, content: content)
        }
    }

    /// Windows of the group `id` presenting values of `type`, titled by `titleResource`.
    @_disfavoredOverload
    public init<D, C>(_ titleResource: LocalizedStringResource, id: String, for type: D.Type,
                      @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: String(localized: titleResource), id: id, presentedType: D.self) {
            PresentedWindowContent(value: $0, content: content)
        }
    }

    /// Windows presenting values of `type`, titled by `titleResource`, with a default value.
    @_disfavoredOverload
    public init<D, C>(_ titleResource: LocalizedStringResource, for type: D.Type = D.self,
                      @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping @MainActor () -> D)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: String(localized: titleResource), id: nil, type: type, content: content, defaultValue: defaultValue)
    }

    /// Windows of the group `id` presenting values of `type`, titled by `titleResource`, with a default.
    @_disfavoredOverload
    public init<D, C>(_ titleResource: LocalizedStringResource, id: String, for type: D.Type = D.self,
                      @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping @MainActor () -> D)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: String(localized: titleResource), id: id, type: type, content: content, defaultValue: defaultValue)
    }
}

extension Window {
    /// The window `id`, titled by `titleResource`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(localized: titleResource), id: id, content: content())
    }
}

extension UtilityWindow {
    /// The utility window `id`, titled by `titleResource`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(localized: titleResource), id: id, content: content())
    }
}
