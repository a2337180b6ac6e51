import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// UTC timestamps in the two ISO 8601 forms the stores write: extended (`2024-05-01T09:30:00.250000Z`,
/// as GLib's bookmark files and our JSON use) and basic (`20240501T093000.250000Z`, sortable and safe
/// as a folder name). Formatted by hand so the output never depends on locale or calendar settings.
enum ISO8601Timestamp {
    private struct Parts {
        var year, month, day, hour, minute, second, microsecond: Int
    }

    private static func parts(_ date: Date) -> Parts {
        var micro = (date.timeIntervalSince1970 * 1_000_000).rounded(.down)
        if !micro.isFinite { micro = 0 }
        let total = Int64(max(min(micro, 9e18), -9e18))
        var seconds = total >= 0 ? total / 1_000_000 : (total - 999_999) / 1_000_000
        let microsecond = Int(total - seconds * 1_000_000)
        var t = time_t(seconds)
        var tm = Glibc.tm()
        if gmtime_r(&t, &tm) == nil { seconds = 0; t = 0; _ = gmtime_r(&t, &tm) }
        return Parts(year: Int(tm.tm_year) + 1900, month: Int(tm.tm_mon) + 1, day: Int(tm.tm_mday),
                     hour: Int(tm.tm_hour), minute: Int(tm.tm_min), second: Int(tm.tm_sec), microsecond: microsecond)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// `YYYY-MM-DDTHH:MM:SS[.ffffff]Z`; the fraction only when non-zero (what GLib writes).
    static func extended(_ date: Date) -> String {
        let p = parts(date)
        var text = "\(pad(p.year, 4))-\(pad(p.month, 2))-\(pad(p.day, 2))T\(pad(p.hour, 2)):\(pad(p.minute, 2)):\(pad(p.second, 2))"
        if p.microsecond != 0 { text += "." + pad(p.microsecond, 6) }
        return text + "Z"
    }

    /// `YYYYMMDDTHHMMSS.ffffffZ`: fixed width, so names sort in time order.
    static func basic(_ date: Date) -> String {
        let p = parts(date)
        return "\(pad(p.year, 4))\(pad(p.month, 2))\(pad(p.day, 2))T\(pad(p.hour, 2))\(pad(p.minute, 2))\(pad(p.second, 2)).\(pad(p.microsecond, 6))Z"
    }

    /// Parses the extended form with an optional fraction and a `Z`, `±HH:MM` or `±HHMM` zone.
    /// Nil for anything else; never traps on hostile input.
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.count <= 64 else { return nil }
        var index = 0
        func number(_ width: Int) -> Int? {
            guard index + width <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + width] {
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += width
            return value
        }
        func expect(_ character: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == character else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(UInt8(ascii: "-")), let month = number(2), expect(UInt8(ascii: "-")),
              let day = number(2), expect(UInt8(ascii: "T")) || expect(UInt8(ascii: "t")),
              let hour = number(2), expect(UInt8(ascii: ":")), let minute = number(2), expect(UInt8(ascii: ":")),
              let second = number(2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second <= 60
        else { return nil }
        var fraction = 0.0
        if expect(UInt8(ascii: ".")) || expect(UInt8(ascii: ",")) {
            var scale = 0.1
            var digits = 0
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                fraction += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
                digits += 1
            }
            guard digits > 0 else { return nil }
        }
        var offset = 0
        if expect(UInt8(ascii: "Z")) || expect(UInt8(ascii: "z")) {
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let zoneHours = number(2) else { return nil }
            _ = expect(UInt8(ascii: ":"))
            guard let zoneMinutes = number(2), zoneHours < 24, zoneMinutes < 60 else { return nil }
            offset = sign * (zoneHours * 3600 + zoneMinutes * 60)
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        var tm = Glibc.tm()
        tm.tm_year = Int32(year - 1900)
        tm.tm_mon = Int32(month - 1)
        tm.tm_mday = Int32(day)
        tm.tm_hour = Int32(hour)
        tm.tm_min = Int32(minute)
        tm.tm_sec = Int32(second)
        let seconds = timegm(&tm)
        return Date(timeIntervalSince1970: Double(seconds - offset) + fraction)
    }
}
