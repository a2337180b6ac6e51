import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `onContinuousHover(coordinateSpace:perform:)` headless: the pointer's location in the view's own
/// coordinates, the window's, and a named space around it, from the widgets' frames as
/// `GeometryProxy.frame(in:)` reads them.
@MainActor
@Suite struct HoverCoordinateSpaceTests {
    final class Log {
        var entries: [String] = []
        func phase(_ label: String) -> (HoverPhase) -> Void {
            { phase in
                switch phase {
                case .active(let point): self.entries.append("\(label) \(Int(point.x)),\(Int(point.y))")
                case .ended: self.entries.append("\(label) ended")
                }
            }
        }
    }

    @Test func locationsAreInTheSpaceAskedFor() throws {
        let log = Log()
        let host = HeadlessHost {
            VStack {
                Text("Local").onContinuousHover(perform: log.phase("local"))
                Text("Global").onContinuousHover(coordinateSpace: .global, perform: log.phase("global"))
                Text("Named").onContinuousHover(coordinateSpace: .named("panel"), perform: log.phase("named"))
                Text("Old").onContinuousHover(coordinateSpace: CoordinateSpace.named("panel"), perform: log.phase("old"))
                Text("Nameless").onContinuousHover(coordinateSpace: .named("elsewhere"), perform: log.phase("nameless"))
            }
            .coordinateSpace(.named("panel"))
        }
        let stack = try #require(host.all.first { if case .stack = $0.kind { true } else { false } })
        stack.layOut(at: CGRect(x: 100, y: 50, width: 200, height: 300))
        let texts = host.widgets(.text)
        for (index, text) in texts.enumerated() {
            text.layOut(at: CGRect(x: 110, y: 70 + 20 * Double(index), width: 100, height: 20))
        }
        let pointer = host.backend.pointer
        for text in texts {
            pointer.move(over: text, to: CGPoint(x: 3, y: 4))
            pointer.leave(text)
        }
        #expect(log.entries == ["local 3,4", "local ended", "global 113,94", "global ended", "named 13,64", "named ended",
                                "old 13,84", "old ended", "nameless 113,154", "nameless ended"])
    }
}
