extension View {
    /// Draws the view at `opacity` (0 transparent … 1 opaque, clamped), as one layer: on GNOME the
    /// opacity of a widget holding it.
    public func opacity(_ opacity: Double) -> some View {
        modifier(_DecorationModifier(decoration: Decoration(opacity: min(max(opacity, 0), 1))))
    }

    /// Hides the view but keeps its place in the layout: the widget holding it is transparent, takes no
    /// clicks or keyboard focus, and is hidden from assistive technologies.
    public func hidden() -> some View {
        modifier(_DecorationModifier(decoration: Decoration(isHidden: true)))
    }

    /// Marks the view's content as redacted for `reason`, which views read from
    /// `\.redactionReasons`. Accepted: GNOME has no placeholder rendering, so the content is drawn
    /// as it is.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Clears the redaction reasons set around this view.
    public func unredacted() -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons = [] })
    }
}

/// Why a view's content is redacted (SwiftUI's `RedactionReasons`).
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The content stands in for data still loading.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private (a locked screen).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date (a widget awaiting its timeline).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
    /// Why views here are redacted (`.redacted(reason:)`).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}
