import Foundation

/// How a stack lays out its children.
package struct StackLayout: Hashable {
    package var spacing: CGFloat
    package var alignment: Alignment

    package init(spacing: CGFloat, alignment: Alignment) {
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The kinds of stack a backend makes.
package enum StackKind: Hashable {
    case vertical, horizontal, overlay
    /// Side by side and joined into one control (GNOME's linked buttons).
    case linked
    /// One above the other on a raised, rounded surface with padding (libadwaita's `card`).
    case card
}

/// What a stack node needs of `VStack`, `HStack` and `ZStack`.
@MainActor
protocol StackView {
    var layout: StackLayout { get }
    var contentView: any View { get }
}
