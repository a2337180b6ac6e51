import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Menu`: its entries are the content's buttons, sections (from dividers and `Section`s) and nested
/// menus; choosing an item runs its button's action; a primary action makes a split button.
@MainActor
@Suite struct MenuTests {
    @Observable final class Log {
        var lines: [String] = []
    }

    @Test func buttonsDividersSectionsAndSubmenusBecomeTheMenu() throws {
        let log = Log()
        let host = HeadlessHost {
            Menu("Export") {
                Button("PNG") { log.lines.append("png") }
                Button("PDF") { log.lines.append("pdf") }
                Divider()
                Section("Scale") {
                    ForEach([1, 2], id: \.self) { scale in
                        Button("\(scale)×") { log.lines.append("scale \(scale)") }
                    }
                }
                Menu("More") {
                    Button("Delete All", role: .destructive) { log.lines.append("delete") }
                }
            }
        }
        let menu = try host.widget(.menuButton)
        #expect(menu.title == "Export")
        #expect(!menu.hasPrimaryAction)
        #expect(menu.menu == [
            .section(title: nil, [.item(MenuItemDescription(title: "PNG")), .item(MenuItemDescription(title: "PDF"))]),
            .section(title: nil, [
                .section(title: "Scale", [.item(MenuItemDescription(title: "1×")), .item(MenuItemDescription(title: "2×"))]),
                .submenu(title: "More", [.item(MenuItemDescription(title: "Delete All", isDestructive: true))]),
            ]),
        ])
        #expect(menu.menuItemTitles == ["PNG", "PDF", "1×", "2×", "Delete All"])
        #expect(menu.chooseMenuEntry("2×"))
        #expect(menu.chooseMenuEntry("Delete All"))
        #expect(menu.chooseMenuEntry("PNG"))
        #expect(log.lines == ["scale 2", "delete", "png"])
    }

    @Test func aPrimaryActionMakesASplitButtonAndAStyleMakesItFlat() throws {
        let log = Log()
        let host = HeadlessHost {
            Menu("Share", content: {
                Button("Copy Link") { log.lines.append("copy") }
            }, primaryAction: {
                log.lines.append("share")
            })
            .menuStyle(.borderlessButton)
        }
        let menu = try host.widget(.menuButton)
        #expect(menu.hasPrimaryAction)
        #expect(menu.isFlat)
        menu.pressPrimaryAction()
        #expect(menu.chooseMenuEntry("Copy Link"))
        #expect(log.lines == ["share", "copy"])
    }

    @Test func aSystemImageMenuShowsItsLabelAndIsNamedByItsTitle() throws {
        let host = HeadlessHost {
            Menu("Add", systemImage: "plus") {
                Button("Sticker") {}
            }
        }
        let menu = try host.widget(.menuButton)
        #expect(menu.accessibilityLabel == "Add")
        #expect(menu.content != nil, "the icon and title are the button's content")
        #expect(host.widgets(.image).first?.iconName == "list-add-symbolic")
    }
}
