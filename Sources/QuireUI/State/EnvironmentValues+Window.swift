import Observation
import Foundation
import QuireCore

/// Light or dark appearance (SwiftUI's `ColorScheme`): on GNOME, libadwaita's style.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

/// Whether a scene is in front of the person (SwiftUI's `ScenePhase`): on GNOME a window is
/// `.active` while it has the keyboard focus, `.inactive` while another window has it, and
/// `.background` while it is hidden.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

/// How much room a dimension has (SwiftUI's `UserInterfaceSizeClass`): `.regular` on the desktop,
/// `.compact` when a window is narrower than `horizontalCompactWidth` (or lower than
/// `verticalCompactHeight`), as a GNOME app adapts to a phone-sized window.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular

    /// Below this width (in logical pixels) a window is horizontally compact: where libadwaita's
    /// adaptive apps fold their sidebars.
    package static let horizontalCompactWidth = 600
    /// Below this height a window is vertically compact (a phone held sideways).
    package static let verticalCompactHeight = 400
}

/// Set with `.environment(\.colorScheme, …)` and the like: wins over the window's.
private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme? { nil }
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase? { nil }
}

/// A size class a view set (possibly to nil), told apart from none set.
private struct SizeClassOverride {
    let sizeClass: UserInterfaceSizeClass?
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: SizeClassOverride? { nil }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: SizeClassOverride? { nil }
}

private struct WindowStateKey: EnvironmentKey {
    static var defaultValue: WindowState? { nil }
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { FormattingLocale.current }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .autoupdatingCurrent }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .autoupdatingCurrent }
}

extension EnvironmentValues {
    /// The window's appearance: dark while libadwaita's style is (the system's preference, or the
    /// app's `preferredColorScheme`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] ?? windowState?.traits.colorScheme ?? .light }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether the window is in front of the person.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] ?? windowState?.traits.scenePhase ?? .active }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// `.compact` while the window is narrower than `UserInterfaceSizeClass.horizontalCompactWidth`.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self].map(\.sizeClass) ?? windowState?.traits.horizontalSizeClass ?? .regular }
        set { self[HorizontalSizeClassKey.self] = SizeClassOverride(sizeClass: newValue) }
    }

    /// `.compact` while the window is lower than `UserInterfaceSizeClass.verticalCompactHeight`.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self].map(\.sizeClass) ?? windowState?.traits.verticalSizeClass ?? .regular }
        set { self[VerticalSizeClassKey.self] = SizeClassOverride(sizeClass: newValue) }
    }

    /// What the window the views are in tells them (set by the window host).
    package var windowState: WindowState? {
        get { self[WindowStateKey.self] }
        set { self[WindowStateKey.self] = newValue }
    }

    /// The locale views format with: the person's, unless a view sets another.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar views compute dates with: the person's, unless a view sets another.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone views show times in: the system's, unless a view sets another.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

/// What a window tells its views about itself: its style, whether it is in front, and its size.
package struct WindowTraits: Equatable, Sendable {
    package var colorScheme: ColorScheme
    package var scenePhase: ScenePhase
    package var width: Int
    package var height: Int

    package init(colorScheme: ColorScheme, scenePhase: ScenePhase, width: Int, height: Int) {
        self.colorScheme = colorScheme
        self.scenePhase = scenePhase
        self.width = width
        self.height = height
    }
}

extension WindowTraits {
    package var horizontalSizeClass: UserInterfaceSizeClass {
        // A size of 0 or less is not known yet (a window not yet laid out): regular, as on a desktop.
        (1..<UserInterfaceSizeClass.horizontalCompactWidth).contains(width) ? .compact : .regular
    }

    var verticalSizeClass: UserInterfaceSizeClass {
        (1..<UserInterfaceSizeClass.verticalCompactHeight).contains(height) ? .compact : .regular
    }
}

/// A window's traits as its views read them: Observation-tracked, so a change re-renders only the
/// views that read `colorScheme`, `scenePhase` or a size class, not the whole window.
@Observable
package final class WindowState {
    package private(set) var traits: WindowTraits

    package init(traits: WindowTraits) {
        self.traits = traits
    }

    /// Takes the window's new traits when they change what views see: a resize within a size class
    /// re-renders nothing.
    package func update(_ newTraits: WindowTraits) {
        guard newTraits.colorScheme != traits.colorScheme || newTraits.scenePhase != traits.scenePhase
            || newTraits.horizontalSizeClass != traits.horizontalSizeClass
            || newTraits.verticalSizeClass != traits.verticalSizeClass else { return }
        traits = newTraits
    }
}
