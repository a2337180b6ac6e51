import Foundation
import QuireCore
import Observation

/// A scene of plain windows showing `content` (SwiftUI's `WindowGroup`): GNOME windows with a header
/// bar. The app's first `WindowGroup` or `Window` opens at launch when it has no document groups;
/// `openWindow(id:)` opens another window of a group, `openWindow(value:)` one showing a value
/// (`WindowGroup(for:)`), or brings forward the window already showing it. Each group adds "New
/// Window" to the primary menu (`commandsRemoved()` takes it away).
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never

    let title: String?
    let id: String?
    let presentedType: Any.Type?
    let defaultValue: (@MainActor () -> AnyHashable)?
    let makeContent: @MainActor (PresentedWindowValue) -> Content

    init(title: String?, id: String?, presentedType: Any.Type? = nil, defaultValue: (@MainActor () -> AnyHashable)? = nil,
         makeContent: @escaping @MainActor (PresentedWindowValue) -> Content) {
        self.title = title
        self.id = id
        self.presentedType = presentedType
        self.defaultValue = defaultValue
        self.makeContent = makeContent
    }

    /// Windows showing `content`, titled with the app's name.
    public init(@ViewBuilder content: () -> Content) {
        let content = content()
        self.init(title: nil, id: nil) { _ in content }
    }

    /// Windows titled by `title`'s text.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        let content = content()
        self.init(title: title.content, id: nil) { _ in content }
    }

    /// Windows titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        let content = content()
        self.init(title: titleKey.resolved, id: nil) { _ in content }
    }

    /// Windows titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        let content = content()
        self.init(title: String(title), id: nil) { _ in content }
    }

    /// Windows of the group `id` (for `openWindow(id:)`).
    public init(id: String, @ViewBuilder content: () -> Content) {
        let content = content()
        self.init(title: nil, id: id) { _ in content }
    }

    /// Windows of the group `id`, titled by `title`'s text.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        let content = content()
        self.init(title: title.content, id: id) { _ in content }
    }

    /// Windows of the group `id`, titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        let content = content()
        self.init(title: titleKey.resolved, id: id) { _ in content }
    }

    /// Windows of the group `id`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        let content = content()
        self.init(title: String(title), id: id) { _ in content }
    }

    /// Windows whose content `makeContent` makes anew for each.
    public init(makeContent: @escaping @MainActor () -> Content) {
        self.init(title: nil, id: nil) { _ in makeContent() }
    }

    /// Windows titled by `title`'s text, whose content `makeContent` makes anew for each.
    public init(_ title: Text, makeContent: @escaping @MainActor () -> Content) {
        self.init(title: title.content, id: nil) { _ in makeContent() }
    }

    /// Windows of the group `id`, whose content `makeContent` makes anew for each.
    public init(id: String, makeContent: @escaping @MainActor () -> Content) {
        self.init(title: nil, id: id) { _ in makeContent() }
    }

    /// Windows of the group `id` titled by `title`'s text, whose content `makeContent` makes for each.
    public init(_ title: Text, id: String, makeContent: @escaping @MainActor () -> Content) {
        self.init(title: title.content, id: id) { _ in makeContent() }
    }

    func declare(into declarations: inout SceneDeclarations) {
        let makeContent = self.makeContent
        declarations.windowScenes.append(WindowSceneDeclaration(
            kind: .group, title: title, id: id, presentedType: presentedType, defaultValue: defaultValue,
            makeContent: { value in AnyView(makeContent(value)) }))
    }
}

/// The content of a window presenting a value (`WindowGroup(for:)`): the group's view, given a binding
/// to the window's value.
public struct PresentedWindowContent<Data: Hashable & Codable, Content: View>: View {
    let value: PresentedWindowValue
    let content: (Binding<Data?>) -> Content

    public var body: some View {
        content(value.binding(as: Data.self))
    }
}

/// A window's presented value: what `openWindow(value:)` gave it, changed through the content's binding.
/// Not isolated itself (bindings read it from plain closures); used on the main actor.
@Observable
package final class PresentedWindowValue {
    package var value: AnyHashable?

    package init(_ value: AnyHashable?) {
        self.value = value
    }

    /// A binding to the value as a `D` (nil when it is none, or of another type).
    nonisolated func binding<D: Hashable>(as type: D.Type) -> Binding<D?> {
        Binding(get: { self.value?.base as? D }, set: { newValue in
            self.value = newValue.map { AnyHashable($0) }
        })
    }
}

