import Foundation
internal import CGLib

/// UTC timestamps in the two ISO 8601 forms the stores write: extended (`2024-05-01T09:30:00.250000Z`,
/// as GLib's bookmark files and our JSON use) and basic (`20240501T093000.250000Z`, sortable and safe
/// as a folder name). Formatted and parsed by GLib's `GDateTime`, so the output never depends on locale
/// or calendar settings and reads exactly as GLib reads a bookmark file's dates.
enum ISO8601Timestamp {
    /// `YYYY-MM-DDTHH:MM:SS[.ffffff]Z`; the fraction only when non-zero (what GLib writes).
    static func extended(_ date: Date) -> String {
        format(date) { g_date_time_format_iso8601($0) }
    }

    /// `YYYYMMDDTHHMMSS.ffffffZ`: fixed width, so names sort in time order.
    static func basic(_ date: Date) -> String {
        format(date) { g_date_time_format($0, "%Y%m%dT%H%M%S.%fZ") }
    }

    /// Parses the extended form with an optional fraction and a `Z`, `±HH:MM` or `±HHMM` zone (a
    /// missing zone is refused: GLib would take local time). Nil for anything else; never traps on
    /// hostile input.
    static func parse(_ text: String) -> Date? {
        // GLib's string ends at a NUL; the zone is a `Z` or a signed offset after the time.
        let time = text.drop(while: { $0 != "T" && $0 != "t" })
        guard !text.utf8.contains(0), time.last == "Z" || time.last == "z" || time.contains(where: { $0 == "+" || $0 == "-" }),
              let dateTime = g_date_time_new_from_iso8601(text, nil) else { return nil }
        defer { g_date_time_unref(dateTime) }
        return date(dateTime)
    }

    /// A `GDateTime` in UTC for `date`, to the microsecond; nil for a date GLib can't hold (outside
    /// the years 1–9999). The caller unrefs it.
    static func dateTime(_ date: Date) -> OpaquePointer? {
        var microseconds = (date.timeIntervalSince1970 * 1_000_000).rounded(.down)
        if !microseconds.isFinite { microseconds = 0 }
        let total = Int(max(min(microseconds, 9e18), -9e18))
        let seconds = total >= 0 ? total / 1_000_000 : (total - 999_999) / 1_000_000
        guard let whole = g_date_time_new_from_unix_utc(seconds) else { return nil }
        defer { g_date_time_unref(whole) }
        return g_date_time_add(whole, total - seconds * 1_000_000)
    }

    /// The instant a `GDateTime` names.
    static func date(_ dateTime: OpaquePointer) -> Date {
        Date(timeIntervalSince1970: Double(g_date_time_to_unix(dateTime)) + Double(g_date_time_get_microsecond(dateTime)) / 1e6)
    }

    private static func format(_ date: Date, _ body: (OpaquePointer) -> UnsafeMutablePointer<gchar>?) -> String {
        // A date GLib can't hold is written as the Unix epoch; GLib formats every date it holds.
        guard let dateTime = dateTime(date) ?? g_date_time_new_from_unix_utc(0), let text = body(dateTime) else {
            preconditionFailure("GLib could not format a date")
        }
        defer { g_date_time_unref(dateTime) }
        defer { g_free(text) }
        return String(cString: text)
    }
}
