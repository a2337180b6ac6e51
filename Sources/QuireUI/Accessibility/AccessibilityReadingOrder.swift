/// The order assistive technologies read a container's elements in, from their sort priorities
/// (`accessibilitySortPriority`): higher priorities first; equal priorities (0 for an element
/// without one) in the order the elements appear.
package enum AccessibilityReadingOrder {
    /// The elements' positions in reading order.
    package static func order(of priorities: [Double]) -> [Int] {
        priorities.indices.sorted { priorities[$0] != priorities[$1] ? priorities[$0] > priorities[$1] : $0 < $1 }
    }
}
