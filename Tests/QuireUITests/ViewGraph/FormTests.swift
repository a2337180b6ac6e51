import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Form` and `Section`: sections with their headers and footers, one row per content widget, and
/// rows outside any section grouped into sections of their own.
@MainActor
@Suite struct FormTests {
    @Observable final class Settings {
        var name = "Groceries"
        var isShared = false
        var showsDetails = false
    }

    @Test func sectionsShowTheirHeaderRowsAndFooterInTheirStyles() throws {
        let settings = Settings()
        let host = HeadlessHost {
            Form {
                Section {
                    TextField("Name", text: Binding(get: { settings.name }, set: { settings.name = $0 }))
                    Toggle("Shared", isOn: Binding(get: { settings.isShared }, set: { settings.isShared = $0 }))
                } header: {
                    Text("List")
                } footer: {
                    Text("Shared lists sync with your family.")
                }
            }
        }
        let form = try host.widget(.form)
        let section = try #require(form.children.first)
        #expect(form.children.count == 1)
        #expect(section.kind == .section)
        #expect(section.header.map(\.text) == ["List"])
        #expect(section.header.first?.style.font == .headline)
        #expect(section.children.map(\.kind) == [.textField, .toggle])
        #expect(section.footer.map(\.text) == ["Shared lists sync with your family."])
        #expect(section.footer.first?.style.font == .footnote)
        #expect(section.footer.first?.style.foreground == HierarchicalShapeStyle.secondary.resolved)
        // The rows' own text is not styled by the header or footer.
        #expect(section.children.first?.style.font == nil)
    }

    @Test func rowsOutsideSectionsAreGroupedBetweenThem() throws {
        let host = HeadlessHost {
            Form {
                Text("Intro")
                Toggle("One", isOn: .constant(true))
                Section("Middle") {
                    Text("Inside")
                }
                Text("Outro")
            }
        }
        let form = try host.widget(.form)
        #expect(form.children.map(\.kind) == [.section, .section, .section])
        #expect(form.children.map(\.texts) == [["Intro", "One"], ["Middle", "Inside"], ["Outro"]])
        #expect(form.children[0].header.isEmpty)
        #expect(form.children[1].header.map(\.text) == ["Middle"])
    }

    @Test func rowsComeAndGoInPlaceAndLooseSectionsStay() throws {
        let settings = Settings()
        let host = HeadlessHost {
            Form {
                Toggle("Details", isOn: Binding(get: { settings.showsDetails }, set: { settings.showsDetails = $0 }))
                if settings.showsDetails {
                    Text("Created today")
                }
                Section("Sharing") {
                    Toggle("Shared", isOn: Binding(get: { settings.isShared }, set: { settings.isShared = $0 }))
                    if settings.isShared {
                        Text("With 2 people")
                    }
                }
            }
        }
        let form = try host.widget(.form)
        let loose = form.children[0]
        let sharing = form.children[1]
        #expect(loose.texts == ["Details"])
        #expect(sharing.texts == ["Sharing", "Shared"])

        settings.showsDetails = true
        settings.isShared = true
        host.flush()
        #expect(form.children.count == 2)
        #expect(form.children[0] === loose, "the form's own section is kept")
        #expect(form.children[1] === sharing)
        #expect(loose.texts == ["Details", "Created today"])
        #expect(sharing.texts == ["Sharing", "Shared", "With 2 people"])

        settings.isShared = false
        host.flush()
        #expect(sharing.texts == ["Sharing", "Shared"])
    }

    @Test func aSectionOnItsOwnIsAGroupOfRows() throws {
        let host = HeadlessHost {
            VStack {
                Section(content: { Text("A"); Text("B") }, footer: { Text("Two rows") })
            }
        }
        let section = try host.widget(.section)
        #expect(section.header.isEmpty)
        #expect(section.children.map(\.text) == ["A", "B"])
        #expect(section.footer.map(\.text) == ["Two rows"])
        #expect(host.widgets(.form).isEmpty)
    }

    @Observable final class Items {
        var names = ["Milk", "Eggs"]
    }

    @Test func aFormOfForEachRowsFollowsItsData() throws {
        let items = Items()
        let host = HeadlessHost {
            Form {
                Section("Items") {
                    ForEach(items.names, id: \.self) { Text($0) }
                }
            }
        }
        let section = try host.widget(.section)
        #expect(section.children.map(\.text) == ["Milk", "Eggs"])
        items.names = ["Eggs", "Bread", "Milk"]
        host.flush()
        #expect(section.children.map(\.text) == ["Eggs", "Bread", "Milk"])
    }
}
