/// Which gestures stay enabled when a gesture is added to a view (SwiftUI's `GestureMask`): the added
/// one, those of the views inside, both (`all`, the default) or neither.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Neither the added gesture nor the subviews' gestures.
    public static let none = GestureMask([])
    /// The added gesture, with the subviews' gestures disabled.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures, with the added gesture disabled.
    public static let subviews = GestureMask(rawValue: 2)
    /// The added gesture and the subviews' gestures.
    public static let all: GestureMask = [.gesture, .subviews]
}
