import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `formStyle(_:)`: the built-in styles set how the form's page draws; an app's `FormStyle` draws the
/// form from its content, and `Form(configuration)` in it is the page of the style outside.
@MainActor
@Suite struct FormStyleTests {
    struct Headed: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("Settings")
                configuration.content
            }
        }
    }

    struct Padded: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            Form(configuration).padding(8)
        }
    }

    @Test func builtInStylesSetThePagesAppearance() throws {
        let host = HeadlessHost {
            VStack {
                Form { Text("A") }
                Form { Text("B") }.formStyle(.grouped)
                Form { Text("C") }.formStyle(.automatic)
                Form { Text("D") }.formStyle(.columns)
            }
        }
        let forms = host.widgets(.form)
        // Grouped is the page's own look: only another is set.
        #expect(forms.map(\.formAppearance) == [nil, nil, nil, .columns])
        #expect(forms.map(\.texts) == [["A"], ["B"], ["C"], ["D"]])
        #expect(forms[3].children.first?.kind == .section, "loose rows still form a section")
    }

    @Test func anAppsStyleDrawsTheForm() throws {
        let host = HeadlessHost {
            Form {
                Section("Network") { Text("Proxy") }
            }
            .formStyle(Headed())
        }
        #expect(host.widgets(.form).isEmpty)
        #expect(host.texts == ["Settings", "Network", "Proxy"])
        #expect(host.widgets(.section).count == 1)
    }

    @Test func formFromAConfigurationIsThePageOfTheStyleOutside() throws {
        let host = HeadlessHost {
            Form { Text("A") }.formStyle(Padded()).formStyle(.columns)
        }
        #expect(try host.widget(.form).formAppearance == .columns)
        #expect(host.widgets(.decorator).count == 1)
    }
}
