import Foundation

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

        /// The date as this style writes it at the moment `now`, in the current locale for dates
        /// and times (relative units are English: Foundation on Linux has no unit names).
        func text(for date: Date, now: Date) -> String {
            let seconds = Int(date.timeIntervalSince(now).rounded(.towardZero))
            switch kind {
            case .date: return date.formatted(date: .long, time: .omitted)
            case .time: return date.formatted(date: .omitted, time: .shortened)
            case .relative: return Self.units(abs(seconds))
            case .offset: return (seconds < 0 ? "-" : "+") + Self.units(abs(seconds))
            case .timer: return Self.timer(abs(seconds))
            }
        }

        /// "2 hours, 23 minutes": the two largest non-zero units.
        private static func units(_ seconds: Int) -> String {
            let units: [(Int, String)] = [(86_400 * 365, "year"), (86_400 * 30, "month"), (86_400 * 7, "week"),
                                          (86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")]
            var rest = seconds
            var parts: [String] = []
            for (length, name) in units where parts.count < 2 {
                let count = rest / length
                guard count > 0 else { continue }
                rest -= count * length
                parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
            }
            return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
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

    /// `input` as `format` writes it (`Text(price, format: .currency(code: "EUR"))`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

}
