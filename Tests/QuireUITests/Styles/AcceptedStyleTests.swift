import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// Styles with no GNOME counterpart that draw as the platform's choice: `.navigationLink` pickers are
/// drop-downs, `menuOrder` keeps the written order.
@MainActor
@Suite struct AcceptedStyleTests {
    @Test func aNavigationLinkPickerIsADropDown() throws {
        let host = HeadlessHost {
            Picker("Size", selection: .constant(1)) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.navigationLink)
        }
        let picker = try host.widget(.picker)
        #expect(picker.pickerKind == .menu)
        #expect(picker.options.map(\.title) == ["Small", "Large"])
    }

    @Test func menuOrderKeepsTheWrittenOrder() throws {
        let host = HeadlessHost {
            Menu("File") {
                Button("Open") {}
                Button("Close") {}
            }
            .menuOrder(.priority)
        }
        let menu = try host.widget(.menuButton)
        #expect(menu.menuItemTitles == ["Open", "Close"])
    }
}
