import Foundation

/// A key press a view heard (SwiftUI's `KeyPress`).
public struct KeyPress: Sendable {
    /// Whether the action used the key; an ignored key goes on to the enclosing views.
    public enum Result: Hashable, Sendable {
        case handled, ignored
    }

    public var key: KeyEquivalent
    public var characters: String
    public var modifiers: EventModifiers

    package init(key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }
}

extension KeyEquivalent {
    // SwiftUI's values: the private-use characters AppKit gives the arrow keys.
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}
