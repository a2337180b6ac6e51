import Observation
import QuireCore
import QuireGraphics
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `ColorPicker`: the widget shows the bound colour, a chosen colour is written as a `Color` or a
/// `CGColor`, and without opacity support a chosen colour is opaque.
@MainActor
@Suite struct ColorPickerTests {
    @Observable final class Pen {
        var color = Color.red
        var fill = CGColor(red: 0, green: 0.5, blue: 1, alpha: 0.5)
    }

    @Test func aColorBindingIsShownAndAChoiceWritten() throws {
        let pen = Pen()
        let host = HeadlessHost {
            ColorPicker("Pen Colour", selection: Binding(get: { pen.color }, set: { pen.color = $0 }))
        }
        let picker = try host.widget(.colorPicker)
        #expect(picker.accessibilityLabel == "Pen Colour")
        #expect(picker.supportsOpacity == true)
        #expect(picker.pickedColor == Color.red.rgba)

        picker.pick(ColorComponents(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
        #expect(pen.color == Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
        pen.color = .blue
        host.flush()
        #expect(picker.pickedColor == Color.blue.rgba)
    }

    @Test func aCGColorBindingWithoutOpacityGetsOpaqueColors() throws {
        let pen = Pen()
        let host = HeadlessHost {
            ColorPicker(selection: Binding(get: { pen.fill }, set: { pen.fill = $0 }), supportsOpacity: false) {
                Label("Fill", systemImage: "paintbrush")
            }
        }
        let picker = try host.widget(.colorPicker)
        #expect(picker.supportsOpacity == false)
        #expect(picker.accessibilityLabel == "Fill")
        #expect(picker.pickedColor == ColorComponents(red: 0, green: 0.5, blue: 1, opacity: 0.5))
        picker.pick(ColorComponents(red: 1, green: 0, blue: 0, opacity: 0.3))
        #expect(pen.fill == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func platformColorsHaveNoCGColorButShowAsTheyLook() {
        #expect(Color.accentColor.cgColor == nil)
        #expect(Color.red.cgColor != nil)
        #expect(Color(cgColor: CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
                == Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4))
        #expect(Color.accentColor.rgba.blue > 0.8)
    }
}
