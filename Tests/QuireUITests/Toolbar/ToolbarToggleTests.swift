import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// A `Toggle` with no style is a toggle button in a toolbar (as on Apple's toolbars), a switch
/// elsewhere.
@MainActor
@Suite struct ToolbarToggleTests {
    @Test func anUnstyledToggleInAToolbarIsAToggleButton() throws {
        let host = HeadlessHost {
            Toggle("Elsewhere", isOn: .constant(false))
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Toggle(isOn: .constant(true)) { Label("Find", systemImage: "magnifyingglass") }
                    }
                }
        }
        let kinds = host.backend.madeWidgets.filter { $0.kind == .toggle }.map(\.toggleKind)
        #expect(kinds.sorted { "\(String(describing: $0))" < "\(String(describing: $1))" } == [.button, .switch])
    }
}
