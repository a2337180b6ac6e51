import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `GeometryReader`, `coordinateSpace` and `onGeometryChange` on the headless backend, which stands in
/// for GTK's allocation with `layOut(at:)`.
@MainActor
@Suite struct GeometryReaderTests {
    @Test func theContentIsRenderedAgainWithEachNewSize() async throws {
        let host = HeadlessHost {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            }
        }
        let reader = try host.widget(.geometryReader)
        #expect(reader.fillsSpace)
        #expect(host.texts == ["0×0"])
        reader.layOut(at: CGRect(x: 0, y: 0, width: 640, height: 480))
        await host.settle { host.texts == ["640×480"] }
        #expect(host.texts == ["640×480"])
        reader.layOut(at: CGRect(x: 0, y: 0, width: 320, height: 200))
        await host.settle { host.texts == ["320×200"] }
        #expect(host.texts == ["320×200"])
    }

    @Test func framesInTheLocalGlobalAndNamedSpaces() async throws {
        let host = HeadlessHost {
            VStack {
                GeometryReader { proxy in
                    let local = proxy.frame(in: .local)
                    let global = proxy.frame(in: .global)
                    let named = proxy.frame(in: .named("card"))
                    let older = proxy.frame(in: CoordinateSpace.named("card"))
                    let bounds = proxy.bounds(of: .named("card"))
                    Text("local \(local.minX),\(local.minY) global \(global.minX),\(global.minY)")
                    Text("named \(named.minX),\(named.minY) \(older == named) bounds \(bounds?.minX ?? -1)")
                    Text("unknown \(proxy.bounds(of: .named("none")) == nil)")
                }
            }
            .coordinateSpace(.named("card"))
        }
        let stack = try #require(host.roots.first)
        stack.frameInWindow = CGRect(x: 100, y: 50, width: 500, height: 400)
        let reader = try host.widget(.geometryReader)
        reader.layOut(at: CGRect(x: 110, y: 70, width: 300, height: 200))
        await host.settle { host.texts.first?.hasPrefix("local 0.000000,0.000000 global 110") == true }
        // A CGFloat interpolated into a key is written by its `%lf` placeholder, as in SwiftUI.
        #expect(host.texts == ["local 0.000000,0.000000 global 110.000000,70.000000",
                               "named 10.000000,20.000000 true bounds -10.000000", "unknown true"])
    }

    @Test func onGeometryChangeReportsTheFirstValueAndEachChangeWithoutChangingLayout() async throws {
        let recorder = GeometryRecorder()
        let host = HeadlessHost {
            Text("Measured")
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in
                    recorder.changes.append("\(Int(old))→\(Int(new))")
                }
        }
        let wrapper = try host.widget(.geometryReader)
        #expect(!wrapper.fillsSpace, "onGeometryChange's wrapper is as large as its content")
        #expect(recorder.changes.isEmpty)
        wrapper.layOut(at: CGRect(x: 0, y: 0, width: 80, height: 20))
        await host.settle { recorder.changes.count == 1 }
        wrapper.layOut(at: CGRect(x: 0, y: 0, width: 80, height: 30))
        wrapper.layOut(at: CGRect(x: 0, y: 0, width: 120, height: 30))
        await host.settle { recorder.changes.count == 2 }
        #expect(recorder.changes == ["80→80", "80→120"], "a new height alone changes no width")
    }
}

@MainActor
private final class GeometryRecorder {
    var changes: [String] = []
}
