import Foundation

extension Text {
    /// Where a text too long for its lines is cut, an ellipsis in its place.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}

/// Whether a person can select a text's characters (`textSelection(_:)`).
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

/// Text can be selected and copied.
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct ReservedLineCountKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

private struct TextSelectableKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

extension EnvironmentValues {
    /// The most lines a text shows; nil: as many as it needs.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Where text too long for its lines is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How far text may shrink to fit (accepted: a GtkLabel does not scale its text).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// The lines of height text takes even when it is shorter.
    var reservedLineCount: Int? {
        get { self[ReservedLineCountKey.self] }
        set { self[ReservedLineCountKey.self] = newValue }
    }

    var isTextSelectable: Bool {
        get { self[TextSelectableKey.self] }
        set { self[TextSelectableKey.self] = newValue }
    }
}

extension View {
    /// Text in this view shows at most `number` lines, the last cut as `truncationMode` says; nil
    /// lifts the limit.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentModifier { environment in
            environment.lineLimit = number.map { max($0, 1) }
            environment.reservedLineCount = nil
        })
    }

    /// Text in this view shows at most `limit` lines and, with `reservesSpace`, is as tall as
    /// `limit` lines even when shorter.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(_EnvironmentModifier { environment in
            environment.lineLimit = max(limit, 1)
            environment.reservedLineCount = reservesSpace ? max(limit, 1) : nil
        })
    }

    /// Text in this view takes between the range's bounds in lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(lines: limit.lowerBound, limit.upperBound)
    }

    /// Text in this view takes at least `limit.lowerBound` lines.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(lines: limit.lowerBound, nil)
    }

    /// Text in this view takes at most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(lines: nil, limit.upperBound)
    }

    private func lineLimit(lines minimum: Int?, _ maximum: Int?) -> some View {
        modifier(_EnvironmentModifier { environment in
            environment.lineLimit = maximum.map { max($0, 1) }
            environment.reservedLineCount = minimum.map { max($0, 1) }
        })
    }

    /// Where text in this view too long for its lines is cut, an ellipsis in its place.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Whether a person can select and copy text in this view (GtkLabel's `selectable`).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        modifier(_EnvironmentModifier { $0.isTextSelectable = S.allowsSelection })
    }

    /// Accepted: text in this view keeps its size. A GtkLabel cannot shrink its text to fit;
    /// it wraps or truncates instead.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }
}
