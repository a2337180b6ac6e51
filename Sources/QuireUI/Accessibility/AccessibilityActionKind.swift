import Foundation

/// Which action `accessibilityAction(_:_:)` adds (SwiftUI's `AccessibilityActionKind`).
public struct AccessibilityActionKind: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case primary, escape, magicTap
        case named(String)
    }

    let kind: Kind

    /// The element's main action ("Activate").
    public static let `default` = AccessibilityActionKind(kind: .primary)
    /// Dismissing what the element shows ("Dismiss").
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// VoiceOver's two-finger double tap; GNOME has no such gesture, so it is offered nowhere.
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)

    /// An action of its own, offered under `name`.
    public init(named name: Text) {
        kind = .named(name.content)
    }

    private init(kind: Kind) {
        self.kind = kind
    }

    /// What the action is offered as; nil for one with no place on GNOME.
    var title: String? {
        switch kind {
        case .primary: "Activate"
        case .escape: "Dismiss"
        case .magicTap: nil
        case .named(let name): name
        }
    }
}

/// One action an accessibility modifier offers on its view's widgets.
struct AccessibilityActionEntry {
    let title: String
    let handler: () -> Void
}

extension View {
    /// Offers `handler` to assistive technologies and the keyboard as `actionKind`: GTK 4.8 lets an
    /// app add no AT-SPI action, so the view's actions are a menu its widgets open on the Menu key
    /// or Shift+F10 (the view becomes a keyboard stop) and on a secondary click, read by screen
    /// readers as a menu.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(properties: AccessibleProperties(),
                                                 actions: actionKind.title.map { [AccessibilityActionEntry(title: $0, handler: handler)] } ?? []))
    }

    /// An action of the view's own, offered under `name`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(AccessibilityActionKind(named: Text(verbatim: nameKey.resolved)), handler)
    }

    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(AccessibilityActionKind(named: Text(verbatim: String(name))), handler)
    }
}
