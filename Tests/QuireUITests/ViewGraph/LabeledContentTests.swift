import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `LabeledContent`: the label at the start, the content at the end, a text value dimmed and a
/// formatted value written by its format style.
@MainActor
@Suite struct LabeledContentTests {
    @Test func aValueSitsAfterItsLabelDimmed() throws {
        let host = HeadlessHost {
            Form {
                LabeledContent("Size", value: "12 KB")
                LabeledContent("Pages", value: 1234, format: .number.grouping(.never))
            }
        }
        #expect(host.texts == ["Size", "12 KB", "Pages", "1234"])
        let row = try #require(host.widget(.form).children.first?.children.first)
        #expect(row.kind == .stack(.horizontal))
        #expect(row.children.map(\.kind) == [.text, .spacer, .text])
        #expect(row.children[0].style.foreground == nil)
        #expect(row.children[2].style.foreground == HierarchicalShapeStyle.secondary.resolved)
    }

    @Test func aControlKeepsItsOwnStyle() throws {
        let host = HeadlessHost {
            LabeledContent {
                Toggle("Shared", isOn: .constant(true))
            } label: {
                Label("Sharing", systemImage: "person.2")
            }
        }
        let toggle = try host.widget(.toggle)
        #expect(toggle.style.foreground == nil)
        #expect(host.texts.contains("Sharing"))
    }
}
