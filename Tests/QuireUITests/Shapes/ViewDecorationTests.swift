import Foundation
import QuireGraphics
import Testing
@testable import QuireUI
import QuireUIHeadless

/// View decorations on the headless backend: `overlay`, `background` and `mask` layer their views
/// in one layered widget sized by the content; `clipShape`, `cornerRadius` and `shadow` hand it their
/// outline and shadow; `border` and the shape-style forms are shapes laid over or under the content.
@MainActor
@Suite struct ViewDecorationTests {
    @Test func anOverlayLaysItsViewsOverTheContentAtItsAlignment() throws {
        let host = HeadlessHost {
            Text("Content").overlay(alignment: .topTrailing) {
                Text("Badge")
                Text("Second")
            }
        }
        let layered = try host.widget(.layered)
        #expect(layered.layers.placement == .overlay)
        #expect(layered.layers.alignment == .topTrailing)
        #expect(layered.layers.content.map(\.text) == ["Content"])
        #expect(layered.layers.layer.map(\.text) == ["Badge", "Second"])
        #expect(layered.children.map(\.text) == ["Content", "Badge", "Second"], "drawn content first")
    }

    @Test func aBackgroundViewIsDrawnFirst() throws {
        let host = HeadlessHost {
            Text("Content").background(alignment: .leading) { Text("Behind") }
        }
        let layered = try host.widget(.layered)
        #expect(layered.layers.placement == .background)
        #expect(layered.layers.alignment == .leading)
        #expect(layered.children.map(\.text) == ["Behind", "Content"])
    }

    @Test func theOlderViewFormsTakeViewsWhileColoursStayStyles() throws {
        let host = HeadlessHost {
            VStack {
                Text("A").overlay(Text("Over"), alignment: .bottom)
                Text("B").background(Capsule().fill(Color.red))
                Text("C").background(Color.yellow)
                Text("D").overlay(Color.green)
            }
        }
        let layered = host.widgets(.layered)
        #expect(layered.count == 3, "A, B and D: C's colour is a decoration's background")
        #expect(layered[0].layers.alignment == .bottom)
        #expect(layered[1].layers.placement == .background)
        #expect(layered[1].layers.layer.map(\.kind) == [.canvas])
        #expect(layered[2].layers.layer.map(\.kind) == [.canvas], "a style over a view fills a rectangle")
        #expect(try host.widget(.decorator).decoration?.background == .yellow)
    }

    @Test func aMaskTakesItsViewsOpacity() throws {
        let host = HeadlessHost {
            Color.red.mask(alignment: .top) { Circle() }
        }
        let layered = try host.widget(.layered)
        #expect(layered.layers.placement == .mask)
        #expect(layered.layers.alignment == .top)
        #expect(layered.layers.content.map(\.kind) == [.color])
        #expect(layered.layers.layer.map(\.kind) == [.canvas])
    }

    @Test func clipShapesBecomeRoundedOutlinesAtTheViewsSize() throws {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        func outline<V: View>(_ view: V) throws -> RoundedOutline? {
            let host = HeadlessHost { view }
            let clip = try #require(try host.widget(.layered).layers.clip)
            return clip.roundedRect(in: bounds)
        }
        #expect(try outline(Text("A").clipShape(Capsule())) == RoundedOutline(rect: bounds, corner: CGSize(width: 20, height: 20)))
        #expect(try outline(Text("A").clipShape(Circle()))
            == RoundedOutline(rect: CGRect(x: 30, y: 0, width: 40, height: 40), corner: CGSize(width: 20, height: 20)))
        #expect(try outline(Text("A").clipShape(Ellipse())) == RoundedOutline(rect: bounds, corner: CGSize(width: 50, height: 20)))
        #expect(try outline(Text("A").cornerRadius(8)) == RoundedOutline(rect: bounds, corner: CGSize(width: 8, height: 8)))
        #expect(try outline(Text("A").clipShape(RoundedRectangle(cornerRadius: 60)))
            == RoundedOutline(rect: bounds, corner: CGSize(width: 50, height: 20)), "corners at most half a side")
        #expect(try outline(Text("A").clipShape(Rectangle())) == RoundedOutline(rect: bounds, corner: .zero))
    }

    @Test func aClipToAnyOtherShapeKeepsItsPathAndFillRule() throws {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                }
            }
        }
        let host = HeadlessHost { Text("A").clipShape(Triangle(), style: FillStyle(eoFill: true)) }
        let clip = try #require(try host.widget(.layered).layers.clip)
        #expect(clip.roundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == nil, "drawn as a path")
        #expect(clip.style.isEOFilled)
        #expect(clip.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 8)))
        #expect(!clip.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 1, y: 1)))
    }

    @Test func aShadowKeepsItsColourRadiusAndOffset() throws {
        let host = HeadlessHost {
            VStack {
                Text("A").shadow(radius: 4)
                Text("B").shadow(color: .red, radius: 2, x: 3, y: -1)
            }
        }
        let shadows = host.widgets(.layered).compactMap(\.layers.shadow)
        #expect(shadows == [
            ViewShadow(color: ColorComponents(red: 0, green: 0, blue: 0, opacity: 0.33), radius: 4, offset: .zero),
            ViewShadow(color: Color.red.rgba, radius: 2, offset: CGSize(width: 3, height: -1)),
        ])
    }

    @Test func aBorderIsARectanglesOutlineInsideTheBounds() throws {
        let bitmap = try ShapeBitmaps.paint(CGSize(width: 40, height: 30), Color.white.border(Color.red, width: 4))
        let edge = CanvasTests.pixel(bitmap, x: 1, y: 15)
        #expect(edge[3] == 255 && edge[0] > 200 && edge[1] < 60, "red inside the left edge: \(edge)")
        #expect(CanvasTests.pixel(bitmap, x: 38, y: 28)[3] == 255, "bottom-right corner covered")
        #expect(CanvasTests.pixel(bitmap, x: 20, y: 15)[3] == 0, "nothing in the middle")
    }

    @Test func changingTheOverlayKeepsTheLayeredWidget() throws {
        struct Badge: View {
            @State var count = 1
            var body: some View {
                Button("Add") { count += 1 }
                    .overlay(alignment: .topTrailing) { Text("\(count)") }
            }
        }
        let host = HeadlessHost { Badge() }
        let layered = try host.widget(.layered)
        try host.widget(.button).click()
        host.flush()
        #expect(try host.widget(.layered) === layered)
        #expect(layered.layers.layer.map(\.text) == ["2"])
    }
}
