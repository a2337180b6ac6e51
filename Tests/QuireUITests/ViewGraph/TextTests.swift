import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Text`: a literal is a `LocalizedStringKey` whose interpolations write values as SwiftUI's do; a
/// string value is shown as it is.
@MainActor
@Suite struct TextTests {
    @Test func interpolationsWithSpecifiersFormatsAndTexts() throws {
        let speed = 2.25
        let count = 3
        let day = Date(timeIntervalSince1970: 14_256_000) // mid-June 1970 in every time zone
        let unit = Text("km/h")
        let host = HeadlessHost {
            VStack {
                Text("\(speed, specifier: "%.1f") \(unit)")
                Text("\(count, specifier: "%03d") items")
                Text("Year \(day, format: .dateTime.year().locale(Locale(identifier: "en_US")))")
                Text("Plain \(count)")
            }
        }
        #expect(host.texts == ["2.2 km/h", "003 items", "Year 1970", "Plain 3"])
    }

    @Test func aStringValueIsShownAsItIs() throws {
        let title: String = "50% off \\(not interpolated)"
        let host = HeadlessHost { Text(title) }
        #expect(host.texts == [title])
    }
}
