import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `controlSize`, `buttonBorderShape`, `textFieldStyle` and `tint` reach the style of every widget in
/// the view they modify, and no further.
@MainActor
@Suite struct ControlAppearanceTests {
    @Test func modifiersReachTheControlsInsideAndNotBeside() throws {
        let host = HeadlessHost {
            VStack {
                VStack {
                    Button("Small") {}
                    TextField("Plain", text: .constant(""))
                }
                .controlSize(.small)
                .buttonBorderShape(.capsule)
                .textFieldStyle(.plain)
                .tint(.red)
                Button("Regular") {}
                TextField("Framed", text: .constant(""))
                    .textFieldStyle(.roundedBorder)
                    .controlSize(.large)
            }
        }
        let small = try host.widget(.button, titled: "Small").style.controls
        #expect(small.size == .small)
        #expect(small.borderShape == .capsule)
        #expect(small.tint == .red)
        let plain = try #require(host.widgets(.textField).first { $0.placeholder == "Plain" }).style.controls
        #expect(plain.plainTextFields)
        let regular = try host.widget(.button, titled: "Regular").style.controls
        #expect(regular == ControlAppearance(), "a sibling keeps the defaults")
        let framed = try #require(host.widgets(.textField).first { $0.placeholder == "Framed" }).style.controls
        #expect(!framed.plainTextFields)
        #expect(framed.size == .large)
    }

    @Test func accentColorTintsAndNilKeepsTheInheritedOne() throws {
        let host = HeadlessHost {
            VStack {
                Button("Orange") {}
                Button("Inherited") {}.accentColor(nil)
            }
            .accentColor(.orange)
        }
        #expect(try host.widget(.button, titled: "Orange").style.controls.tint == .orange)
        #expect(try host.widget(.button, titled: "Inherited").style.controls.tint == .orange)
    }

    @Test func theEnvironmentReadsTheControlSize() throws {
        let host = HeadlessHost {
            SizeReader().controlSize(.mini)
        }
        #expect(host.texts == ["mini"])
        #expect(ButtonBorderShape.roundedRectangle(radius: 4) != .roundedRectangle)
    }
}

private struct SizeReader: View {
    @Environment(\.controlSize) private var controlSize

    var body: some View { Text("\(controlSize)") }
}
