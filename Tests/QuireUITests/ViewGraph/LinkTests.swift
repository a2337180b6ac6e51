import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Link`: a link widget for its destination, titled or showing its label view, named for assistive
/// technologies.
@MainActor
@Suite struct LinkTests {
    @Test func aTitledLinkAndALabeledOne() throws {
        let host = HeadlessHost {
            VStack {
                Link("Quire on the web", destination: URL(string: "https://example.org/quire")!)
                Link(destination: URL(string: "mailto:help@example.org")!) {
                    Label("Write to us", systemImage: "envelope")
                }
            }
        }
        let links = host.widgets(.link)
        #expect(links.map(\.destination) == ["https://example.org/quire", "mailto:help@example.org"])
        #expect(links[0].title == "Quire on the web")
        #expect(links[1].content != nil)
        #expect(links[1].accessibilityLabel == "Write to us")
    }
}
