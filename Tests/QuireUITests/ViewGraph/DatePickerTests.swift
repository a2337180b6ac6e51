import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `DatePicker`: the widget shows the bound date in the current calendar, a chosen day or time is
/// written keeping the rest, the bounds keep a choice inside them, and the components choose the
/// popover's parts.
@MainActor
@Suite struct DatePickerTests {
    @Observable final class Trip {
        var departure: Date
        init(_ date: Date) { departure = date }
    }

    private static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 30,
                             second: Int = 15) -> Date {
        Calendar.current.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute,
                                                   second: second))!
    }

    @Test func aChosenDayOrTimeIsWrittenKeepingTheRest() throws {
        let trip = Trip(Self.date(2026, 5, 14))
        let host = HeadlessHost {
            DatePicker("Departure", selection: Binding(get: { trip.departure }, set: { trip.departure = $0 }))
        }
        let picker = try host.widget(.datePicker)
        #expect(picker.accessibilityLabel == "Departure")
        #expect(picker.showsDate && picker.showsTime)
        #expect(picker.dateFields == DateFields(year: 2026, month: 5, day: 14, hour: 9, minute: 30))
        #expect(picker.title == Self.date(2026, 5, 14).formatted(date: .abbreviated, time: .shortened))

        picker.chooseDay(year: 2026, month: 6, day: 2)
        #expect(trip.departure == Self.date(2026, 6, 2), "the time and the seconds stay")
        picker.chooseTime(hour: 18, minute: 5)
        #expect(trip.departure == Self.date(2026, 6, 2, 18, 5))
        host.flush()
        #expect(picker.dateFields == DateFields(year: 2026, month: 6, day: 2, hour: 18, minute: 5))
    }

    @Test func theBoundsKeepAChoiceInside() throws {
        let trip = Trip(Self.date(2026, 5, 14))
        let earliest = Self.date(2026, 5, 10, 0, 0, second: 0)
        let host = HeadlessHost {
            DatePicker("Departure", selection: Binding(get: { trip.departure }, set: { trip.departure = $0 }),
                       in: earliest..., displayedComponents: .date)
        }
        let picker = try host.widget(.datePicker)
        #expect(picker.showsDate && !picker.showsTime)
        #expect(picker.title == Self.date(2026, 5, 14).formatted(date: .abbreviated, time: .omitted))
        picker.chooseDay(year: 2026, month: 5, day: 1)
        #expect(trip.departure == earliest)
        #expect(picker.dateFields?.day == 10, "the widget shows the bound it was kept at")
        picker.chooseTime(hour: 3, minute: 0)
        #expect(trip.departure == earliest, "a picker without time fields takes no time")
    }

    @Test func aTimeOnlyPickerShowsTheTime() throws {
        let trip = Trip(Self.date(2026, 5, 14))
        let host = HeadlessHost {
            DatePicker(selection: Binding(get: { trip.departure }, set: { trip.departure = $0 }),
                       displayedComponents: .hourAndMinute) {
                Label("Alarm", systemImage: "alarm")
            }
            .datePickerStyle(.compact)
        }
        let picker = try host.widget(.datePicker)
        #expect(!picker.showsDate && picker.showsTime)
        #expect(picker.accessibilityLabel == "Alarm")
        #expect(picker.title == Self.date(2026, 5, 14).formatted(date: .omitted, time: .shortened))
    }

    @Test func theEnvironmentsLocaleCalendarAndTimeZoneShowAndWriteTheDate() throws {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let german = Locale(identifier: "de_DE")
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let moment = utc.date(from: DateComponents(year: 2026, month: 5, day: 14, hour: 23, minute: 30))!
        let trip = Trip(moment)
        let host = HeadlessHost {
            DatePicker("Abfahrt", selection: Binding(get: { trip.departure }, set: { trip.departure = $0 }))
                .environment(\.locale, german)
                .environment(\.timeZone, tokyo)
        }
        let picker = try host.widget(.datePicker)
        #expect(picker.dateFields == DateFields(year: 2026, month: 5, day: 15, hour: 8, minute: 30),
                "23:30 UTC is 8:30 the next morning in Tokyo")
        var tokyoCalendar = Calendar(identifier: .gregorian)
        tokyoCalendar.timeZone = tokyo
        let germanInTokyo = moment.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: german,
                                                              calendar: tokyoCalendar, timeZone: tokyo))
        #expect(picker.title == germanInTokyo)
        #expect(picker.title.contains("Mai") && picker.title.contains("8:30") && !picker.title.contains("AM"),
                "German month and 24-hour time: \(picker.title)")
        #expect(picker.title != moment.formatted(date: .abbreviated, time: .shortened))

        picker.chooseTime(hour: 9, minute: 0)
        #expect(trip.departure == utc.date(from: DateComponents(year: 2026, month: 5, day: 15, hour: 0, minute: 0)),
                "9:00 in Tokyo is midnight UTC")
    }
}
