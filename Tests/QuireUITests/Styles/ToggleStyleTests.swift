import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// Every `Toggle` initializer, the mixed state of `sources:`, and an app's `ToggleStyle` drawing the
/// toggle from its configuration.
@MainActor
@Suite struct ToggleStyleTests {
    /// A style drawing the toggle as a button naming its state, as apps write check-list styles.
    struct StateButton: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                configuration.label
                Text(configuration.isMixed ? "mixed" : configuration.isOn ? "on" : "off")
            }
        }
    }

    /// A style adding to the one outside it.
    struct Padded: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration).padding(2)
        }
    }

    @Test func everyInitializerNamesItsToggle() throws {
        let isOn = Binding.constant(true)
        let resource = ImageResource(name: "Missing", bundle: nil)
        let host = HeadlessHost {
            VStack {
                Toggle("Key", isOn: isOn)
                Toggle(String("String"), isOn: isOn)
                Toggle("Symbol", systemImage: "star", isOn: isOn)
                Toggle(String("Symbol string"), systemImage: "star", isOn: isOn)
                Toggle("Resource", image: resource, isOn: isOn)
                Toggle(isOn: isOn) { Text("Label view") }
            }
        }
        let toggles = host.widgets(.toggle)
        #expect(toggles.map(\.title) == ["Key", "String", "", "", "", ""])
        #expect(toggles.map(\.accessibilityLabel) == ["", "", "Symbol", "Symbol string", "Resource", "Label view"])
        #expect(toggles.allSatisfy { $0.isOn })
        #expect(toggles[2].content?.allWidgets.contains { $0.iconName == "non-starred-symbolic" } == true)
        #expect(toggles[4].content?.allWidgets.contains { $0.kind == .picture } == true)
    }

    @Test func sourcesShowMixedUntilAllAgreeAndSetThemAll() throws {
        let flags = Flags()
        let host = HeadlessHost {
            SourcesView(flags: flags)
        }
        let toggle = try host.widget(.toggle, titled: "All")
        #expect(toggle.isMixed)
        #expect(!toggle.isOn)
        toggle.toggle()
        #expect(flags.values == [true, true, true])
        host.flush()
        #expect(!toggle.isMixed)
        #expect(toggle.isOn)
        flags.values[1] = false
        host.flush()
        #expect(toggle.isMixed)
        #expect(!toggle.isOn)
    }

    @Observable final class Flags {
        var values = [true, false, true]
    }

    struct SourcesView: View {
        @Bindable var flags: Flags

        var body: some View {
            Toggle("All", sources: flags.values.indices.map { index in $flags.values[index] }, isOn: \.self)
                .toggleStyle(.checkbox)
        }
    }

    @Test func anAppsStyleDrawsTheToggleAndSetsTheBinding() throws {
        let flags = Flags()
        let host = HeadlessHost {
            StyledView(flags: flags)
        }
        #expect(host.widgets(.toggle).isEmpty)
        let button = try host.widget(.button)
        #expect(button.content?.texts == ["Wi-Fi", "off"])
        button.click()
        #expect(flags.values[1])
        host.flush()
        #expect(button.content?.texts == ["Wi-Fi", "on"])
    }

    struct StyledView: View {
        @Bindable var flags: Flags

        var body: some View {
            Toggle("Wi-Fi", isOn: $flags.values[1]).toggleStyle(StateButton())
        }
    }

    @Test func toggleFromAConfigurationUsesTheStyleOutside() throws {
        var value = false
        let host = HeadlessHost {
            Toggle("Bold", isOn: Binding(get: { value }, set: { value = $0 }))
                .toggleStyle(Padded())
                .toggleStyle(.checkbox)
        }
        let toggle = try host.widget(.toggle)
        #expect(toggle.toggleKind == .checkbox)
        #expect(host.widgets(.decorator).count == 1)
        toggle.toggle()
        #expect(value)
    }

    @Test func builtInStylesMakeTheirWidget() throws {
        let isOn = Binding.constant(false)
        let host = HeadlessHost {
            VStack {
                Toggle("A", isOn: isOn).toggleStyle(.switch)
                Toggle("B", isOn: isOn).toggleStyle(.automatic)
                Toggle("C", isOn: isOn).toggleStyle(.checkbox)
                Toggle("D", isOn: isOn).toggleStyle(.button)
                SwitchToggleStyle().makeBody(configuration: ToggleStyleConfiguration(
                    label: .init(content: Text("E")), isOn: isOn, isMixed: false))
            }
        }
        #expect(host.widgets(.toggle).map(\.toggleKind) == [.switch, .switch, .checkbox, .button, .switch])
    }
}
