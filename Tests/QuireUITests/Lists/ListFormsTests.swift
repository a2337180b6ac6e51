import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `List`'s data forms beside those the other list suites use: `List($items) { $item in }` rows
/// writing their element through the binding, `List(_:id:)` over values that are not `Identifiable`,
/// and static rows mixed with a `ForEach`.
@MainActor
@Suite struct ListFormsTests {
    struct Task: Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    @Observable final class Tasks {
        var items = (0..<3).map { Task(id: $0, title: "Task \($0)") }
    }

    @Test func bindingRowsWriteTheirElement() throws {
        let tasks = Tasks()
        let host = HeadlessHost {
            List(Binding(get: { tasks.items }, set: { tasks.items = $0 })) { $task in
                Toggle(task.title, isOn: $task.isDone)
            }
        }
        #expect(host.rowTitles == ["Task 0", "Task 1", "Task 2"])
        try #require(host.toggle(inRow: 1)).toggle()
        #expect(tasks.items.map(\.isDone) == [false, true, false])
        tasks.items[2].title = "Renamed"
        host.flush()
        #expect(host.rowTitles == ["Task 0", "Task 1", "Renamed"])
    }

    @Test func rowsIdentifiedByAKeyPathAndStaticRows() throws {
        let host = HeadlessHost {
            List {
                Text("Header row")
                ForEach(["b", "a"], id: \.self) { Text($0) }
            }
            List(["x", "y", "z"], id: \.self) { Text($0) }
        }
        let lists = host.widgets(.list)
        try #require(lists.count == 2)
        #expect(lists[0].children.map(\.texts) == [["Header row"], ["b"], ["a"]])
        #expect(lists[1].children.map(\.texts) == [["x"], ["y"], ["z"]])
    }
}
