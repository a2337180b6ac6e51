import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Toggle`s and `Picker`s inside a `Menu` (check items; radio items in a submenu, or inline with
/// `.pickerStyle(.inline)`), marks that follow their bindings, and `menuIndicator`.
@MainActor
@Suite struct MenuControlsTests {
    @Observable final class Settings {
        var showsHidden = false
        var sort = "Name"
    }

    @Test func togglesAreCheckItemsAndPickersRadioItemsFollowingTheirBindings() async throws {
        let settings = Settings()
        let host = HeadlessHost {
            Menu("View") {
                Toggle("Show Hidden Files", isOn: Binding(get: { settings.showsHidden },
                                                          set: { settings.showsHidden = $0 }))
                Picker("Sort By", selection: Binding(get: { settings.sort }, set: { settings.sort = $0 })) {
                    Text("Name").tag("Name")
                    Text("Date").tag("Date")
                }
                Picker("Again", selection: Binding(get: { settings.sort }, set: { settings.sort = $0 })) {
                    Text("By Name").tag("Name")
                    Text("By Date").tag("Date")
                }
                .pickerStyle(.inline)
            }
        }
        let menu = try host.widget(.menuButton)
        #expect(menu.menu == [
            .item(MenuItemDescription(title: "Show Hidden Files", mark: .check(isOn: false))),
            .submenu(title: "Sort By", [
                .item(MenuItemDescription(title: "Name", mark: .radio(isSelected: true))),
                .item(MenuItemDescription(title: "Date", mark: .radio(isSelected: false))),
            ]),
            .section(title: nil, [
                .item(MenuItemDescription(title: "By Name", mark: .radio(isSelected: true))),
                .item(MenuItemDescription(title: "By Date", mark: .radio(isSelected: false))),
            ]),
        ])

        #expect(menu.chooseMenuEntry("Show Hidden Files"))
        #expect(settings.showsHidden)
        #expect(menu.chooseMenuEntry("Date"))
        #expect(settings.sort == "Date")
        await host.settle { menu.menuItemMarks.first == .check(isOn: true) }
        #expect(menu.menuItemMarks == [.check(isOn: true), .radio(isSelected: false), .radio(isSelected: true),
                                       .radio(isSelected: false), .radio(isSelected: true)],
                "the marks follow the model, for the inline picker too")
    }

    @Test func menuIndicatorReachesTheButton() throws {
        let host = HeadlessHost {
            VStack {
                Menu("Plain") { Button("A") {} }
                Menu("Hidden") { Button("B") {} }.menuIndicator(.hidden)
                Menu("Shown") { Button("C") {} }.menuIndicator(.visible)
            }
        }
        #expect(host.widgets(.menuButton).map(\.menuIndicator) == [.automatic, .hidden, .visible])
    }
}
