import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// An app's `ButtonStyle` draws its body inside a real button and sees the pressed state; a
/// `PrimitiveButtonStyle`'s body is the button and triggers it; `Button(configuration)` builds on the
/// style outside; `.link` is a link.
@MainActor
@Suite struct ButtonStyleTests {
    struct Pressable: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(configuration.isPressed ? "pressed" : "up")
                if configuration.role == .destructive { Text("danger") }
            }
        }
    }

    struct TapToTrigger: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Button("Run") { configuration.trigger() }
            }
        }
    }

    /// A style that adds to the one outside it, as Apple's `RedBorderedButtonStyle` example does.
    struct Framed: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(4)
        }
    }

    struct EnvironmentReading: ButtonStyle {
        @Environment(\.isEnabled) private var isEnabled

        func makeBody(configuration: Configuration) -> some View {
            Text(isEnabled ? "enabled" : "disabled")
        }
    }

    @Test func everyInitializerNamesItsButton() throws {
        let resource = ImageResource(name: "Missing", bundle: nil)
        let host = HeadlessHost {
            VStack {
                Button("Key") {}
                Button("Key role", role: .destructive) {}
                Button("Symbol", systemImage: "trash") {}
                Button(String("Symbol string"), systemImage: "trash", role: .destructive) {}
                Button("Resource", image: resource) {}
                Button(String("Resource string"), image: resource, role: .cancel) {}
            }
        }
        let buttons = host.widgets(.button)
        #expect(buttons.map(\.title) == ["Key", "Key role", "", "", "", ""])
        #expect(buttons.map(\.accessibilityLabel) == ["", "", "Symbol", "Symbol string", "Resource", "Resource string"])
        #expect(buttons.map(\.role) == [nil, .destructive, nil, .destructive, nil, .cancel])
        #expect(buttons[2].content?.allWidgets.contains { $0.iconName == "user-trash-symbolic" } == true)
        #expect(buttons[4].content?.allWidgets.contains { $0.kind == .picture } == true)
    }

    @Test func aButtonStylesBodyIsTheButtonsContentAndSeesThePress() throws {
        var clicks = 0
        let host = HeadlessHost {
            Button("Save") { clicks += 1 }.buttonStyle(Pressable())
        }
        let button = try host.widget(.button)
        #expect(button.border == ButtonBorder.none)
        #expect(button.accessibilityLabel == "Save", "the body draws the title: the button is named by it")
        #expect(button.content?.texts == ["Save", "up"])

        button.press()
        host.flush()
        #expect(button.content?.texts == ["Save", "pressed"])
        let created = host.counters.created
        button.press(false)
        button.click()
        host.flush()
        #expect(button.content?.texts == ["Save", "up"])
        #expect(clicks == 1)
        #expect(host.counters.created == created, "a press redraws the body's widgets, it makes none")
    }

    @Test func aButtonStyleSeesTheRoleAndTheEnvironment() throws {
        let host = HeadlessHost {
            VStack {
                Button("Delete", role: .destructive) {}.buttonStyle(Pressable())
                Button("Off") {}.buttonStyle(EnvironmentReading()).disabled(true)
            }
        }
        let buttons = host.widgets(.button)
        #expect(buttons[0].content?.texts == ["Delete", "up", "danger"])
        #expect(buttons[0].role == .destructive)
        #expect(buttons[1].content?.texts == ["disabled"])
        #expect(buttons[1].style.isEnabled == false)
    }

    @Test func aPrimitiveStylesBodyIsTheButtonAndTriggersIt() throws {
        var runs = 0
        let host = HeadlessHost {
            Button("Export") { runs += 1 }.buttonStyle(TapToTrigger())
        }
        #expect(host.texts == ["Export", "Run"])
        let run = try host.widget(.button, titled: "Run")
        #expect(host.widgets(.button).count == 1, "the style's body makes the only button")
        run.click()
        #expect(runs == 1)
    }

    @Test func buttonFromAConfigurationUsesTheStyleOutside() throws {
        var runs = 0
        let host = HeadlessHost {
            Button("Go") { runs += 1 }
                .buttonStyle(Framed())
                .buttonStyle(.borderedProminent)
        }
        let button = try host.widget(.button, titled: "")
        #expect(button.border == .prominent)
        #expect(button.accessibilityLabel == "Go")
        #expect(button.content?.texts == ["Go"])
        #expect(host.widgets(.decorator).count == 1, "the framing style's padding wraps it")
        button.click()
        #expect(runs == 1)
    }

    @Test func theInnermostStyleWins() throws {
        let host = HeadlessHost {
            Button("Near") {}.buttonStyle(.link).buttonStyle(Pressable())
        }
        #expect(try host.widget(.button, titled: "Near").border == .link)
    }

    @Test func aStyledButtonLeavingCountsEachWidgetOnce() throws {
        let model = Shown()
        let host = HeadlessHost {
            ShownView(model: model)
        }
        #expect(host.texts == ["Tap", "Run", "Save", "up"])
        model.isShown = false
        host.flush()
        #expect(host.all.count == 1)
        #expect(host.counters.created - host.counters.removed == host.all.count)
    }

    @Observable final class Shown {
        var isShown = true
    }

    struct ShownView: View {
        let model: Shown

        var body: some View {
            VStack {
                if model.isShown {
                    Button("Tap") {}.buttonStyle(TapToTrigger())
                    Button("Save") {}.buttonStyle(Pressable())
                }
            }
        }
    }

    @Test func builtInStylesMakeBodyIsAButtonOfThatLook() throws {
        let configuration = PrimitiveButtonStyleConfiguration(role: nil, label: .init(content: Text("Made")), action: {})
        let host = HeadlessHost {
            BorderlessButtonStyle().makeBody(configuration: configuration)
        }
        let button = try host.widget(.button)
        #expect(button.border == .borderless)
        #expect(button.accessibilityLabel == "Made")
    }
}
