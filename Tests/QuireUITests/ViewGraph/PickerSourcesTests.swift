import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Picker(_:sources:selection:content:)`: the shared value is selected, none while the sources
/// differ, and a choice sets them all.
@MainActor
@Suite struct PickerSourcesTests {
    @Observable final class Shapes {
        var sizes = [1, 2, 1]
    }

    struct SizePicker: View {
        @Bindable var shapes: Shapes

        var body: some View {
            Picker("Size", sources: shapes.sizes.indices.map { $shapes.sizes[$0] }, selection: \.self) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }
        }
    }

    @Test func differingSourcesSelectNoneAndAChoiceSetsThemAll() throws {
        let shapes = Shapes()
        let host = HeadlessHost { SizePicker(shapes: shapes) }
        let picker = try host.widget(.picker)
        #expect(picker.selectedIndex == nil)
        picker.choose(optionAt: 1)
        #expect(shapes.sizes == [2, 2, 2])
        host.flush()
        #expect(picker.selectedIndex == 1)
        shapes.sizes[0] = 1
        host.flush()
        #expect(picker.selectedIndex == nil)
    }
}
