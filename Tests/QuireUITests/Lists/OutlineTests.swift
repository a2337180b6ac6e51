import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// Outlines: `List(_:children:)` and `OutlineGroup` in a list are its rows, each with its depth and
/// an expander when it can have children (GtkTreeExpander's looks on GTK); an expander click
/// inserts or removes the children's rows, made only while in view. `DisclosureGroup` is an expander
/// row in a list and a disclosure widget (GtkExpander) outside one, following `isExpanded:`.
@MainActor
@Suite struct OutlineTests {
    struct Node: Identifiable, Hashable {
        let id: String
        var children: [Node]?
    }

    @Observable final class Expansion {
        var expanded = false
    }

    private static let tree = [
        Node(id: "Documents", children: [Node(id: "Letter"), Node(id: "Drafts", children: [Node(id: "Old")])]),
        Node(id: "Music", children: []),
        Node(id: "Notes"),
    ]

    /// Each bound row's text, depth and expander (nil: none).
    private func outline(_ list: HeadlessWidget) -> [String] {
        list.children.map { row in
            let depth = row.rowState.outline?.depth ?? -1
            let mark = switch row.rowState.outline?.isExpanded {
            case true?: "v"
            case false?: ">"
            case nil: "-"
            }
            return "\(depth)\(mark) " + row.texts.joined(separator: " ")
        }
    }

    private func row(_ list: HeadlessWidget, _ text: String) throws -> HeadlessWidget {
        try #require(list.children.first { $0.texts == [text] }, "no row \(text)")
    }

    @Test func aListWithChildrenExpandsAndCollapsesItsRows() throws {
        let host = HeadlessHost {
            List(Self.tree, children: \.children) { node in
                Text(node.id)
            }
        }
        let list = try #require(host.list)
        #expect(outline(list) == ["0> Documents", "0> Music", "0- Notes"], "an empty children array can still expand")

        try row(list, "Documents").toggleExpanded()
        host.flush()
        #expect(outline(list) == ["0v Documents", "1- Letter", "1> Drafts", "0> Music", "0- Notes"])
        try row(list, "Drafts").toggleExpanded()
        host.flush()
        #expect(outline(list) == ["0v Documents", "1- Letter", "1v Drafts", "2- Old", "0> Music", "0- Notes"])

        try row(list, "Documents").toggleExpanded()
        host.flush()
        #expect(outline(list) == ["0> Documents", "0> Music", "0- Notes"])
        // Expanded again, its expanded child shows its own children still, as a tree list keeps them.
        try row(list, "Documents").toggleExpanded()
        host.flush()
        #expect(outline(list) == ["0v Documents", "1- Letter", "1v Drafts", "2- Old", "0> Music", "0- Notes"])
    }

    @Test func anOutlineOfAThousandFoldersMakesRowsOnlyInView() throws {
        let folders = (0..<1_000).map { index in
            Node(id: "Folder \(index)", children: (0..<100).map { Node(id: "File \(index).\($0)") })
        }
        let host = HeadlessHost(backend: HeadlessBackend(lazyListViewport: 10)) {
            List(folders, children: \.children) { node in
                Text(node.id)
            }
        }
        let list = try #require(host.list)
        #expect(list.listState.rowCount == 1_000)
        #expect(list.children.count == 10)
        let operations = list.rowOperations
        try row(list, "Folder 2").toggleExpanded()
        host.flush()
        #expect(list.listState.rowCount == 1_100)
        #expect(list.rowOperations - operations == 100, "the children's rows go in; no other row moves")
        #expect(outline(list).prefix(5) == ["0> Folder 0", "0> Folder 1", "0v Folder 2", "1- File 2.0", "1- File 2.1"])
        #expect(list.children.count == 10)
    }

    @Test func anOutlineListSelectsAnyRowByItsID() throws {
        var selection: Set<String> = []
        let host = HeadlessHost {
            List(Self.tree, children: \.children, selection: Binding(get: { selection }, set: { selection = $0 })) { node in
                Text(node.id)
            }
        }
        let list = try #require(host.list)
        try row(list, "Documents").toggleExpanded()
        host.flush()
        list.select(positions: [1, 3])
        #expect(selection == ["Letter", "Music"])
    }

    @Test func anOutlineGroupInAListSitsAmongItsOtherRows() throws {
        let host = HeadlessHost {
            List {
                Text("Recent")
                OutlineGroup(Self.tree, children: \.children) { node in
                    Text(node.id)
                }
            }
        }
        let list = try #require(host.list)
        #expect(outline(list) == ["-1- Recent", "0> Documents", "0> Music", "0- Notes"])
        try row(list, "Documents").toggleExpanded()
        host.flush()
        #expect(outline(list).prefix(4) == ["-1- Recent", "0v Documents", "1- Letter", "1> Drafts"])
    }

    @Test func aDisclosureGroupInAListIsAnExpanderRowFollowingItsBinding() throws {
        let model = Expansion()
        let host = HeadlessHost {
            List {
                DisclosureGroup("Colors", isExpanded: Binding(get: { model.expanded }, set: { model.expanded = $0 })) {
                    Text("Red")
                    ForEach(["Green", "Blue"], id: \.self) { Text($0) }
                }
                Text("After")
            }
        }
        let list = try #require(host.list)
        #expect(outline(list) == ["0> Colors", "-1- After"], "collapsed: the content is not made")

        try row(list, "Colors").toggleExpanded()
        #expect(model.expanded, "the person's click writes the binding")
        host.flush()
        #expect(outline(list) == ["0v Colors", "1- Red", "1- Green", "1- Blue", "-1- After"])

        model.expanded = false
        host.flush()
        #expect(outline(list) == ["0> Colors", "-1- After"])
    }

    @Test func aDisclosureGroupOutsideAListShowsItsContentWhileExpanded() throws {
        let model = Expansion()
        let host = HeadlessHost {
            VStack {
                DisclosureGroup("Advanced", isExpanded: Binding(get: { model.expanded }, set: { model.expanded = $0 })) {
                    Toggle("Verbose", isOn: .constant(true))
                }
                DisclosureGroup("Own state") {
                    Text("Inside")
                }
            }
        }
        let groups = host.widgets(.disclosureGroup)
        try #require(groups.count == 2)
        let advanced = groups[0], own = groups[1]
        #expect(advanced.header.flatMap(\.texts) == ["Advanced"])
        #expect(!advanced.rowState.isExpanded && advanced.children.isEmpty)

        advanced.toggleExpanded()
        #expect(model.expanded)
        host.flush()
        #expect(advanced.rowState.isExpanded && advanced.texts.contains("Verbose"))
        model.expanded = false
        host.flush()
        #expect(!advanced.rowState.isExpanded && advanced.children.isEmpty)

        // Without a binding the group keeps whether it is expanded.
        own.toggleExpanded()
        host.flush()
        #expect(own.rowState.isExpanded && own.texts.contains("Inside"))
    }

    @Test func anOutlineGroupOutsideAListIsNestedDisclosureGroups() throws {
        let host = HeadlessHost {
            VStack {
                OutlineGroup(Self.tree, children: \.children) { node in
                    Text(node.id)
                }
            }
        }
        let groups = host.widgets(.disclosureGroup)
        #expect(groups.map { $0.header.flatMap(\.texts) } == [["Documents"], ["Music"]])
        #expect(host.texts.contains("Notes"))
        groups[0].toggleExpanded()
        host.flush()
        #expect(host.widgets(.disclosureGroup).map { $0.header.flatMap(\.texts) } == [["Documents"], ["Drafts"], ["Music"]])
        #expect(host.texts.contains("Letter"))
    }
}
