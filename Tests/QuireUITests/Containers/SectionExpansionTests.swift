import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Section(_:isExpanded:content:)`: the header's disclosure button turns the binding over, and the
/// content is there only while it is true — in a form and in a list.
@MainActor
@Suite struct SectionExpansionTests {
    @Observable final class Model {
        var isExpanded = true
    }

    struct InForm: View {
        @Bindable var model: Model

        var body: some View {
            Form {
                Section("Advanced", isExpanded: $model.isExpanded) {
                    Text("Proxy")
                }
            }
        }
    }

    @Test func theDisclosureButtonCollapsesAndExpandsTheContent() throws {
        let model = Model()
        let host = HeadlessHost { InForm(model: model) }
        let section = try #require(host.widgets(.section).first)
        #expect(host.texts == ["Advanced", "Proxy"])
        let button = try host.widget(.button)
        #expect(button.accessibilityLabel == "Collapse")
        #expect(button.content?.allWidgets.contains { $0.iconName == "pan-down-symbolic" } == true)

        button.click()
        #expect(!model.isExpanded)
        host.flush()
        #expect(section.children.isEmpty)
        #expect(host.texts == ["Advanced"])
        #expect(try host.widget(.button).accessibilityLabel == "Expand")

        model.isExpanded = true
        host.flush()
        #expect(host.texts == ["Advanced", "Proxy"])
    }

    @Test func theOtherInitializersCollapseToo() throws {
        let host = HeadlessHost {
            List {
                Section(String("Title"), isExpanded: .constant(false)) { Text("Hidden") }
                Section(isExpanded: .constant(true)) { Text("Shown") } header: { Text("Header") }
            }
        }
        #expect(host.texts == ["Title", "Header", "Shown"])
    }
}
