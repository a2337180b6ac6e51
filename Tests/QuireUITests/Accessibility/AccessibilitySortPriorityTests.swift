import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `accessibilitySortPriority` headless: the priority each widget carries, and the reading order a
/// container's priorities give (the GTK backend relates its widgets in that order:
/// scripts/gui/accessibility_demo_test.py reads the FLOWS_TO relations over AT-SPI).
@MainActor
@Suite struct AccessibilitySortPriorityTests {
    @Test func aPriorityReachesTheViewsWidgetWithItsOtherProperties() throws {
        let host = HeadlessHost {
            VStack {
                Text("Later")
                Text("Sooner").accessibilitySortPriority(2).accessibilityLabel("Read first")
            }
        }
        let texts = host.widgets(.text)
        #expect(texts.map(\.accessibility.properties.sortPriority) == [nil, 2])
        #expect(texts[1].accessibility.properties.label == "Read first")
    }

    @Test func higherPrioritiesAreReadFirstAndEqualOnesInTheirOrder() {
        #expect(AccessibilityReadingOrder.order(of: [0, 2, 1]) == [1, 2, 0])
        #expect(AccessibilityReadingOrder.order(of: [0, 0, 0]) == [0, 1, 2])
        #expect(AccessibilityReadingOrder.order(of: [-1, 0, 3, 0]) == [2, 1, 3, 0], "unset is 0; negative goes last")
        #expect(AccessibilityReadingOrder.order(of: []) == [])
    }
}
