import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `buttonStyle`, `foregroundColor` and `multilineTextAlignment` reach the widgets they style.
@MainActor
@Suite struct ControlStyleTests {
    @Test func buttonStylesGiveTheirBorder() throws {
        let host = HeadlessHost {
            VStack {
                Button("Plain") {}
                Button("Flat") {}.buttonStyle(.borderless)
                Button("Also flat") {}.buttonStyle(.plain)
                Button("Go") {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
                Button("Bordered") {}.buttonStyle(.bordered)
            }
        }
        let borders = host.widgets(.button).map { ($0.title, $0.border) }
        #expect(borders.map(\.0) == ["Plain", "Flat", "Also flat", "Go", "Delete", "Bordered"])
        #expect(borders.map(\.1) == [.automatic, .borderless, .borderless, .prominent, .prominent, .automatic])
        #expect(try host.widget(.button, titled: "Delete").role == .destructive)
    }

    @Test func foregroundColorColorsTextAndNilLeavesItAlone() throws {
        let host = HeadlessHost {
            VStack {
                Text("Warning").foregroundColor(.red)
                Text("Normal").foregroundColor(nil)
            }
            .foregroundStyle(.secondary)
        }
        #expect(try host.widget(.text, titled: "Warning").style.foreground == .red)
        #expect(try host.widget(.text, titled: "Normal").style.foreground == HierarchicalShapeStyle.secondary.resolved,
                "nil leaves the container's colour")
    }

    @Test func multilineTextAlignmentReachesText() throws {
        let host = HeadlessHost {
            VStack {
                Text("Centred lines").multilineTextAlignment(.center)
                Text("Leading lines")
            }
        }
        #expect(try host.widget(.text, titled: "Centred lines").style.multilineTextAlignment == .center)
        #expect(try host.widget(.text, titled: "Leading lines").style.multilineTextAlignment == .leading)
    }

    @Test func aButtonStyleToggleAndALinkedGroupOfTools() throws {
        var tool = "pen"
        let host = HeadlessHost {
            ControlGroup {
                Toggle(isOn: Binding(get: { tool == "pen" }, set: { if $0 { tool = "pen" } })) {
                    Label("Pen", systemImage: "pencil")
                }
                .help("Draw (P)")
                Toggle("Eraser", isOn: Binding(get: { tool == "eraser" }, set: { if $0 { tool = "eraser" } }))
            }
            .toggleStyle(.button)
        }
        let group = try host.widget(.stack(.linked))
        let toggles = host.widgets(.toggle)
        #expect(group.children.count == 2)
        #expect(toggles.map(\.toggleKind) == [.button, .button])
        #expect(toggles.map(\.isOn) == [true, false])
        #expect(toggles[0].accessibilityLabel == "Pen")
        #expect(toggles[0].style.help == "Draw (P)")
        #expect(toggles[1].style.help == nil)

        toggles[1].toggle()
        #expect(tool == "eraser")
    }
}
