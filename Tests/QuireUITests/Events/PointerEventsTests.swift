import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `onHover`, `onContinuousHover` and `onLongPressGesture` headless: what the actions hear as the
/// pointer enters, moves and leaves, and as a press lasts long enough or not.
@MainActor
@Suite struct PointerEventsTests {
    final class Log {
        var entries: [String] = []
    }

    @Test func hoverReportsEnteringAndLeavingAndContinuousHoverEveryMove() throws {
        let log = Log()
        let host = HeadlessHost {
            VStack {
                Text("Plain").onHover { log.entries.append("hover \($0)") }
                Text("Moves").onContinuousHover { phase in
                    switch phase {
                    case .active(let point): log.entries.append("at \(Int(point.x)),\(Int(point.y))")
                    case .ended: log.entries.append("ended")
                    }
                }
            }
        }
        let texts = host.widgets(.text)
        let pointer = host.backend.pointer
        pointer.move(over: texts[0], to: CGPoint(x: 1, y: 1))
        pointer.move(over: texts[0], to: CGPoint(x: 5, y: 2))
        pointer.leave(texts[0])
        pointer.move(over: texts[1], to: CGPoint(x: 3, y: 4))
        pointer.move(over: texts[1], to: CGPoint(x: 6, y: 8))
        pointer.leave(texts[1])
        #expect(log.entries == ["hover true", "hover false", "at 3,4", "at 6,8", "ended"])
    }

    @Test func aLongPressRunsOnlyWhenItLastsAndReportsPressing() throws {
        let log = Log()
        let host = HeadlessHost {
            Text("Hold")
                .onLongPressGesture(minimumDuration: 1) { log.entries.append("performed") }
                onPressingChanged: { log.entries.append("pressing \($0)") }
        }
        let text = try host.widget(.text)
        host.backend.pointer.press(text, for: 0.5)
        #expect(log.entries == ["pressing true", "pressing false"])
        host.backend.pointer.press(text, for: 1.5)
        #expect(log.entries.suffix(3) == ["pressing true", "performed", "pressing false"])
    }

    @Test func aViewThatLeavesStopsListening() throws {
        let log = Log()
        struct Toggled: View {
            let log: Log
            @State var shows = true
            var body: some View {
                VStack {
                    if shows { Text("Hover").onHover { log.entries.append("hover \($0)") } }
                    Button("Hide") { shows = false }
                }
            }
        }
        let host = HeadlessHost { Toggled(log: log) }
        let text = try host.widget(.text)
        try host.widget(.button, titled: "Hide").click()
        host.flush()
        host.backend.pointer.move(over: text, to: .zero)
        #expect(log.entries.isEmpty)
    }
}
