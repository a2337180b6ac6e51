/// What an accessibility element is and how it behaves (SwiftUI's `AccessibilityTraits`), added with
/// `accessibilityAddTraits` and taken away with `accessibilityRemoveTraits`. On GNOME a trait that
/// names a kind of element is the widget's accessible role (`AccessibleRole`), `isSelected` and
/// `isModal` are accessible states; the rest describe VoiceOver behaviours GTK has no counterpart for.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    package private(set) var rawValue: UInt32

    private init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    private init(bit: UInt32) {
        rawValue = 1 << bit
    }

    public init() {
        rawValue = 0
    }

    public static let isButton = AccessibilityTraits(bit: 0)
    public static let isHeader = AccessibilityTraits(bit: 1)
    public static let isSelected = AccessibilityTraits(bit: 2)
    public static let isLink = AccessibilityTraits(bit: 3)
    public static let isSearchField = AccessibilityTraits(bit: 4)
    public static let isImage = AccessibilityTraits(bit: 5)
    public static let playsSound = AccessibilityTraits(bit: 6)
    public static let isKeyboardKey = AccessibilityTraits(bit: 7)
    public static let isStaticText = AccessibilityTraits(bit: 8)
    public static let isSummaryElement = AccessibilityTraits(bit: 9)
    public static let updatesFrequently = AccessibilityTraits(bit: 10)
    public static let startsMediaSession = AccessibilityTraits(bit: 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bit: 12)
    public static let causesPageTurn = AccessibilityTraits(bit: 13)
    public static let isModal = AccessibilityTraits(bit: 14)
    public static let isToggle = AccessibilityTraits(bit: 15)
    public static let isTabBar = AccessibilityTraits(bit: 16)

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(rawValue: rawValue | other.rawValue) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(rawValue: rawValue & other.rawValue) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        .init(rawValue: rawValue ^ other.rawValue)
    }

    public func contains(_ member: AccessibilityTraits) -> Bool { rawValue & member.rawValue == member.rawValue }

    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        rawValue |= newMember.rawValue
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let removed = intersection(member)
        rawValue &= ~member.rawValue
        return removed.isEmpty ? nil : removed
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let existing = intersection(newMember)
        rawValue |= newMember.rawValue
        return existing.isEmpty ? nil : existing
    }

    public mutating func formUnion(_ other: AccessibilityTraits) { rawValue |= other.rawValue }
    public mutating func formIntersection(_ other: AccessibilityTraits) { rawValue &= other.rawValue }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { rawValue ^= other.rawValue }

    /// The role these traits give an element, the most specific first; nil when none names a kind.
    var role: AccessibleRole? {
        let roles: [(AccessibilityTraits, AccessibleRole)] = [
            (.isHeader, .heading), (.isSearchField, .searchBox), (.isToggle, .toggle), (.isLink, .link),
            (.isButton, .button), (.isImage, .image), (.isStaticText, .label),
        ]
        return roles.first { contains($0.0) }?.1
    }
}

/// How the element a modifier makes treats the elements of its content
/// (`accessibilityElement(children:)`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Behavior: Hashable, Sendable {
        case ignore, contain, combine
    }

    let behavior: Behavior

    /// One element; the content's elements are hidden and its name is only what modifiers give it.
    public static let ignore = AccessibilityChildBehavior(behavior: .ignore)
    /// A group: the content's elements stay, inside it.
    public static let contain = AccessibilityChildBehavior(behavior: .contain)
    /// One element named by the content's elements' names, which are hidden.
    public static let combine = AccessibilityChildBehavior(behavior: .combine)
}

/// The level of a heading (`accessibilityHeading(_:)`).
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}