extension WindowGroup {
    /// Windows presenting values of `type`: `openWindow(value:)` opens one per distinct value (bringing
    /// forward the one showing it already); `content` gets a binding to the value (nil in a window
    /// opened without one).
    public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: nil, id: nil, presentedType: D.self) { PresentedWindowContent(value: $0, content: content) }
    }

    /// Windows presenting values of `type`, titled by `title`'s text.
    public init<D, C>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: title.content, id: nil, presentedType: D.self) { PresentedWindowContent(value: $0, content: content) }
    }

    /// Windows presenting values of `type`, titled by `titleKey`.
    public init<D, C>(_ titleKey: LocalizedStringKey, for type: D.Type,
                      @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: titleKey.resolved, id: nil, presentedType: D.self) {
            PresentedWindowContent(value: $0, content: content)
        }
    }

    /// Windows presenting values of `type`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, D, C>(_ title: S, for type: D.Type,
                                         @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: String(title), id: nil, presentedType: D.self) { PresentedWindowContent(value: $0, content: content) }
    }

    /// Windows of the group `id` presenting values of `type`.
    public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: nil, id: id, presentedType: D.self) { PresentedWindowContent(value: $0, content: content) }
    }

    /// Windows of the group `id` presenting values of `type`, titled by `title`'s text.
    public init<D, C>(_ title: Text, id: String, for type: D.Type,
                      @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: title.content, id: id, presentedType: D.self) { PresentedWindowContent(value: $0, content: content) }
    }

    /// Windows of the group `id` presenting values of `type`, titled by `titleKey`.
    public init<D, C>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type,
                      @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: titleKey.resolved, id: id, presentedType: D.self) {
            PresentedWindowContent(value: $0, content: content)
        }
    }

    /// Windows of the group `id` presenting values of `type`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, D, C>(_ title: S, id: String, for type: D.Type,
                                         @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: String(title), id: id, presentedType: D.self) { PresentedWindowContent(value: $0, content: content) }
    }

    /// Windows presenting values of `type`; a window opened without a value shows `defaultValue()`.
    public init<D, C>(for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
                      defaultValue: @escaping @MainActor () -> D)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: nil, id: nil, type: type, content: content, defaultValue: defaultValue)
    }

    /// Windows presenting values of `type`, titled by `title`'s text, with a default value.
    public init<D, C>(_ title: Text, for type: D.Type = D.self,
                      @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping @MainActor () -> D)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: title.content, id: nil, type: type, content: content, defaultValue: defaultValue)
    }

    /// Windows presenting values of `type`, titled by `titleKey`, with a default value.
    public init<D, C>(_ titleKey: LocalizedStringKey, for type: D.Type = D.self,
                      @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping @MainActor () -> D)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: titleKey.resolved, id: nil, type: type, content: content, defaultValue: defaultValue)
    }

    /// Windows of the group `id` presenting values of `type`, with a default value.
    public init<D, C>(id: String, for type: D.Type = D.self,
                      @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping @MainActor () -> D)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: nil, id: id, type: type, content: content, defaultValue: defaultValue)
    }

    /// Windows of the group `id` presenting values of `type`, titled by `title`'s text, with a default.
    public init<D, C>(_ title: Text, id: String, for type: D.Type = D.self,
                      @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping @MainActor () -> D)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: title.content, id: id, type: type, content: content, defaultValue: defaultValue)
    }

    /// Windows of the group `id` presenting values of `type`, titled by `titleKey`, with a default.
    public init<D, C>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
                      @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping @MainActor () -> D)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: titleKey.resolved, id: id, type: type, content: content, defaultValue: defaultValue)
    }

    init<D, C>(title: String?, id: String?, type: D.Type,
                       content: @escaping (Binding<D>) -> C, defaultValue: @escaping @MainActor () -> D)
        where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(title: title, id: id, presentedType: D.self, defaultValue: { AnyHashable(defaultValue()) }) { value in
            PresentedWindowContent(value: value) { optional in
                // The window was given a value or the default at opening, so it always has one.
                content(Binding(get: { optional.wrappedValue ?? defaultValue() }, set: { optional.wrappedValue = $0 }))
            }
        }
    }
}
