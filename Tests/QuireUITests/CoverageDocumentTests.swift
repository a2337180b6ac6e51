import Foundation
import Testing

/// docs/SWIFTUI-COVERAGE.md cannot drift from the tests: every row has a status the page defines, a
/// done row names the tests that cover it, and every test it names exists.
@Suite struct CoverageDocumentTests {
    struct Row {
        let line: Int
        let api: String
        let status: String
        let tests: [String]
    }

    static func rows() throws -> [Row] {
        let root = try GUIProcess.packageRoot()
        let text = try String(contentsOf: root.appendingPathComponent("docs/SWIFTUI-COVERAGE.md"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard line.hasPrefix("| `") else { return nil }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 6 else { return nil }
            return Row(line: index + 1, api: cells[1], status: cells[2], tests: Self.names(in: cells[4]))
        }
    }

    /// The backticked names of a test cell (`Scenes/WindowScenesTests`, `scripts/gui/x.py`), leaving
    /// out the remarks in parentheses after them.
    static func names(in cell: String) -> [String] {
        var depth = 0
        let outside = cell.filter { character in
            if character == "(" { depth += 1 }
            defer { if character == ")" { depth = max(depth - 1, 0) } }
            return depth == 0 && character != ")"
        }
        return outside.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func everyRowHasAKnownStatusAndDoneRowsNameTheirTests() throws {
        let rows = try Self.rows()
        #expect(rows.count > 100)
        for row in rows {
            let known = ["done", "accepted", "not on Linux", "missing"].contains { row.status.hasPrefix($0) } || row.status.hasPrefix("partial")
            #expect(known, "line \(row.line): status \(row.status)")
            if row.status == "done" {
                #expect(!row.tests.isEmpty, "line \(row.line): \(row.api) is done but names no test")
            }
        }
    }

    @Test func everyTestARowNamesExists() throws {
        let root = try GUIProcess.packageRoot()
        let tests = root.appendingPathComponent("Tests/QuireUITests")
        let testFiles = Set((FileManager.default.enumerator(atPath: tests.path)?.allObjects as? [String] ?? [])
            .map { ($0 as NSString).lastPathComponent })
        for row in try Self.rows() {
            for name in row.tests {
                let exists: Bool
                if name.hasPrefix("Tests/") {
                    // Another test target's file, from the package root (`Tests/CombineTests/DemandTests`).
                    exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(name + ".swift").path)
                } else if name.hasPrefix("scripts/") || name.hasPrefix("build/") {
                    exists = name.hasPrefix("build/") || FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path)
                } else if name.hasSuffix("/") {
                    exists = FileManager.default.fileExists(atPath: tests.appendingPathComponent(name).path)
                } else if name.contains("/") {
                    exists = FileManager.default.fileExists(atPath: tests.appendingPathComponent(name + ".swift").path)
                } else {
                    exists = testFiles.contains(name + ".swift")
                }
                #expect(exists, "line \(row.line): \(row.api) names \(name), which is not a test")
            }
        }
    }
}
