import ChecklistModel
import Foundation
import Testing

/// `quire-samples checklist new|add|toggle|remove|list` run as a real process on real files.
@Suite("quire-samples checklist")
struct CLIChecklistTests {
    @Test("new, add, toggle, remove and list, by number and by title, end to end")
    func endToEnd() async throws {
        let sandbox = try CLISandbox()
        let file = sandbox.file("Groceries.checklist")

        let created = try await sandbox.run("checklist", "new", "Groceries.checklist", "Milk", "Eggs")
        #expect(created.status == 0, "\(created)")
        #expect(created.stdout == "Created \(file.path) with 2 items.\n")
        #expect(created.stderr.isEmpty)
        #expect(try ChecklistFile.items(at: file) == [.init("Milk"), .init("Eggs")])

        let added = try await sandbox.run("checklist", "add", "Groceries.checklist", "Bread", "Tea leaves")
        #expect(added.status == 0, "\(added)")
        #expect(added.stdout == """
            1. [ ] Milk
            2. [ ] Eggs
            3. [ ] Bread
            4. [ ] Tea leaves
            0 of 4 done

            """)
        #expect(try ChecklistFile.items(at: file) == [.init("Milk"), .init("Eggs"), .init("Bread"), .init("Tea leaves")])

        let byNumber = try await sandbox.run("checklist", "toggle", "Groceries.checklist", "2")
        #expect(byNumber.status == 0, "\(byNumber)")
        #expect(byNumber.stdout.contains("2. [x] Eggs\n"))
        #expect(byNumber.stdout.hasSuffix("1 of 4 done\n"))
        let byTitle = try await sandbox.run("checklist", "toggle", "Groceries.checklist", "Tea leaves")
        #expect(byTitle.status == 0, "\(byTitle)")
        #expect(try ChecklistFile.items(at: file)
                == [.init("Milk"), .init("Eggs", checked: true), .init("Bread"), .init("Tea leaves", checked: true)])

        // Toggling again unchecks.
        #expect(try await sandbox.run("checklist", "toggle", "Groceries.checklist", "Eggs").status == 0)
        #expect(try ChecklistFile.items(at: file)[1] == .init("Eggs"))

        let removedByTitle = try await sandbox.run("checklist", "remove", "Groceries.checklist", "Milk")
        #expect(removedByTitle.status == 0, "\(removedByTitle)")
        let removedByNumber = try await sandbox.run("checklist", "remove", "Groceries.checklist", "2")
        #expect(removedByNumber.status == 0, "\(removedByNumber)")
        #expect(try ChecklistFile.items(at: file) == [.init("Eggs"), .init("Tea leaves", checked: true)])

        let listed = try await sandbox.run("checklist", "list", file.path)
        #expect(listed.status == 0, "\(listed)")
        #expect(listed.stdout == "1. [ ] Eggs\n2. [x] Tea leaves\n1 of 2 done\n")
        #expect(listed.stderr.isEmpty)
        #expect(sandbox.leftoverTemporaries() == [])
    }

    @Test("concurrent edits from several quire processes take turns: every edit lands, nothing conflicts")
    func concurrentEdits() async throws {
        let sandbox = try CLISandbox()
        #expect(try await sandbox.run("checklist", "new", "Shared.checklist").status == 0)
        let titles = (1...6).map { "item \($0)" }
        let results = try await withThrowingTaskGroup(of: CLIResult.self) { group in
            for title in titles {
                group.addTask { try await QuireExecutable.run(["checklist", "add", "Shared.checklist", title], in: sandbox) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for result in results { #expect(result.status == 0, "\(result)") }
        let items = try ChecklistFile.items(at: sandbox.file("Shared.checklist"))
        #expect(Set(items.map(\.title)) == Set(titles), "\(items)")
        #expect(items.count == titles.count)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.documents.path)
                    .filter { !$0.hasPrefix("output-") } == ["Shared.checklist"])
        #expect(try await sandbox.run("drafts").stdout == "No drafts are kept.\n")
        #expect(try await CLIVersionsTests.versionIDs(sandbox, "Shared.checklist").count == titles.count)
        #expect(sandbox.leftoverTemporaries() == [])
    }

    @Test("new adds .checklist when FILE has no extension; an empty checklist lists as such")
    func newWithoutExtension() async throws {
        let sandbox = try CLISandbox()
        let created = try await sandbox.run("checklist", "new", "Empty")
        #expect(created.status == 0, "\(created)")
        #expect(created.stdout == "Created \(sandbox.file("Empty.checklist").path) with 0 items.\n")
        #expect(try ChecklistFile.items(at: sandbox.file("Empty.checklist")) == [])
        #expect(!FileManager.default.fileExists(atPath: sandbox.file("Empty").path))

        let listed = try await sandbox.run("checklist", "list", "Empty.checklist")
        #expect(listed.status == 0, "\(listed)")
        #expect(listed.stdout == "(no items)\n")
    }

    @Test("new never replaces an existing file")
    func newRefusesExisting() async throws {
        let sandbox = try CLISandbox()
        #expect(try await sandbox.run("checklist", "new", "Trip.checklist", "Passport").status == 0)
        let before = try Data(contentsOf: sandbox.file("Trip.checklist"))

        let again = try await sandbox.run("checklist", "new", "Trip.checklist", "Tent")
        #expect(again.status == 1, "\(again)")
        #expect(again.stdout.isEmpty)
        #expect(again.stderr.contains("Trip.checklist"))
        #expect(again.stderr.contains("already exists"))
        #expect(try Data(contentsOf: sandbox.file("Trip.checklist")) == before)
        #expect(sandbox.leftoverTemporaries() == [])
    }

    @Test("an ITEM that names nothing fails and changes nothing", arguments: ["0", "4", "-1", "Cheese", ""])
    func unknownItem(_ reference: String) async throws {
        let sandbox = try CLISandbox()
        #expect(try await sandbox.run("checklist", "new", "List.checklist", "A", "B", "C").status == 0)
        let before = try Data(contentsOf: sandbox.file("List.checklist"))
        for action in ["toggle", "remove"] {
            let result = try await sandbox.run("checklist", action, "List.checklist", reference)
            #expect(result.status == 1, "\(result)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("quire-samples: No item “\(reference)” in List.checklist, which has 3 items;"),
                    "\(result)")
            #expect(try Data(contentsOf: sandbox.file("List.checklist")) == before)
        }
        #expect(sandbox.leftoverTemporaries() == [])
    }

    @Test("a file that isn't a checklist is refused without being touched")
    func notAChecklist() async throws {
        let sandbox = try CLISandbox()
        let notes = sandbox.file("notes.txt")
        try Data("Just some text\n".utf8).write(to: notes)
        for arguments in [["checklist", "list", "notes.txt"], ["checklist", "add", "notes.txt", "X"]] {
            let result = try await QuireExecutable.run(arguments, in: sandbox)
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.contains("notes.txt"))
            #expect(result.stderr.contains("not a checklist"), "\(result)")
            #expect(try Data(contentsOf: notes) == Data("Just some text\n".utf8))
        }
    }

    @Test("a damaged checklist: edits fail with the decoding problem, the file stays byte-identical")
    func corruptChecklistEdit() async throws {
        let sandbox = try CLISandbox()
        let file = sandbox.file("Broken.checklist")
        let damaged = Data(#"{"id": "not-a-uuid", "items": [{"title": 3}]}"#.utf8)
        try damaged.write(to: file)
        let result = try await sandbox.run("checklist", "add", "Broken.checklist", "X")
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("“Broken.checklist” is damaged"), "\(result)")
        #expect(try Data(contentsOf: file) == damaged)
        #expect(sandbox.leftoverTemporaries() == [])
    }
}

/// A checklist file as the test reads it back from disk, independent of the CLI's output.
enum ChecklistFile {
    struct Item: Equatable, CustomStringConvertible {
        var title: String
        var checked: Bool
        init(_ title: String, checked: Bool = false) {
            self.title = title
            self.checked = checked
        }
        var description: String { "[\(checked ? "x" : " ")] \(title)" }
    }

    static func items(at url: URL) throws -> [Item] {
        let checklist = try JSONDecoder().decode(Checklist.self, from: Data(contentsOf: url))
        return checklist.items.map { Item($0.title, checked: $0.isChecked) }
    }
}
