/// The focus interactions a focusable view supports (`focusable(_:interactions:)`).
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A primary action the keyboard activates: Tab focuses the view, a click does not.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// Input from the keyboard: a click focuses the view too.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// What interactive content supports on GNOME: both.
    public static var automatic: FocusInteractions { [.activate, .edit] }
}

/// When a `defaultFocus` preference counts (`defaultFocus(_:_:priority:)`).
public struct DefaultFocusEvaluationPriority: Sendable {
    private enum Kind { case automatic, userInitiated }
    private let kind: Kind

    /// When the focus is set up or moved by the app.
    public static let automatic = DefaultFocusEvaluationPriority(kind: .automatic)
    /// Also when the person moves the focus into the view.
    public static let userInitiated = DefaultFocusEvaluationPriority(kind: .userInitiated)
}
