import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Image.renderingMode(_:)` headless: what the picture widget is told to draw as a template — the
/// image set's `template-rendering-intent` unless the view says otherwise. (GTK draws a template in
/// the foreground colour: scripts/gui/assets_demo_test.py reads its pixels on screen.)
@MainActor
@Suite struct ImageRenderingModeTests {
    @Test func aTemplateImageSetIsATemplateUnlessDrawnInItsOwnColours() throws {
        let bundle = try AssetCatalogViewTests.fixtures()
        let host = HeadlessHost {
            VStack {
                Image("Star", bundle: bundle)
                Image("Star", bundle: bundle).renderingMode(.original)
                Image("Logo", bundle: bundle)
                Image("Logo", bundle: bundle).renderingMode(.template)
                Image("Logo", bundle: bundle).renderingMode(.template).renderingMode(nil)
            }
        }
        let pictures = host.widgets(.picture)
        #expect(pictures.map { $0.picture?.isTemplate } == [true, false, false, true, false])
        #expect(pictures[1].picture?.asset?.isTemplate == true, "the set keeps its intent; the view overrides it")
    }

    @Test func iconsIgnoreTheRenderingMode() throws {
        let host = HeadlessHost { Image(systemName: "star").renderingMode(.original) }
        #expect(host.widgets(.picture).isEmpty)
        #expect(try host.widget(.image).picture == nil)
    }
}
