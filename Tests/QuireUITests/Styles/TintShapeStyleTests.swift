import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `tint(_:)` with any `ShapeStyle`: one accent colour, resolved from a colour, a gradient (its
/// middle), a hierarchical style (the text colour at that level) or the background.
@MainActor
@Suite struct TintShapeStyleTests {
    @MainActor func tint(_ view: some View) throws -> Color? {
        try HeadlessHost { view }.widget(.button).style.controls.tint
    }

    @Test func aGradientTintsWithItsMiddleColour() throws {
        let gradient = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                      startPoint: .leading, endPoint: .trailing)
        #expect(try tint(Button("Go") {}.tint(gradient)) == Color(red: 0.5, green: 0, blue: 0.5))
        let three = Gradient(stops: [.init(color: .red, location: 0), .init(color: .green, location: 0.5),
                                     .init(color: .blue, location: 1)])
        #expect(try tint(Button("Go") {}.tint(RadialGradient(gradient: three, center: .center, startRadius: 0,
                                                              endRadius: 10))) == .green)
    }

    @Test func hierarchicalStylesAndTheBackgroundAreLibadwaitasColours() throws {
        #expect(try tint(Button("Go") {}.tint(HierarchicalShapeStyle.secondary))?.css == "alpha(@window_fg_color, 0.55)")
        #expect(try tint(Button("Go") {}.tint(BackgroundStyle()))?.css == "@window_bg_color")
    }

    @Test func aColourAndNilStayAsTheyWere() throws {
        #expect(try tint(Button("Go") {}.tint(Color.green)) == .green)
        #expect(try tint(Button("Go") {}.tint(Optional<LinearGradient>.none)) == nil)
    }
}
