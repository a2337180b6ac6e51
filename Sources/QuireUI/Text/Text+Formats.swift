import Foundation
import QuireCore

extension Text {
    /// How `Text(_:style:)` writes a date (SwiftUI's `Text.DateStyle`). `.relative`, `.offset` and
    /// `.timer` read differently as time passes: a shown text is written again every second.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// The date alone, long ("June 3, 2019").
        public static let date = DateStyle(kind: .date)
        /// The time alone, short ("11:23 PM").
        public static let time = DateStyle(kind: .time)
        /// The time from now to the date or since it, in the two largest units ("2 hours, 23 minutes").
        public static let relative = DateStyle(kind: .relative)
        /// As `.relative`, signed: "+2 hours" before the date, "-3 minutes" after it.
        public static let offset = DateStyle(kind: .offset)
        /// The time from or since the date as a timer counts ("2:59", "36:59:01").
        public static let timer = DateStyle(kind: .timer)

        var changesWithTime: Bool { kind != .date && kind != .time }

        /// The date as this style writes it at the moment `now`, in `locale` (the person's, from
        /// `LANG`: `FormattingLocale`), whose words ICU's data gives ("2 Stunden und 23 Minuten").
        func text(for date: Date, now: Date, locale: Locale = FormattingLocale.current) -> String {
            let seconds = Int(date.timeIntervalSince(now).rounded(.towardZero))
            switch kind {
            case .date: return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale))
            case .time: return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale))
            case .relative: return Self.units(abs(seconds), locale: locale)
            case .offset: return (seconds < 0 ? "-" : "+") + Self.units(abs(seconds), locale: locale)
            case .timer: return Self.timer(abs(seconds))
            }
        }

        /// "2 hours, 23 minutes": the two largest non-zero units, weeks the largest (a duration has no
        /// months: they differ in length).
        private static func units(_ seconds: Int, locale: Locale) -> String {
            Duration.seconds(seconds).formatted(.units(allowed: [.weeks, .days, .hours, .minutes, .seconds], width: .wide,
                                                       maximumUnitCount: 2, fractionalPart: .hide(rounded: .towardZero))
                .locale(locale))
        }

        /// "2:59" under an hour, "36:59:01" from one.
        private static func timer(_ seconds: Int) -> String {
            let hours = seconds / 3_600, minutes = seconds / 60 % 60, rest = seconds % 60
            return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest)
                : String(format: "%d:%02d", minutes, rest)
        }
    }

    /// `date` written in `style`.
    public init(_ date: Date, style: DateStyle) {
        self.init(runs: [TextRun(.date(date, style))])
    }

    /// `input` as `format` writes it (`Text(price, format: .currency(code: "EUR"))`), in the
    /// environment's `locale` where the text is shown (the person's, from `LANG`, unless a view sets
    /// another).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(runs: [TextRun(.formatted(FormattedValue(input, format: format)))])
    }

}
